import type { MentorName } from './mentors';
import { FEELING_TOPICS, signOffOf } from './sign-off';

/**
 * Each mentor's fallback encouragement lines, used when nothing in the script matches (SPEC 9.3).
 * A module of its own: the chat fetches it with the mentor scripts when it first replies, so
 * the chat page's first load does not carry these lines.
 */
export const MENTOR_FALLBACKS: Record<MentorName, readonly string[]> = {
  'Mood Mentor': [
    "Thank you for telling me. However you're feeling right now is allowed. You can tap one of my suggestions or tell me more.",
    "I'm still here. Feelings come and go like weather, and you don't have to face this one alone. Want to pick one of the options?",
    'That sounds important to you. I only understand a few things as a scripted mentor, so tap my name above if you want to start fresh.',
    "You're taking a good step just by checking in with yourself. Try one of my options, or tell me how you're feeling in a few words.",
  ],
  'Stress Buster': [
    "That sounds like a lot to hold. Let's take it one piece at a time. Pick an option, or tap my name above to start again.",
    "Pause for a moment and let your shoulders drop. I'm still here with you. Want to try one of my suggestions?",
    "I don't have a scripted answer for that, but I hear you. Stress is a signal, not a failure. Shall we look at one small step?",
    "You don't have to sort everything out right now. Choose one of the options, or tell me what's weighing on you most.",
  ],
  'Dream Weaver': [
    'Thank you for sharing that. Rest matters, and so do you. Tap one of my options, or my name above to start again.',
    "I'm listening. Even on nights when sleep won't come, resting quietly still helps your body. Want to try a suggestion?",
    "I don't quite have words for that one, but I'm glad you told me. Shall we look at one small thing for tonight?",
    'Be gentle with yourself. Good sleep is built slowly, a night at a time. Pick an option when you feel ready.',
  ],
  'Anxiety Ally': [
    "I hear you. Whatever you're feeling, it will pass, even if it's loud right now. Want to try one of my options?",
    "You're safe to take this slowly. Breathe in for 4 seconds, then out for 4 seconds, and let your shoulders soften. I'm still here.",
    "I don't have a scripted reply for that, but your feelings make sense. Tap my name above if you'd like to start again.",
    "Thank you for telling me. Anxiety can feel huge, and you've handled hard moments before. Shall we pick one small step?",
  ],
  'Relationship Rescuer': [
    "Relationships can be complicated, and it's okay to feel mixed up about them. Want to pick one of my options?",
    "Thank you for trusting me with that. I'm a scripted mentor, so I may not follow everything, but I'm here to listen.",
    'That sounds like it matters to you. Tap one of my suggestions, or my name above to start our chat again.',
    'Your needs and feelings count too. Shall we look at one small way to take care of this connection, or of yourself?',
  ],
};

/** Asking what the mentor is: a person, a bot, an AI, who made it. */
const WHAT_YOU_ARE = [
  /\b(?:are|r) (?:you|u|ya) (?:even |actually |really |just )?(?:a |an )?(?:real|human|person|people|bot|robot|ai|a\.i|machine|computer|chat ?bot|program|alive|actual person|real person|therapist|counsellor|counselor)\b/,
  /\bis (?:this|it|that) (?:even |actually |just )?(?:a |an )?(?:real person|real|human|person|bot|robot|ai|chat ?bot|automated|a machine|chat ?gpt)\b/,
  /\b(?:who|what) (?:made|created|built|wrote|programmed|owns|runs) (?:you|u|this)\b/,
  /\bwhat (?:are|r) (?:you|u)\b(?! (?:doing|up to|saying|on about))/,
  /\b(?:am i|im|i am) (?:talking|chatting|speaking|texting) (?:to|with) (?:a |an )?(?:real|human|person|bot|robot|ai|machine|computer|someone real)\b/,
  /\b(?:talk|talking|chat|chatting) to a (?:chat ?)?bot\b/,
];
/** Asking whether the mentor cares, understands or is there. */
const WHETHER_YOU_CARE = [
  /\b(?:do|d|can|will) (?:you|u|ya) (?:even |actually |really |truly )?(?:care|understand|get it|get me|listen|hear me|feel anything|remember)\b/,
  /\b(?:are|r) (?:you|u) (?:even |actually |still )?(?:listening|there|reading this|paying attention)\b/,
  /\bcan (?:you|u) (?:hear|see|read) (?:me|this)\b/,
  /^\s*(?:hello\W*)?(?:are |r )?(?:you|u) (?:still )?there\b/,
  /\b(?:does|do) (?:anyone|anybody|this thing|this app) (?:even |actually )?(?:care|listen)\b/,
];

/**
 * A plain answer when the person asks what the mentor is, or whether it cares or understands
 * ('are you a real person?', 'is this AI', 'do you even care'): said honestly, instead of a
 * fallback line that would not answer. Null for anything else.
 */
export function aboutTheMentor(text: string, mentor: string): string | null {
  const said = text.toLowerCase().replace(/[\u2018\u2019']/g, '');
  if (WHAT_YOU_ARE.some((re) => re.test(said))) {
    return `No, I'm not a person. I'm ${mentor}, a scripted companion: I can listen, offer a few ideas and point you to tools that help, but I don't think or feel the way a person does. If you'd like a real person to talk to, 'Need urgent help?' at the top lists people you can reach any time of day or night.`;
  }
  if (WHETHER_YOU_CARE.some((re) => re.test(said))) {
    return "I'm reading every word, though as a scripted companion I understand only part of what people tell me. What you're going through matters, and I'll do my best to point you to something that helps. If you'd like a person to listen, 'Need urgent help?' at the top lists people you can reach any time.";
  }
  return null;
}

/**
 * Said where good news may not be good news: after a crisis reply in this conversation, or with
 * a mark of sarcasm ('lol great, another perfect day', 'oh wonderful 🙃'). It fits real relief
 * and a bitter joke alike, and leaves room to say how things really are.
 */
export const MAYBE_GOOD_NEWS = [
  "If things feel a little lighter today, I'm really glad. And if they don't, you can say so here: you don't have to sound okay with me. How are you really doing?",
  "Good moments and hard ones can sit side by side, especially after a rough time. However today really is, I'm here to listen, good news or not.",
] as const;

/** Marks of sarcasm beside words of good news: an eye-roll, 'yeah right', 'oh great', '/s'. */
const SARCASM = [
  /\u{1F643}|\u{1F644}|\u{1F612}|(?:^|\s)\/s\b/u,
  /\byeah,? right\b|\bsure,? sure\b|\bjust what i (?:needed|wanted)\b/,
  /\b(?:oh|just|lol|lmao|haha|ha),? (?:so )?(?:great|perfect|wonderful|fantastic|brilliant|lovely|amazing|fabulous|awesome|fun)\b/,
  /\banother (?:perfect|great|wonderful|fantastic|brilliant|lovely|amazing|fabulous|awesome) (?:day|night|morning|week)\b/,
];

/**
 * The mentor's answer to text read as good news (`topic` 'positive') when it may not be:
 * `afterCrisis`, this conversation has had a crisis reply, where a cheerful line would hurt if it
 * was said through gritted teeth; or the text carries a mark of sarcasm. Not the line said last
 * (`said`: the conversation's last lines). Null otherwise: the mentor's usual reply.
 */
export function maybeGoodNews(
  text: string,
  topic: string | null,
  afterCrisis: boolean,
  said = '',
): string | null {
  if (topic !== 'positive') return null;
  const words = text.toLowerCase().replace(/[\u2018\u2019']/g, '');
  if (!afterCrisis && !SARCASM.some((re) => re.test(words))) return null;
  return MAYBE_GOOD_NEWS.find((line) => !said.includes(line)) ?? MAYBE_GOOD_NEWS[0];
}

/**
 * A word of parting when someone ends the chat (`signingOff`), the door left open. Each names
 * where help is: a goodbye the model reads as nothing may still be a last message, or said as
 * someone comes home who should not see the chat.
 */
export const PARTING = [
  "Take care of yourself. I'm here whenever you want to talk again, and if you need someone sooner, 'Need urgent help?' at the top is always there.",
  "Thanks for stopping by. Go gently, and come back any time. If things get heavy before then, 'Need urgent help?' at the top lists people you can reach.",
  "Bye for now. If things feel heavy later, I'm here, and so is 'Need urgent help?' at the top of every page.",
] as const;
/** Parting at night: the farewell names the night, bed or sleep. */
export const PARTING_AT_NIGHT = [
  "Sleep well, or rest as best you can. I'm here tomorrow, or whenever you need me, and 'Need urgent help?' at the top is there all night.",
  "Good night. Be gentle with yourself. If the night gets hard, 'Need urgent help?' at the top lists people you can reach any time.",
] as const;
/** Parting with thanks. */
export const PARTING_THANKED = [
  "You're very welcome. Take care of yourself, and come back whenever you like. If you need someone sooner, 'Need urgent help?' at the top is always there.",
  "I'm glad it helped, even a little. Go gently. I'll be here next time, and 'Need urgent help?' at the top is there any time.",
] as const;
/** Parting on a hard day: the farewell comes with a feeling (low mood, anxiety, grief...). */
export const PARTING_ON_A_HARD_DAY = [
  "I'm sorry today is so hard. Be kind to yourself, and come back whenever you want to talk. If it gets too heavy, 'Need urgent help?' at the top lists people you can reach any time.",
  "Thank you for telling me how things are. Go gently. I'm here whenever you need to talk again, and so is 'Need urgent help?' at the top.",
] as const;
/** Back in a moment ('brb', 'one sec'). */
export const PAUSED = [
  "No rush. I'll be right here when you're back.",
  "Take your time. I'll be here.",
] as const;

/**
 * The mentor's answer when someone ends or pauses the chat in a few words ('ok bye', 'gotta go
 * mums calling me', 'brb'), instead of a reply to the topic the words touch; `topic` is the
 * understanding's reading of the text. Not the line said last (`said`: the conversation's last
 * lines). Null for anything else. Only reached when the text was read as no crisis; after a
 * crisis reply in this conversation (`afterCrisis`) the parting is that of a hard day, with help.
 */
export function signingOff(
  text: string,
  topic: string | null,
  said = '',
  afterCrisis = false,
): string | null {
  const kind = signOffOf(text);
  if (kind === null) return null;
  const lines: readonly string[] =
    kind === 'pausing'
      ? PAUSED
      : afterCrisis || (topic !== null && FEELING_TOPICS.has(topic))
        ? PARTING_ON_A_HARD_DAY
        : topic === 'thanks'
          ? PARTING_THANKED
          : /\b(?:night|nite|gn|gnight|bed|sleep|hay)\b/.test(text.toLowerCase())
            ? PARTING_AT_NIGHT
            : PARTING;
  return lines.find((line) => !said.includes(line)) ?? lines[0]!;
}
