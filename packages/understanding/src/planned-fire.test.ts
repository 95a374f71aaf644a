import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { plannedFire } from './planned-fire';

const planned = (text: string) => plannedFire(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('a fire or an alarm that was planned or nothing', () => {
  it('knows a drill, a planned burn, a false alarm and burnt toast', () => {
    for (const text of [
      'fire drill at work today, stood in the car park for half an hour in the drizzle',
      'the smoke alarm went off again, just my burnt toast lol',
      'fire alarm at 2am in halls. false alarm, someone vaping in the stairwell',
      'rangers doing a controlled burn up the valley, smoky as but its all planned',
      'fire drill',
      'they test the fire alarms every tuesday at 11 and it still makes me jump',
      'we had an evacuation practice at the care home, took forever to get everyone down',
      'burning the old branches at the bottom of the garden, the whole lane smells of smoke',
      'sat round the fire pit with the lads, smoke in my eyes all night, proper cosy',
      'bonfire in the field tonight, sparklers for the little ones',
    ])
      expect(planned(text), text).toBe(true);
  });

  it('leaves a fire out of hand, fear, harm or another crisis to the model', () => {
    for (const text of [
      'fire alarm going off and this is not a drill, smoke in the hallway',
      'the controlled burn jumped the break and its coming towards the house',
      'toast caught fire and now the kitchen is full of smoke, cant see the door',
      'fire drill today. honestly i wish i could just die',
      'false alarm at work but i took all my pills an hour ago',
      'smoke alarm went off, he started it to scare me, he keeps threatening me',
      'set an alarm for my test tomorrow',
      'the fire alarm is going off and im trapped upstairs',
      'the bonfire got out of hand and the shed roof is going up',
      'burning the leaves and the fire is getting bigger than i can manage',
      'kids at the bonfire with their mum, i stayed in and took a handful of everything i could find',
      'fire alarm',
      '',
    ])
      expect(planned(text), text).toBe(false);
  });

  it('takes no crisis of the corpus, the evaluation set or the fixed table for it', () => {
    expectNoCrisisTaken(planned);
  });
});
