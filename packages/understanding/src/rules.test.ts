import { describe, expect, it } from 'vitest';
import { readCorpus } from './corpus';
import { ruleCrisis } from './rules';

describe('precise crisis rules', () => {
  // written for this test, apart from the corpus
  it.each([
    ['honestly i just want to end my life', 'suicide'],
    ['Thinking about taking my own life tonight.', 'suicide'],
    ['gonna top myself after work', 'suicide'],
    ['decided to kill myself this weekend', 'suicide'],
    ['id rather be dead than keep going like this', 'suicide'],
    ['im so suicidal i cant think straight', 'suicide'],
    ['found my suicide note from last week, still feel the same', 'suicide'],
    ["i'd be better off dead tbh", 'suicide'],
    ['i wish i was never born', 'suicide'],
    ['i dont want to be alive anymore', 'suicide'],
    ['nothing to live for now she is gone', 'suicide'],
    ['gonna end it all this weekend', 'suicide'],
    ["I'm so done with life", 'suicide'],
    ['honestly im just done with my life at this point', 'suicide'],
    ['I am finished with life.', 'suicide'],
    ["I can't go on", 'suicide'],
    ['cant go on anymore!!', 'suicide'],
    ["i don't know. i just can't go on like this. sorry", 'suicide'],
    ['I cannot carry on any longer', 'suicide'],
    ['i cant keep going anymore', 'suicide'],
    ['I feel like disappearing forever', 'suicide'],
    ['honestly just want to vanish for good', 'suicide'],
    ['I think I am checking out of this life soon', 'suicide'],
    ['sorry everyone. goodnight forever', 'suicide'],
    ['goodnight forever x', 'suicide'],
    ['i want to die tonight', 'suicide'],
    ['i just want to die right now', 'suicide'],
    ['got bad news today and i want to end my life', 'suicide'],
    ['ya no puedo más, quiero morir', 'suicide'],
    ['voy a matarme', 'suicide'],
    ['eu quero morrer', 'suicide'],
    ['gusto ko nang mamatay', 'suicide'],
    ['main marna chahti hoon', 'suicide'],
    ['je veux mourir', 'suicide'],
    ['ich will sterben', 'suicide'],
    ['aku pengen mati aja', 'suicide'],
    ['cut myself again last night', 'self-harm'],
    ['thinking about slitting my wrists', 'self-harm'],
    ['i keep hurting myself on purpose', 'self-harm'],
    ['i still self harm when it gets bad', 'self-harm'],
    ['my friend says she wants to kill herself', 'suicide'],
    ['my son wants to kill himself', 'suicide'],
    ['he says hes going to kill himself', 'suicide'],
    ["My sister's talking about ending her life and isn't picking up", 'suicide'],
    ['bf just texted me that he is about to take his own life', 'suicide'],
    ['i just took an overdose', 'overdose'],
    ['my uncle molested me and nobody believes me', 'abuse'],
    ['my boyfriend choked me last night', 'abuse'],
    ['i am being followed home right now', 'danger'],
    // one crisis sentence inside a long message
    [
      'Work was long. The bus was late again. I want to end my life. Anyway, what should I cook?',
      'suicide',
    ],
  ])('finds %j (%s)', (text, kind) => {
    expect(ruleCrisis(text)).toBe(kind);
  });

  it.each([
    'i used to want to end my life, but not any more',
    'i would never kill myself, i promise',
    'lol i could kill myself for forgetting the cake',
    'killing myself laughing at this video',
    'im going to kill myself if this printer jams again',
    'id rather be dead than wear that jumper',
    'my friend said she wants to die, she is with her mum now and safe',
    'in the film the character writes a suicide note',
    "we're studying why people commit suicide in psychology class",
    'goodbye forever to my old phone',
    'im so done with life admin this week',
    'if we lose again im done with life lol',
    "I can't go on like this, something has to change at work",
    'cant go on the school trip, no money',
    'you cant go on like this mate',
    'my legs are dead and i cant keep going',
    "i can't go on holiday this year",
    'i cant go on like this lol, third coffee and its 10am',
    'wish i could disappear for a week to a beach with no signal',
    'my socks keep disappearing forever in the wash',
    'i was done with life back when i was 15, not now',
    'goodbye forever, cast! xx',
    'after that shift i could sleep forever',
    'omg he texted me back, i could die right now',
    'the deadline is choking me',
    'a patient in my ward took an overdose today, it stayed with me',
    'my friend tried to kill herself two years ago and is doing great now',
    'he said he was going to kill himself back in school, he is fine now',
    'what happens if someone tells this app they want to kill themselves?',
    'why do so many men want to kill themselves',
    'in the book the dad wants to kill himself',
    'my cat is trying to kill herself jumping off the fridge lol',
    'me muero de risa',
    'quiero comer tacos',
    'my self esteem is on the floor',
    'i want to dye my hair tonight',
    // taken out of the rules when the corpus showed them said of other things (the model finds
    // these: understand.test.ts)
    'i overdosed on my meds an hour ago',
    'he threatened to kill me if i leave',
    'im going to hang myself',
    'feeling suicidal again',
    '',
  ])('leaves %j to the model', (text) => {
    expect(ruleCrisis(text)).toBeNull();
  });

  it('raises no alarm on any message of the corpus that is not a crisis', () => {
    const { examples } = readCorpus();
    const raised = examples.filter((e) => e.crisis === null && ruleCrisis(e.text) !== null);
    expect(raised.map((e) => e.text)).toEqual([]);
  });
});
