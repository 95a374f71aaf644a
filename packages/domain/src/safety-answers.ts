/**
 * How a typed answer to the safety net's questions is read: to 'Are you safe right now?' (and
 * its asking again) as safe or not safe, to the check-in after a crisis reply as better, the same
 * or still hard. Its phrase lists are long, and needed only once the safety net has asked: the
 * chat fetches this module then (docs/decisions/0034), not with its first load, so it imports
 * nothing of that load.
 */

import type { SafetyStep } from './chat-safety';

/** Which question a typed answer answers. */
export type AnswerTo = 'safe' | 'check-in';
/** What a typed answer says. */
export type TypedAnswer = 'safe' | 'not-safe' | 'better' | 'same' | 'hard';

/** Typed text as words: lower case, apostrophes dropped ('i'm' is 'im'), anything else a space. */
function answerWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`\u00B4']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

const anyOf = (phrases: readonly string[]) => new RegExp(` (?:${phrases.join('|')}) `);

/**
 * Emoji typed as a whole answer or beside one, as the word they stand for (they are otherwise
 * dropped with the punctuation). A thumbs-up is 'ok', a shrug 'idk', a fearful face 'scared'; a
 * smile or a tear says how one feels, not whether one is safe, so alone they are asked about
 * again. The upside-down face is irony: 'yeah totally 🙃' is not a yes.
 */
const EMOJI_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u{1F44D}\u{1F44C}\u2705\u2714\u{1F197}]/gu, 'ok'],
  [/[\u{1F44E}\u274C\u2716]/gu, 'no'],
  [/\u{1F198}/gu, 'help'],
  [/\u{1F937}/gu, 'idk'],
  [/[\u{1F630}\u{1F628}\u{1F631}]/gu, 'scared'],
  [/[\u{1F622}\u{1F62D}\u{1F61E}\u{1F614}\u{1F641}\u2639\u{1F629}\u{1F62B}\u{1F494}]/gu, 'sad'],
  [/[\u{1F642}\u{1F60A}\u{1F600}\u{1F603}\u{1F604}\u263A]/gu, 'smile'],
  [/\u{1F643}/gu, 'ironic'],
];

/** Words as texted, as spelled out: 'rn' is 'right now', 'rly' 'really', 'alr' 'alright'. */
const SPELLED: Readonly<Record<string, string>> = {
  rn: 'right now',
  rly: 'really',
  rlly: 'really',
  realy: 'really',
  alr: 'alright',
  aight: 'alright',
  ight: 'alright',
  okk: 'ok',
  okie: 'ok',
  okey: 'ok',
  prob: 'probably',
  probs: 'probably',
  prolly: 'probably',
  idrk: 'idk',
  idek: 'idk',
  ion: 'i dont',
  pls: 'please',
  plz: 'please',
  dw: 'dont worry',
  abt: 'about',
};

/** Words that lead or trail an answer without changing it ('ngl no', 'yeah tbh'). */
const FILLER =
  '(?:lowkey|highkey|ngl|tbh|honestly|lol|lmao|haha|hah|ha|i guess|i think|probably|mostly|technically|physically)';
/** ('well' and 'i mean' only lead: 'not well' is not 'not'.) */
const LEADING_FILLER = new RegExp(`^ (?:(?:${FILLER}|um|uh|hm|well|i mean) )+`);
const TRAILING_FILLER = new RegExp(`(?: ${FILLER})+ $`);

/**
 * A typed answer as words (see `answerWords`), with emoji as words, accents dropped ('sí' is
 * 'si'), a letter typed three times or more as one ('yesss', 'nooo'), texting spellings spelled
 * out, and 'no one' as 'nobody' (so it is not a 'no').
 */
function typedWords(text: string): string {
  let typed = text.normalize('NFD').replace(/\p{M}/gu, '');
  for (const [emoji, word] of EMOJI_WORDS) typed = typed.replace(emoji, ` ${word} `);
  return answerWords(typed)
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .split(' ')
    .map((word) => (Object.hasOwn(SPELLED, word) ? SPELLED[word]! : word))
    .join(' ')
    .replace(/ no one /g, ' nobody ');
}

/** An answer without the filler words that lead or trail it. */
const withoutFiller = (said: string): string =>
  ` ${said.replace(LEADING_FILLER, ' ').replace(TRAILING_FILLER, ' ').trim()} `;

/** 'not unsafe', 'not in danger': safe, which 'not' and 'danger' must not turn into not safe. */
const NOT_UNSAFE =
  / (?:(?:not|never)(?: feeling| really)? (?:unsafe|in (?:any )?danger)|(?:dont|do not|never) feel unsafe) /g;

/** Doubt, which a promise not to act does not outweigh ('idk if i wont do anything'). */
const UNSURE_SAID = anyOf([
  '(?:dont|do not) (?:even |really )?know|idk|dunno|no idea|not (?:really |too |that |so )?sure',
  'unsure|uncertain|not certain',
  'maybe|perhaps|possibly|kind of|kinda|sort of|sorta|hard to say|depends|(?:yes|yeah) and no',
  '(?:cant|cannot|couldnt) (?:promise|say|tell|be sure)',
]);

/**
 * Saying one will not act on it, which 'not' must not turn into 'not safe'; said of oneself ('he
 * wont do anything to help' is not a promise).
 */
const WILL_NOT_ACT = new RegExp(
  `(?<! (?:he|she|they|it|hes|shes|theyll|hell|shell|is|are|nobody|someone|anyone))${
    anyOf([
      'not (?:going to|gonna) (?:do|hurt|harm|try) ?(?:anything|myself|it)?',
      '(?:i )?(?:wont|will not|wouldnt|would not) (?:do|hurt|harm|try) ?(?:anything|myself|it)?',
      'no plans? to (?:do|hurt|harm|try)',
    ]).source
  }`,
);
/** Fear, danger, a call for help: not safe, whatever else is said ('i wont do it but im scared'). */
const DANGER_SAID = anyOf([
  'in danger',
  'scared|afraid|terrified|frightened',
  'help me|please help|ayuda|ayudame',
]);
const NOT_SAFE_SAID = anyOf([
  'not (?:really |very |totally |completely |feeling )?(?:safe|ok|okay|fine|alright|all right|sure|good)',
  'not (?:really|at all|exactly|quite|(?:right )?now|anymore|any more|(?:even )?(?:a little|a bit|slightly))',
  'unsafe',
  '(?:dont|do not|cant|cannot) (?:feel|say|be) (?:safe|sure)',
  '(?:dont|do not|wouldnt|would not) (?:think|believe|say) (?:so|im|i am|i m)',
  'probably not|(?:guess|suppose|think|believe) not|barely|hardly',
  '(?:of course|certainly|definitely|absolutely) not',
  'no estoy|hindi (?:ako )?(?:ok|okay|safe)',
]);
const SAFE_SAID = anyOf([
  '(?:im|i am|i m|i feel|feeling|i think im|i think i am) (?:safe|ok|okay|fine|alright|all right|good|okish|chill|grand|well)',
  '(?:feel|feeling) safe|all (?:good|fine|ok|okay|right)',
  'safe (?:for now|now|enough)',
  'i (?:think|believe|should think|guess|suppose) so|i am yeah|yes i am|yeah i am',
  'for (?:right )?now|for the (?:moment|time being)|for tonight',
  'estoy bien|(?:ok|okay) lang',
]);
/** The whole answer 'I am' ('I suppose I am'), to 'are you safe', with or without a yes. */
const I_AM =
  /^ (?:(?:yes|yeah) )?i (?:(?:think|guess|suppose|believe) i )?(?:am|do)(?: (?:yes|yeah))? $/;
/**
 * A no first: 'no', 'nope', 'not …' as a whole answer ('not tonight', 'not entirely'), 'yeah no'
 * and 'yeah nah' (a no in Australia, Britain and Ireland), and no in Tagalog, French and German.
 */
const NO = /^ (?:no+|nope|nah+|naw|nay|n|not|(?:yeah|yea|yes) (?:no|nah)|non|hindi|nein) /;
const YES =
  /^ (?:yes+|yeah+|yep|yup|ya|yea|yeh|ye|yh|y|ok|okay|k|kk|sure|safe|fine|aye|alright|grand|certainly|absolutely|definitely|of course|si|oo|opo|oui|ouais|ja) /;
/** The whole answer is 'I'm not' ('im really not', 'am not, no'), a call for help, or 'yeah right'. */
const NOT_AT_END =
  / (?:(?:im|i am|i m|am)(?: really| just| definitely)? not(?: no)?|help|yeah right) $/;

/**
 * Phrases read as 'better' or 'same' before the words in them are ('not bad' is not 'bad'), so
 * that 'less bad but still awful' is still hard. 'Ive been worse' said alone is the idiom for
 * 'all right' ('been worse lately' is not); 'Ive been better' alone is the idiom for 'not good'.
 */
/** Every place the phrases are said, as whole words (to be replaced). */
const everyOf = (phrases: readonly string[]) =>
  new RegExp(`(?<= )(?:${phrases.join('|')})(?= )`, 'g');
const CHECK_IN_AS_BETTER = everyOf([
  'not (?:too |that |so )?bad',
  'less (?:bad|awful|hard|rough|heavy|sad|shit)',
  '(?:(?:ive|i have|i ve) )?(?:been|had) worse(?= $)',
]);
const CHECK_IN_AS_SAME = everyOf([
  'could (?:be|have been|ve been|of been) worse',
  '(?:no|neither) better (?:no|nor|or) worse',
]);
const CHECK_IN_BEEN_BETTER = / been better $/;
const CHECK_IN_BETTER_SAID = anyOf(['better']);
const CHECK_IN_HARD_SAID = anyOf([
  'not (?:really |very |so |that |too )?(?:good|great|ok|okay|well|fine|better|alright)',
  'worse|bad|awful|terrible|horrible|hard|rough|struggling|shit|crap|low|dreadful|rubbish|trash',
  'sad|crying|drowning|too much|its (?:been )?a lot|difficult|mal|hindi (?:ok|okay|mabuti)',
  'not safe|unsafe|cant cope|cannot cope|not coping|want to die',
]);
const CHECK_IN_SAME_SAID = anyOf([
  'same|meh+|eh+|mid|so so|no change|no diff|no different|not much different|similar|unchanged',
  '(?:nothing|nothings|havent|hasnt|not) (?:really |much )?changed|ups? and downs?',
  'surviving|hanging in|getting by|plodding|middling|comme ci',
]);
const CHECK_IN_BETTER_WORDS = anyOf([
  'good|great|ok|okay|fine|alright|all right|well|grand|improving|improved|happier|calmer|lighter',
  'brighter|looking up|getting there|decent|smile',
]);

/**
 * A typed answer to one of the safety net's questions (`question`), read as what it says, or
 * null when it cannot be read for sure.
 * 'no', 'not really', 'idk', 'im not safe' are "I'm not safe"; 'yes', 'im ok', 'safe for now'
 * are "I'm safe for now". Unsure answers count as not safe: that answer shows the emergency
 * number and still offers "I'm safe for now"; so does an ironic yes ('yeah totally 🙃'). After
 * the check-in, 'worse' or 'not great' is 'Still really hard', 'meh' is 'About the same', 'better'
 * or 'not bad' is 'A bit better'.
 */
export function readTypedAnswer(text: string, question: AnswerTo): TypedAnswer | null {
  const said = typedWords(text);
  if (said.trim() === '') return null;
  if (question === 'safe') {
    // An ironic yes ('yeah totally 🙃') is no yes.
    const yes = said.includes(' ironic ') ? 'not-safe' : 'safe';
    const plain = said.replace(NOT_UNSAFE, ' feel safe ');
    if (UNSURE_SAID.test(plain) || DANGER_SAID.test(plain)) return 'not-safe';
    if (WILL_NOT_ACT.test(plain)) return yes;
    if (NOT_SAFE_SAID.test(plain) || NOT_AT_END.test(plain)) return 'not-safe';
    if (SAFE_SAID.test(plain) || I_AM.test(plain)) return yes;
    const answer = withoutFiller(plain);
    if (NO.test(answer)) return 'not-safe';
    if (YES.test(answer)) return yes;
    return null;
  }
  const answer = withoutFiller(said)
    .replace(CHECK_IN_AS_BETTER, 'better')
    .replace(CHECK_IN_AS_SAME, 'same');
  if (CHECK_IN_BEEN_BETTER.test(answer)) return 'hard';
  if (CHECK_IN_HARD_SAID.test(answer)) return 'hard';
  if (CHECK_IN_BETTER_SAID.test(answer)) return 'better';
  if (CHECK_IN_SAME_SAID.test(answer)) return 'same';
  if (CHECK_IN_BETTER_WORDS.test(answer)) return 'better';
  return null;
}

/** A yes, or unsure, to 'are you thinking of ending your life?', at the start of the answer. */
const YES_TO_QUESTION =
  /^ (?:yes|yeah|yep|yup|ya|yea|yeh|ye|yh|y|aye|sure|maybe|idk|dunno|kind of|kinda|sort of|sorta|sometimes|a bit|a little|both|all of them|i think so|i guess|i do|i am|im|i m|i have|honestly|si|oo|opo|oui|ouais|ja) /;
// (a 'no' or 'not really' at the start never reads as yes above, so only these need saying;
// 'yeah no' and 'yeah nah' are a no in Australia, Britain and Ireland)
const NO_TO_QUESTION =
  / (?:(?:im|i am|i m) (?:fine|ok|okay|alright|good|safe)|just (?:really )?hard) |^ (?:yeah|yea|yes) (?:no|nah) /;

/**
 * Whether a typed answer says yes, or is unsure, when a mentor has just asked plainly whether
 * the person is thinking of ending their life ('ya', 'kinda', 'idk', 'ngl yeah', 'yesss 😔').
 */
export function saysYesToQuestion(text: string): boolean {
  const said = typedWords(text);
  return (
    (YES_TO_QUESTION.test(said) || YES_TO_QUESTION.test(withoutFiller(said))) &&
    !NO_TO_QUESTION.test(said)
  );
}

/** Not, or not able to: 'dont', 'cant', 'wont', 'not gonna', 'too scared to', 'rather not'. */
const WILL_NOT =
  '(?:dont|do not|didnt|dnt|dotn|dont make me|do not make me|cant|cnat|cnt|cannae|canny|no fit|cannot|can not|couldnt|wont|will not|would not|wouldnt|shant|not going to|not gonna|aint gonna|aint going to|rather not|refuse to|(?:too )?(?:scared|afraid|anxious|nervous|embarrassed|embarassed|ashamed) to|not (?:comfortable|able|ready)(?: to| with)?|not able to|unable to|not ready to|no way (?:im|i am|ill|i will)|never|no want to|no want|not want to|dont feel able to)';
/** Between them: 'want to', 'be able to', 'bring myself to', 'even', 'really', 'face'. */
const WILL_NOT_ALSO =
  '(?: (?:want to|wanna|wana|want|wantin tae|wantin to|possibly|really|even|just|be able to|be|bring myself to|face|manage to|handle|feel like|feel able to|go and|go|do))*';
/** Calling, or talking to someone on a line: 'call', 'ring', 'phone', 'talk to a stranger'. */
const A_CALL =
  '(?:call|cal|calling|callin|ring|ringing|ringin|phone|phoning|phonin|telephone|dial|do phones|bother (?:them|anyone|anybody|those people|people)|make (?:a|the) (?:phone )?call|make calls|do (?:the |a )?(?:phone )?calls?|pick up the phone|(?:go|get|be) on the phone|use (?:the |a )?(?:phone|telephone)|(?:talk|speak|speaking|talking) (?:on the (?:phone|telephone)|out loud)|(?:talk|speak|speaking|talking) to (?:anyone|anybody|someone|somebody|a stranger|strangers|them|people|a person|nobody|a helpline|a hotline))';
/** Words of calling anywhere in a message, for the refusals that say 'it' or 'that'. */
const CALL_WORDS =
  / (?:call|called|calling|callin|calls|ring|rang|ringing|ringin|phone|phoned|phonin|phones|telephone|hotline|hotlines|helpline|helplines|lines|number|911|999|000|112) /;
const REFUSED =
  / (?:cant|cannot|couldnt) (?:bring myself to )?do (?:it|that) | not (?:doing|going to do|doin) (?:it|that)(?: again| either)? | (?:wont|will not|not) (?:go through|do) (?:that|it|this) | not an option | no (?:way|chance|use) | nae chance | not risking | (?:not|isnt) possible | cant handle | (?:too much|impossible)(?: right now| rn| at the moment)? | so no | stop (?:telling|asking) me /;
const REFUSES_TO_CALL = new RegExp(
  [
    ` ${WILL_NOT}${WILL_NOT_ALSO} ${A_CALL} `,
    ' (?:im not|i am not|am no|im no|aint) (?:calling|callin|ringing|ringin|phoning|phonin) ',
    ' not (?:calling|ringing|phoning)(?: (?:anyone|anybody|nobody|them|it|now|ngl|tbh))? $',
    ' not (?:calling|ringing|phoning) (?:anyone|anybody|nobody|them|it) ',
    ' no (?:calls|phone calls|calling) ',
    ' (?:nobody|noone|not anyone|no1) (?:to call|to ring|i can call|i could call|i can ring) ',
    ' (?:hate|hates) (?:calling|phone calls|the phone|talking on the phone|calls) ',
    ' (?:calling|a call|phoning|ringing|phone calls|calls|the phone) (?:is|isnt|feels|seems|would be|make|makes|give|gives) (?:too|so|way too|not|me) (?:much|hard|scary|difficult|an option|panic|anxious|anxiety) ',
    ' (?:cant|cannot|can not|couldnt|cannae|canny) (?:really )?(?:talk|speak)(?! (?:about|to you|with you))(?: |$)',
    ' (?:will|would|can|could|might|ll|d|gonna|hell|shell|theyll|theyd|hed|shed) (?:hear|overhear) (?:me|us|it) ',
    ' no (?:credit|airtime|minutes|signal|phone) ',
    ' (?:dont|do not|didnt) (?:even )?(?:have|own) a (?:phone|mobile|cell) ',
    ' (?:sooner|rather)(?: \\w+){1,3} than (?:call|ring|phone|talk) ',
    ' phone anxiety ',
  ].join('|'),
);

/**
 * Whether typed text says the person will not, or cannot, call for help ('i dont want to call
 * anyone', 'cant talk on the phone', 'nobody to call', 'not calling them'). Wanting to and not
 * knowing how ('dont know who to call') is not this.
 */
export function refusesToCall(text: string): boolean {
  const said = typedWords(text);
  return REFUSES_TO_CALL.test(said) || (CALL_WORDS.test(said) && REFUSED.test(said));
}

// The options of chat-safety.ts, written out (this module imports nothing of the chat's first
// load; a test holds them the same).
const SAFETY_OPTIONS = [
  "I'm safe for now",
  "I'm not safe",
  'Open my safety plan',
  'Breathe with me',
];

/**
 * The answer to not wanting, or not being able, to call: no pressure, and other ways to reach
 * someone. After a reply about taking too much, what was taken still needs a doctor, so that
 * answer asks for another way there.
 */
export const NO_CALL_STEP: SafetyStep = {
  messages: [
    {
      sender: 'bot',
      text: "That's okay: you don't have to call. Some helplines take a text or an online chat instead, and you'll find them under 'Need urgent help?' at the top. I'm here while you reach out. If you might act on how you feel, please go where other people are, or tell someone near you.",
    },
  ],
  options: SAFETY_OPTIONS,
};
export const NO_CALL_AFTER_OVERDOSE: SafetyStep = {
  messages: [
    {
      sender: 'bot',
      text: "I hear you, and calling can feel like too much. But if you've taken more of something than is safe, it still needs a doctor now, even if you feel fine. Could someone near you call for you, or take you to A&E/the ER? Some helplines take a text too: they're under 'Need urgent help?' at the top.",
      kind: 'emergency',
    },
  ],
  options: SAFETY_OPTIONS,
};

/** Asking for the breathing, or for the safety plan, in one's own words. */
const ASKS_TO_BREATHE = / (?:breathe|breath|breathing|breathin|breaths) /;
const ASKS_FOR_PLAN = / (?:safety plan|my plan|the plan) /;
/** Not wanting to talk about it: 'i dont want to talk about it', 'leave it', 'drop it'. */
const NO_TALK_SAID = new RegExp(
  [
    ` ${WILL_NOT}${WILL_NOT_ALSO} (?:talk|talking|speak|speaking|get into|go into|discuss) (?:about )?(?:it|this|that|any of (?:it|this)|anything|now|rn|right now|$)`,
    ' (?:drop|leave) it ',
    ' leave me alone ',
    ' (?:stop|quit) (?:asking|going on) ',
    ' (?:rather|prefer to) not (?:say|talk|get into it) ',
    ' dont wanna talk ',
  ].join('|'),
);

/** The conversation as the safety net sees it: its messages and what is on screen. */
export interface ChatSeen {
  messages: ReadonlyArray<{
    sender: string;
    text: string;
    kind?: string;
    doubtful?: boolean;
    someoneElse?: boolean;
  }>;
  /** The options on screen. */
  options: readonly string[];
  /** The mentor's name, if one is chosen. */
  mentor: string | null;
}

const crises = (chat: ChatSeen['messages']) => chat.filter((m) => m.kind === 'crisis');

/**
 * Whether every crisis reply of the conversation was to a doubtful reading (so "I'm safe for
 * now" may mean it was misread): once one was read clearly, a later doubtful one does not make
 * it a misreading.
 */
export function onlyDoubted(chat: ChatSeen['messages']): boolean {
  const all = crises(chat);
  return all.length > 0 && all.every((m) => m.doubtful);
}

export const STILL_HERE = [
  "I'm still here with you, and you don't need the right words. If you can, call or text one of the lines above now. If that feels like too much, tell me what's happening, or tap one of the options below.",
  "Take your time. I'm not going anywhere. The help above is there at any hour, and you can tell me anything, even one word.",
];

/**
 * One of two lines (`STILL_HERE`: stays with the person; `NO_TALK`: no pressure to talk), not the
 * one said just before, with the help and the safety options kept.
 */
const otherLine = (lines: readonly string[], last: string | undefined): SafetyStep => ({
  messages: [{ sender: 'bot', text: lines[last === lines[0] ? 1 : 0]! }],
  options: SAFETY_OPTIONS,
});

/** Topics a mentor can talk about; greetings and thanks are not a change of subject. */
const TALKED_ABOUT = (topic: string | null) =>
  topic !== null && topic !== 'greeting' && topic !== 'thanks';

export const NO_TALK = [
  "That's okay. You don't have to talk about it with me. I'd still like you to have someone with you in this: the lines above will listen, by phone or by text, whenever you're ready. I'm here too.",
  'I hear you, and we can leave it. The help above is there whenever you want it, and so am I.',
];

/**
 * Typed text, while the safety net asks, that is no answer to its question (those are read
 * before, by readTypedAnswer): what the chat does with it, so that help never quietly drops
 * away after a clear crisis.
 * - An option asked for in words ('can we do the breathing') is that option, if on screen.
 * - Not wanting to talk about it, after a clear crisis: no pressure, and the help stays.
 * - A doubtful reading after a clear crisis is not asked about as if it might be a misreading:
 *   the person is stayed with.
 * - Something to talk about (a breakup, exams) goes to the mentor, with the options kept.
 * - After a clear crisis, anything else ('whatever', 'idk') is stayed with, the options kept,
 *   once the question has been asked again (the first such answer still is).
 * Returns the option's text, a step, true for the mentor's reply (the options kept), or a false
 * value to go on as before.
 */
export function whileAsking(
  text: string,
  chat: ChatSeen,
  reading: { topic: string | null; crisis: boolean },
  doubtful: boolean,
): string | SafetyStep | boolean | null {
  const seen = {
    options: chat.options,
    mentor: chat.mentor,
    clear: crises(chat.messages).some((m) => !m.doubtful && !m.someoneElse),
    last: chat.messages.filter((m) => m.sender === 'bot').at(-1)?.text,
    topic: reading.topic,
    crisis: reading.crisis ? (doubtful ? 'doubtful' : 'clear') : null,
  };
  const said = typedWords(text);
  const asked = (option: string) => (seen.options.includes(option) ? option : null);
  if (seen.crisis !== 'clear') {
    const option =
      (ASKS_TO_BREATHE.test(said) && asked(SAFETY_OPTIONS[3]!)) ||
      (ASKS_FOR_PLAN.test(said) && asked(SAFETY_OPTIONS[2]!));
    if (option) return option;
  }
  // 'im ok now', 'not really' after the question was asked in other words ('Take your time...'):
  // safe only when said in so many words (a bare 'ok' after 'Call now' may be 'ok, I will')
  if (seen.crisis !== 'clear' && asked(SAFETY_OPTIONS[0]!)) {
    const answer = readTypedAnswer(text, 'safe');
    const option =
      answer === 'safe'
        ? SAFE_SAID.test(said) && SAFETY_OPTIONS[0]!
        : answer && asked(SAFETY_OPTIONS[1]!);
    if (option) return option;
  }
  if (!seen.clear) return seen.crisis === null && TALKED_ABOUT(seen.topic) && !!seen.mentor;
  if (seen.crisis === 'clear') return null;
  if (NO_TALK_SAID.test(said)) return otherLine(NO_TALK, seen.last);
  if (seen.crisis === null && TALKED_ABOUT(seen.topic) && seen.mentor) return true;
  // the first unread answer to 'Are you safe right now?' is asked about again, as ever
  if (
    seen.crisis === null &&
    (seen.last === 'Are you safe right now?' || seen.last === 'And you: are you safe right now?')
  )
    return null;
  // once the person has said they are safe, the conversation goes on
  if (!seen.options.includes(SAFETY_OPTIONS[0]!)) return null;
  return otherLine(STILL_HERE, seen.last);
}

/**
 * "I'm safe for now" after the reply to the person's own overdose: glad, and still sent for help,
 * since what was taken can do harm before it is felt; and, for one who has only thought of it
 * ('thinking about taking all my pills'), to put them out of reach. Worded for both, since
 * whether something was taken is not always plain from the words. (Fetched with the rest of this module once
 * the crisis reply is shown; the chat waits for it before it answers a tap.)
 */
export const SAFE_AFTER_OVERDOSE: SafetyStep = {
  messages: [
    {
      sender: 'bot',
      text: "I'm glad you feel safe for now. If you've taken anything, it can still harm you even if you feel fine or just sleepy, so please call the emergency number now or go to A&E/the ER, and tell them what you took and when. If you haven't, please put the pills or medicines out of reach, or give them to someone you trust to keep for now.",
      kind: 'emergency',
    },
  ],
  options: ["I'm not safe", 'Breathe with me', 'Can we keep talking?'],
};
