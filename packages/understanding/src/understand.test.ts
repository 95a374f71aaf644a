import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORPUS_DIR,
  PACKAGE_DIR,
  jsonlFiles,
  readCorpus,
  readExamples,
  unseenOnly,
} from './corpus';
import { detectCrisis } from '@mentora/domain/crisis';
import { CRISIS_KINDS, TOPIC_IDS } from './labels';
import modelFile from '../model/model.js';
import { featuresOf } from './features';
import { normalizeTokens } from './normalize';
import { loadModel, packWeights, score } from './model';
import { aboutSomeoneElse } from './someone-else';
import { understandWith } from './understand';
import { isClearCrisis, understand } from './understand-default';

const { examples: CORPUS } = readCorpus();
/** The fixed table: written apart from the corpus by someone who never saw it; never trained on. */
const FIXED_ALL = readExamples([path.join(PACKAGE_DIR, 'test/fixed-table.jsonl')]);
const FIXED = unseenOnly(FIXED_ALL, CORPUS);
const UNSEEN_ALL = readExamples([path.join(PACKAGE_DIR, 'eval/unseen.jsonl')]);
/**
 * The share of good news about an area of life, on the good-news table, read as good news: 0.43
 * before the corpus round of good news (2026-12-01), 0.67 after it.
 */
const GOOD_NEWS_MIN = 0.6;

describe('understand', () => {
  it('answers in the shape the chat expects, the same way every time', () => {
    for (const text of ['hi', 'cant fall asleep lately', 'I took 20 paracetamol', '', '   ']) {
      const a = understand(text);
      expect(understand(text)).toEqual(a);
      expect(Object.keys(a).sort()).toEqual(['confidence', 'crisis', 'kind', 'topic']);
      expect(a.confidence).toBeGreaterThanOrEqual(0);
      expect(a.confidence).toBeLessThanOrEqual(1);
      expect(a.kind === null || (CRISIS_KINDS as readonly string[]).includes(a.kind)).toBe(true);
      expect(a.topic === null || (TOPIC_IDS as readonly string[]).includes(a.topic)).toBe(true);
      if (!a.crisis) expect(a.kind).toBeNull();
    }
    expect(understand('')).toEqual({ crisis: false, kind: null, topic: null, confidence: 1 });
  });

  it('finds the crisis phrases the precise rules gave up to the model', () => {
    // 'i overdosed on pocky', 'threatened to kill me if i ate his yoghurt', 'hang myself a shelf'
    // and 'if i start feeling suicidal' are hard negatives of the corpus, so rules cannot have them
    for (const [text, kind] of [
      ['i overdosed on my meds an hour ago', 'overdose'],
      ['he threatened to kill me if i leave', 'abuse'],
      ['im going to hang myself', 'suicide'],
      ['feeling suicidal again', 'suicide'],
    ] as const)
      expect(understand(text), text).toMatchObject({ crisis: true, kind });
  });

  it("reads 'hit me up' and the other idioms of 'hit' as no blow, and a blow as a blow", () => {
    for (const text of [
      'my cousin hit me up asking to borrow the car again',
      'she hits me up every sunday to go for brunch',
      'hmu when ur free',
      'mum hit the roof about my grades',
      'gonna hit the sack, night all',
      'we hit it off straight away, second date friday',
    ])
      expect(understand(text), text).toMatchObject({ crisis: false });
    for (const text of [
      'he hit me up against the wall last night and im scared to go home',
      'my stepdad hits me when he drinks',
    ])
      expect(understand(text), text).toMatchObject({ crisis: true, kind: 'abuse' });
  });

  it("reads someone else's crisis that is over as no crisis, and one that is not over as one", () => {
    // written for this test; the model alone read each as a crisis (the first two clear ones)
    for (const text of [
      'my mate said he wanted to end it all last year, hes got a therapist now and is doing loads better',
      'mum swallowed a bottle of her pills when i was small. shes safe now and happy with her new partner',
      'my sister took too many tablets in the summer. she is home now and doing okay',
      "my dad took an overdose of his pills years ago, he's doing fine now",
      'my housemate cut her arms up last term, shes getting help now and doing better',
    ])
      expect(understand(text), text).toMatchObject({ crisis: false, kind: null });
    for (const text of [
      'my friend tried to end her life last winter and now shes saying goodbye to everyone',
      'my big brother overdosed two years ago and hes just taken all his pills again',
    ])
      expect(understand(text), text).toMatchObject({ crisis: true });
  });

  it("reads 'killing myself' with work as working too hard, and with a time or a means as a crisis", () => {
    // written for this test; the model alone read the first three as crises (two of them clear)
    for (const text of [
      'im killing myself with these 12 hour shifts, need a week off',
      'been killing myself over this assignment all week',
      'killed myself revising for that test and still failed lol',
      'shes killing herself with overtime to pay for the wedding',
    ])
      expect(understand(text), text).toMatchObject({ crisis: false, kind: null });
    for (const text of [
      'killing myself tonight, i cant do work anymore',
      'im killing myself with the pills i saved up',
    ])
      expect(understand(text), text).toMatchObject({ crisis: true });
  });

  it("reads 'overjoyed' as joy, not as the overdose two letters from it", () => {
    // the near-miss correction once made it 'overdosed': a clear crisis, alone
    for (const text of ['overjoyed', 'im overjoyed, i got the flat!!'])
      expect(understand(text), text).toMatchObject({ crisis: false, kind: null });
  });

  it('reads a reply that only acknowledges, laughs or shrugs as no crisis', () => {
    // the model alone put 'lol ok' and 'tbh idk' over the threshold
    for (const text of ['lol ok', 'tbh idk', 'ok lol', 'hmm i guess'])
      expect(understand(text), text).toMatchObject({ crisis: false, kind: null });
    for (const text of ['lol kms', 'ok. i took them all'])
      expect(understand(text), text).toMatchObject({ crisis: true });
  });

  it('finds the crisis messages the old detector answered with a platitude', () => {
    expect(understand('I took 20 paracetamol')).toMatchObject({ crisis: true, kind: 'overdose' });
    expect(understand('i cut myself last night')).toMatchObject({
      crisis: true,
      kind: 'self-harm',
    });
  });

  it('reads someone close meaning to end their life as suicide, said of them', () => {
    // the model alone missed the first two and read the others as abuse
    for (const text of [
      'my friend says she wants to kill herself',
      'my son wants to kill himself',
      'he says he is going to kill himself',
      'my boyfriend told me he wants to kill himself tonight',
    ]) {
      expect(understand(text), text).toMatchObject({ crisis: true, kind: 'suicide' });
      expect(aboutSomeoneElse(text), text).toBe(true);
    }
  });

  it('knows what everyday messages are about', () => {
    // written for this test, apart from the corpus
    const table: Array<[string, string | null]> = [
      ['cant fall asleep lately', 'sleep'],
      ['exams are stressing me out', 'study'],
      ['hey there', 'greeting'],
      ['thank you, that really helped', 'thanks'],
      ['got the job!!! cannot believe it', 'positive'],
      ['been feeling really flat and down for weeks', 'low-mood'],
      ['i keep worrying something bad will happen to my kids', 'anxiety'],
      ['heart pounding, cant breathe, think im having a panic attack', 'panic'],
      ['so much on my plate i dont know where to start', 'stress'],
      ['so angry i could scream, everyone is getting on my nerves', 'anger'],
      ['nobody ever texts me, i feel so alone', 'loneliness'],
      ['i hate how i look and i feel like a failure', 'self-worth'],
      ['my grandad passed away last week and i miss him so much', 'grief'],
      ['she ended things with me after three years', 'breakup'],
      ['my husband and i argue about everything lately', 'partner'],
      ['my parents are always fighting and i am stuck in the middle', 'family'],
      ['my best friend has been ignoring me since the party', 'friends'],
      ['my manager keeps giving me impossible deadlines', 'work'],
      ['rent is due and i cant cover it this month', 'money'],
      ['what is your name', null],
    ];
    const wrong = table.filter(([text, topic]) => understand(text).topic !== topic);
    expect(wrong.length / table.length, JSON.stringify(wrong)).toBeLessThanOrEqual(0.15);
  });

  it('reads a hello and a thank-you in the many languages and spellings people use', () => {
    // written for this test, apart from the corpus
    const greetings = ['hola', 'bonjour mentor', 'salam alaikum', 'namaskar ji', 'wagwan', 'hiii'];
    const thanks = [
      'merci beaucoup',
      'gracias amiga',
      'danke schön',
      'asante sana',
      'obrigada pela ajuda',
      'thnx a lot',
      'tyvm',
      'kiitos',
    ];
    for (const text of greetings) expect(understand(text).topic, text).toBe('greeting');
    for (const text of thanks) expect(understand(text).topic, text).toBe('thanks');
  });

  it('reads a feeling before the area of life it is about', () => {
    // written for this test, apart from the corpus
    const table: Array<[string, string]> = [
      ['my exams are done and i am so relieved', 'positive'],
      ['since dad died the house feels so empty', 'grief'],
      ['lost my job today and i feel like a total failure', 'self-worth'],
      ['my best friend moved away and i feel so lonely', 'loneliness'],
      ['so angry at my dad for missing my graduation', 'anger'],
      ['my mum is in hospital and i cant stop worrying', 'anxiety'],
    ];
    for (const [text, topic] of table) expect(understand(text).topic, text).toBe(topic);
    // the share is what decides: messages of a feeling about an area, the model weighing the
    // area above the feeling, are read as the feeling; with areas always first, as the area
    const mixed = [
      ...table.map(([text]) => text),
      'my girlfriend keeps checking my phone and it makes me angry',
      'my brother borrowed money again and im fuming',
      'my manager ignores me and i feel invisible',
      'exams next week and i feel sick with nerves',
      'my sister keeps criticising me and i feel worthless',
      'my dad keeps yelling and i feel so on edge',
      'uni deadlines everywhere and i feel like crying',
      'payday is still a week off and i am so anxious',
    ];
    const model = loadModel(modelFile);
    const classes = model.file.topic.classes;
    const areas = ['partner', 'family', 'friends', 'study', 'work', 'money'];
    const feelingOverArea = mixed.filter((text) => {
      const probs = score(model, featuresOf(normalizeTokens(text), model.file.features)).topic;
      let top = 0;
      for (let k = 1; k < probs.length; k++) if (probs[k]! > probs[top]!) top = k;
      return areas.includes(classes[top] ?? '') && !areas.includes(understand(text).topic ?? '');
    });
    expect(
      feelingOverArea.length,
      'feelings read over the area the model weighs more',
    ).toBeGreaterThan(0);
    const areasFirst = understandWith(loadModel({ ...modelFile, feelingOverArea: 100 }));
    for (const text of feelingOverArea) expect(areas, text).toContain(areasFirst(text).topic);
  });

  it('reads good news about an area of life as good news, and hurt about one never as good news', () => {
    // test/good-news-table.jsonl: 60 pieces of good news and 60 troubles, ten of each for each
    // area of life, written apart from the corpus by a writer who never saw it; never trained on
    const table = readExamples([path.join(PACKAGE_DIR, 'test/good-news-table.jsonl')]);
    const good = table.filter((e) => e.topic === 'positive');
    const troubles = table.filter((e) => e.topic !== 'positive');
    expect([good.length, troubles.length]).toEqual([60, 60]);
    const readGood = good.filter((e) => understand(e.text).topic === 'positive').length;
    const troubleGood = troubles.filter((e) => understand(e.text).topic === 'positive');
    expect(readGood / good.length, 'good news read as good news').toBeGreaterThanOrEqual(
      GOOD_NEWS_MIN,
    );
    expect(troubleGood.length / troubles.length, 'troubles read as good news').toBeLessThanOrEqual(
      0.05,
    );
    // written for this test, apart from the corpus
    for (const text of [
      'my boss never listens to a word i say',
      'my mum keeps comparing me to my cousin and i feel useless',
      'my husband forgot our anniversary again',
      'the rent went up again and i dont know how we will manage',
      'exams next week and i have not started revising',
    ])
      expect(understand(text).topic, text).not.toBe('positive');
    // the lower floor is what decides: with good news about an area needing to be as sure as
    // good news alone, less of the table's good news is read as good news
    const asSure = understandWith(loadModel({ ...modelFile, goodNewsOverAreaMin: 0.3 }));
    expect(good.filter((e) => asSure(e.text).topic === 'positive').length).toBeLessThan(readGood);
  });

  it('reads a goodbye as about nothing in particular, unless it thanks or carries a feeling', () => {
    // written for this test, apart from the corpus
    for (const text of [
      'gotta go, my boss just walked in',
      'brb the kids are fighting again',
      'sorry gtg, moms calling me for dinner',
      'ok im off to work now',
      'school bus is here, bye',
      'ok gotta run, practice starts soon',
    ]) {
      expect(understand(text), text).toMatchObject({ crisis: false, topic: null });
    }
    expect(understand('thank you so much, that helped. bye').topic).toBe('thanks');
    // not a goodbye: the topic the model reads
    expect(understand('my boss keeps giving me extra shifts and i cant say no').topic).toBe('work');
  });

  it('reads good news only when the model is sure of it, and hurt never as good news', () => {
    // written for this test, apart from the corpus
    const good = [
      'passed my driving test today!!',
      'got the job, starting monday, so happy',
      'best weekend in ages, feeling great',
    ];
    const hurting = [
      'im unlovable',
      'havent smiled in weeks',
      'i doubt i will ever be good enough for anyone',
      'got ghosted again, guess im just not someone people stay for',
      'scan results next week and im bricking it',
      'cant remember the last time i laughed',
    ];
    for (const text of good) expect(understand(text).topic, text).toBe('positive');
    const cheered = hurting.filter((text) => understand(text).topic === 'positive');
    expect(cheered).toEqual([]);
    // the gate is what decides: with it closed (alone and about an area), nothing is good news,
    // and each message still gets a topic of its own
    const closed = understandWith(
      loadModel({ ...modelFile, positiveMin: 1.01, goodNewsOverAreaMin: 1.01 }),
    );
    for (const text of good) {
      const reading = closed(text);
      expect(reading.topic).not.toBe('positive');
      expect(reading.topic).not.toBeNull();
    }
  });

  it('reads nothing in particular when no topic comes near it, however unsure', () => {
    // a model of biases alone: every message gets these topic probabilities
    const reads = (probabilities: Record<string, number>) => {
      const bias = modelFile.topic.classes.map((c) => Math.log(probabilities[c ?? 'none'] ?? 1e-4));
      const model = loadModel({
        ...modelFile,
        topic: { ...modelFile.topic, bias },
        ...packWeights([], []),
      });
      return understandWith(model)('purple elephants on the moon');
    };
    // good news passed over for too little sureness, and the next topics far behind
    const farBehind = { none: 0.58, positive: 0.29, family: 0.08, 'low-mood': 0.05 };
    expect(reads(farBehind)).toMatchObject({ crisis: false, topic: null });
    expect(reads({ none: 0.58, positive: 0.29, 'low-mood': 0.1 }).topic).toBeNull();
    // a topic with a fifth of the probability of 'nothing in particular' or more is read
    expect(reads({ none: 0.58, positive: 0.29, 'low-mood': 0.13 }).topic).toBe('low-mood');
    expect(reads({ none: 0.55, 'low-mood': 0.45 }).topic).toBe('low-mood');
    // and sure enough, 'nothing in particular' is read over a topic near it
    expect(reads({ none: 0.62, family: 0.38 }).topic).toBeNull();
  });

  it('finds one crisis sentence inside a long message about other things', () => {
    const long =
      'work was awful again today and my manager kept piling more on me. the bus was late and it rained the whole way home. ' +
      'honestly i have the pills lined up on the table and i am going to take them all tonight. anyway what do you think about the weather';
    expect(understand(long).crisis).toBe(true);
  });

  // The issue asks for false alarms of at most 0.05 on such messages; the model is at about 0.2
  // (docs/decisions). This holds it there, so no change makes it worse unnoticed.
  it('on the fixed table: crisis recall at least 0.95, false alarms at most 0.25', () => {
    const crisis = FIXED.filter((e) => e.crisis !== null);
    const hard = FIXED.filter((e) => e.crisis === null);
    expect(crisis.length).toBeGreaterThanOrEqual(60);
    expect(hard.length).toBeGreaterThanOrEqual(60);
    const missed = crisis.filter((e) => !understand(e.text).crisis).map((e) => e.text);
    const alarms = hard.filter((e) => understand(e.text).crisis).map((e) => e.text);
    expect(missed.length / crisis.length, `missed:\n${missed.join('\n')}`).toBeLessThanOrEqual(
      0.05,
    );
    expect(alarms.length / hard.length, `false alarms:\n${alarms.join('\n')}`).toBeLessThanOrEqual(
      0.25,
    );
  });
});

describe('once the model decides alone (decision 0033)', () => {
  // written for this test, apart from the corpus: one plain message for each way of saying a crisis
  // that the phrase detector, which guards the chat until the model loads, catches
  it.each([
    'i want to kill myself',
    'kms',
    'thinking about suicide a lot lately',
    'i want to end my life',
    'i just want to die',
    'i wish i was dead',
    'everyone would be better off without me',
    'i dont want to live anymore',
    'life isnt worth living',
    'theres no point in living',
    'i cant go on like this',
    'i keep self harming',
    'i have the urge to cut myself',
    'i want to starve myself',
    'i took too many pills',
    'going to jump off a bridge',
    'im in danger',
    "i'm not safe",
    'i dont feel safe at home',
    'im scared for my life',
    'he threatened to kill me',
    'my stepdad keeps hitting me',
    'i am being abused',
  ])('%j is still a crisis', (text) => {
    expect(detectCrisis(text), 'the phrase detector').toBe(true);
    expect(understand(text).crisis, 'the model and its rules').toBe(true);
  });
});

describe('plain crises the model alone read too low (decision 0062)', () => {
  // written for this test, apart from the corpus: wishing to die by chance or in one's sleep,
  // thoughts of one's death that will not stop, the means at hand, an assault told of oneself,
  // a short slip of the words
  it.each([
    ['i hope i get hit by a car', 'suicide'],
    ["i wouldn't mind if i got hit by a truck", 'suicide'],
    ["hoping i don't survive the surgery", 'suicide'],
    ['i cant stop thinking about dying', 'suicide'],
    ['i fantasize about dying', 'suicide'],
    ['im not okay. i have pills in front of me', 'overdose'],
    ['i was sexually assaulted', 'abuse'],
    ['i think my drink was spiked', 'danger'],
    ['i want to kil myslf', 'suicide'],
  ])('%j is a crisis (%s)', (text, kind) => {
    const reading = understand(text);
    expect(reading.crisis).toBe(true);
    expect(reading.kind).toBe(kind);
  });
});

describe('a clear crisis and a doubtful one', () => {
  const unseen = unseenOnly(UNSEEN_ALL, CORPUS);
  const everyday = unseen.filter((e) => e.crisis === null);
  const crises = unseen.filter((e) => e.crisis !== null);

  it('sets the level of a clear crisis above the threshold', () => {
    const model = loadModel(modelFile);
    expect(model.file.clearMin).toBeGreaterThan(model.file.threshold);
    expect(isClearCrisis(understand('i am going to kill myself tonight'))).toBe(true);
    expect(isClearCrisis(understand('cant fall asleep lately'))).toBe(false);
  });

  // Messages nobody on the team wrote: most false alarms are doubtful (the chat asks gently),
  // and few of the everyday messages get the full crisis reply; most crises do.
  it('on the evaluation set: at most 0.04 of everyday messages read as a clear crisis', () => {
    const clear = everyday.filter((e) => isClearCrisis(understand(e.text))).map((e) => e.text);
    const alarms = everyday.filter((e) => understand(e.text).crisis);
    expect(everyday.length).toBeGreaterThan(500);
    expect(clear.length / everyday.length, clear.join('\n')).toBeLessThanOrEqual(0.04);
    expect(clear.length).toBeLessThan(alarms.length / 2);
    const clearCrises = crises.filter((e) => isClearCrisis(understand(e.text)));
    expect(clearCrises.length / crises.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('short messages nobody on the team wrote', () => {
  // eval/short.jsonl: one to eight words, crises and everyday ones, by twelve writers who never
  // saw the corpus; the evaluation set above holds few crises that short. Floors a little under
  // what the model reads (0.95 of the crises, 0.035 of the ordinary messages, 0.18 of the hard
  // ones when they were written), so a change that loses short crises or alarms on short
  // everyday messages fails here.
  const short = unseenOnly(readExamples([path.join(PACKAGE_DIR, 'eval/short.jsonl')]), CORPUS);
  const crises = short.filter((e) => e.crisis !== null);
  const ordinary = short.filter((e) => e.crisis === null && !e.hard);
  const hard = short.filter((e) => e.crisis === null && e.hard);

  it('catches the crises and leaves the everyday messages alone', () => {
    expect(crises.length).toBeGreaterThan(500);
    expect(ordinary.length).toBeGreaterThan(400);
    expect(hard.length).toBeGreaterThan(300);
    const missed = crises.filter((e) => !understand(e.text).crisis);
    expect(
      1 - missed.length / crises.length,
      missed.map((e) => e.text).join('\n'),
    ).toBeGreaterThanOrEqual(0.94);
    const alarmed = (list: typeof short) => list.filter((e) => understand(e.text).crisis);
    expect(alarmed(ordinary).length / ordinary.length).toBeLessThanOrEqual(0.05);
    expect(alarmed(hard).length / hard.length).toBeLessThanOrEqual(0.22);
  });
});

describe('the corpus', () => {
  const examples = CORPUS;

  it('is large and covers every topic, every crisis kind and many hard negatives', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4000);
    for (const topic of TOPIC_IDS)
      expect(examples.filter((e) => e.topic === topic).length, topic).toBeGreaterThanOrEqual(120);
    for (const kind of CRISIS_KINDS)
      expect(examples.filter((e) => e.crisis === kind).length, kind).toBeGreaterThanOrEqual(100);
    expect(examples.filter((e) => e.hard).length).toBeGreaterThanOrEqual(1200);
    expect(jsonlFiles(CORPUS_DIR).length).toBeGreaterThan(0);
  });

  it('shares only a few short everyday lines with the fixed table and the evaluation set', () => {
    const all = [...FIXED_ALL, ...UNSEEN_ALL];
    const shared = all.length - unseenOnly(all, CORPUS).length;
    expect(shared / all.length).toBeLessThan(0.2);
    expect(FIXED.length).toBeGreaterThanOrEqual(120);
  });
});
