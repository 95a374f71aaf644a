import { describe, expect, it } from 'vitest';
import { readEveryLabelled } from './corpus';
import { speaksOfCrisis } from './crisis-words';
import { isMishap } from './mishap';
import { normalizeTokens } from './normalize';
import { isOwnHaircut } from './own-haircut';
import { quitsHabit } from './quit-habit';
import { clearsOldMedicine } from './old-medicine';
import { doneWithAThing } from './done-with';
import { usualDose } from './usual-dose';
import { isEverydayNote } from './everyday-note';
import { scareOver } from './scare-over';
import { understand } from './understand-default';

const speaks = (text: string, scare = false) => speaksOfCrisis(normalizeTokens(text), scare);

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('words of a crisis that no everyday reading may read past', () => {
  it('knows being hurt, a goodbye for good, self-harm, too much medicine and danger now', () => {
    for (const text of [
      'trimmed my fringe and he grabbed me by my hair and slapped me for it',
      'she threw the hairbrush at my face when i got home',
      'quit the gym membership, no need for it, im not going to be around by spring',
      'tidied the flat so it is nice for whoever finds it. made my mind up',
      'done with the course. cut myself again last night where nobody can see',
      'cleared out the medicine drawer and swallowed the lot of them',
      'took a handful of my nans blood pressure tablets after my haircut',
      'cutting my sons nails and i smell gas really strongly now',
      'skipped my insulin on purpose to punish myself',
      'a bonfire with the kids tonight, one last good memory of me for them',
      'burning rubbish in the yard and he held my arm over it to make me say sorry',
      'found his old razors clearing the drawer and used one on my leg',
      'cleared out his flat and ive taken about 25 of his old tablets',
    ])
      expect(speaks(text), text).toBe(true);
  });

  it('leaves the everyday words the readings exist for alone', () => {
    for (const text of [
      'cut my finger chopping carrots, bled everywhere lol',
      'took two paracetamol for my headache and had a nap',
      'cut my own fringe at midnight and it is wonky',
      'day 10 with no vape, the cravings are easing',
      'so done with this week, roll on friday',
      'my phone is dead, talk tomorrow',
      'bonfire at the allotment this afternoon, burning the hedge cuttings',
      'not on purpose but i burnt my hand on the oven tray',
    ])
      expect(speaks(text), text).toBe(false);
  });

  it('lets a scare that came to nothing tell of someone breaking in, and nothing worse', () => {
    expect(speaks('thought someone was breaking in, it was only the cat', true)).toBe(false);
    expect(speaks('thought someone was breaking in, it was only the cat')).toBe(true);
    expect(
      speaks(
        'it was only the postman at the door, my arm is still bleeding from what i did to myself',
        true,
      ),
    ).toBe(true);
  });

  it('gives back to the model almost none of the everyday messages the readings take', () => {
    const readings = [
      isMishap,
      isOwnHaircut,
      quitsHabit,
      clearsOldMedicine,
      doneWithAThing,
      usualDose,
      isEverydayNote,
    ];
    const taken = readEveryLabelled()
      .filter((e) => e.crisis === null)
      .map((e) => normalizeTokens(e.text))
      .filter((words) => readings.some((reads) => reads(words)) || scareOver(words));
    const givenBack = taken.filter((words) => speaksOfCrisis(words, scareOver(words)));
    expect(taken.length).toBeGreaterThan(300);
    expect(givenBack.length / taken.length).toBeLessThan(0.01);
  });

  it('keeps a crisis told through a haircut, a habit quit, a mishap or a thing done with a crisis', () => {
    for (const [text, reads] of [
      [
        'cut my nails short tonight, then he came in drunk and slapped me and kicked me in the ribs',
        isOwnHaircut,
      ],
      [
        'quit vaping this week and i am giving all my stuff away to my sister, i will not be needing any of it',
        quitsHabit,
      ],
      ['told the nurse i cut my arm on the fence. i didnt, i did it myself', isMishap],
      [
        'done with this job. he takes my wages every friday and if i say anything he grabs my throat',
        doneWithAThing,
      ],
    ] as const) {
      // the reading alone takes it for everyday; past the words of a crisis, the model reads it
      expect(reads(normalizeTokens(text)), text).toBe(true);
      expect(understand(text).crisis, text).toBe(true);
    }
  });
});
