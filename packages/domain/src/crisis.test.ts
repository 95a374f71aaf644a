import { describe, expect, it } from 'vitest';
import { detectCrisis, normalizeForCrisis } from './crisis';

/** Phrases that must show the crisis resources: plain, common, with typos, capitals, punctuation. */
const MUST_TRIGGER = [
  'I want to kill myself',
  'i want to kil myself',
  "I'm going to kill my self",
  'KILL MYSELF',
  'killmyself',
  'I keep thinking about killing myself...',
  "I've been thinking about suicide",
  'I feel suicidal',
  'im sucidal',
  'suicde',
  'Suicide.',
  "i'm suicidle tonight",
  'I want to die',
  'i just wanna die!!!',
  'I want to diiiie',
  'I wish I was dead',
  'I wish I were dead.',
  "I wish I'd never been born",
  'Everyone would be better off without me',
  "I'd be better off dead",
  "I don't want to live anymore",
  'i dont want to be alive',
  'I don’t want to wake up again',
  'I want to end my life',
  "I'm going to take my own life",
  "I'm thinking about ending it all",
  "I've decided to end it",
  "there's no reason to live",
  'I have nothing left to live for',
  "life isn't worth living",
  "what's the point of living",
  "I can't go on anymore",
  'I deserve to die',
  "I've been self harming again",
  'self-harm',
  'I want to hurt myself',
  'I keep cutting myself',
  'I have urges to cut myself',
  "I'm planning to overdose",
  "I'm going to take all my pills",
  'I want to hang myself',
  "I'm going to jump off a bridge",
  'I am in danger',
  'Im not safe at home',
  "I don't feel safe at home",
  "He's been hitting me and I'm scared",
  'my partner threatened to kill me',
  'my dad beats me',
  "I'm afraid for my life",
  'kms',
  'honestly i wanna kms lol',
  'I want to unalive myself',
  'I’m being abused',
];

/** Everyday phrases that must not. */
const MUST_NOT_TRIGGER = [
  'this exam is killing me',
  'I could die laughing',
  'my feet are killing me',
  "I'm dying to see that film",
  "I'm just killing time before work",
  'can you kill the lights',
  "I'm dead tired today",
  'this cake is to die for',
  'my phone battery is dead',
  'I cut my finger chopping onions',
  'I killed it at my presentation',
  'the deadline is tomorrow',
  "I'd kill for a coffee right now",
  "I'm bored to death",
  'I was scared to death of that spider',
  'I nearly killed myself laughing at that video',
  'my mum is going to kill me when she sees my grades',
  'I watched Suicide Squad last night',
  "I'm cutting myself some slack this week",
  'I hurt my knee at football',
  'I want to dye my hair blue',
  'I want to die my hair pink',
  "we're in danger of missing the train",
  "I'm thinking about ending it with my boyfriend",
  'I took my pills this morning',
  'the plants died while I was away',
  "I'm dying of thirst",
  'that joke killed me',
  'my laptop died again',
  'I want to end this argument',
  'Mondays are the worst',
  'I feel stressed about work',
  "I can't sleep at night",
  'I had a fight with my sister',
  "I'm so tired of this traffic",
  "Let's kill two birds with one stone",
  'what a drop-dead gorgeous sunset',
  "I'm going to die of embarrassment",
  "I'm over it",
  "She's a killer dancer",
  'I shot myself in the foot with that email',
  'Life is hard sometimes but I am managing',
  'Dead Poets Society is my favourite film',
  'I burned myself on the oven',
  "I'm killing it at the gym",
  'the suspense is killing me',
  'my back is hurting me',
  'she beats me at chess every time',
  'it hits me how fast the year went',
  'I cut myself off from social media for a week',
  'what is the point of this meeting',
];

describe('crisis detector', () => {
  it('has tables of at least 40 phrases each way', () => {
    expect(MUST_TRIGGER.length).toBeGreaterThanOrEqual(40);
    expect(MUST_NOT_TRIGGER.length).toBeGreaterThanOrEqual(40);
  });

  it.each(MUST_TRIGGER)('triggers on %j', (phrase) => {
    expect(detectCrisis(phrase)).toBe(true);
  });

  it.each(MUST_NOT_TRIGGER)('leaves alone %j', (phrase) => {
    expect(detectCrisis(phrase)).toBe(false);
  });

  it('ignores blank text', () => {
    expect(detectCrisis('')).toBe(false);
    expect(detectCrisis('   \n ')).toBe(false);
  });

  it('finds a crisis phrase inside a longer message', () => {
    expect(
      detectCrisis('Work has been awful and honestly some days I want to die. Anyway, hi.'),
    ).toBe(true);
  });

  it('normalizes case, apostrophes, punctuation and stretched letters', () => {
    expect(normalizeForCrisis("I’M   so SAD...don't!!")).toBe(' im so sad dont ');
    expect(normalizeForCrisis('nooooo')).toBe(' no ');
    expect(normalizeForCrisis('kill')).toBe(' kill ');
  });
});
