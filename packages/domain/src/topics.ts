/**
 * What a message can be about (the on-device understanding names one topic, or none) and the
 * kinds of crisis it can signal. The chat answers a topic in the chosen mentor's voice, and can
 * hand the person to the mentor who knows that topic best.
 */
import type { MentorName } from './mentors';

/** The topics a message can be about, and null for none. */
export const TOPIC_IDS = [
  'greeting',
  'thanks',
  'positive',
  'low-mood',
  'anxiety',
  'panic',
  'stress',
  'sleep',
  'anger',
  'loneliness',
  'self-worth',
  'grief',
  'breakup',
  'partner',
  'family',
  'friends',
  'study',
  'work',
  'money',
] as const;

export type TopicId = (typeof TOPIC_IDS)[number];

/** The kinds of crisis a message can signal. */
export const CRISIS_KINDS = ['suicide', 'self-harm', 'overdose', 'abuse', 'danger'] as const;

export type CrisisKind = (typeof CRISIS_KINDS)[number];

/**
 * The mentor who knows each topic best, and the plain words for it in 'Dream Weaver knows a lot
 * about sleep: talk to Dream Weaver?'. Greetings and thanks belong to no one in particular.
 */
export const TOPIC_EXPERTS: Record<TopicId, { mentor: MentorName; about: string } | null> = {
  greeting: null,
  thanks: null,
  positive: { mentor: 'Mood Mentor', about: 'making the most of good days' },
  'low-mood': { mentor: 'Mood Mentor', about: 'low moods' },
  anxiety: { mentor: 'Anxiety Ally', about: 'worry and anxiety' },
  panic: { mentor: 'Anxiety Ally', about: 'panic' },
  stress: { mentor: 'Stress Buster', about: 'stress' },
  sleep: { mentor: 'Dream Weaver', about: 'sleep' },
  anger: { mentor: 'Mood Mentor', about: 'anger and irritability' },
  loneliness: { mentor: 'Relationship Rescuer', about: 'loneliness' },
  'self-worth': { mentor: 'Mood Mentor', about: 'self-worth' },
  grief: { mentor: 'Mood Mentor', about: 'grief' },
  breakup: { mentor: 'Relationship Rescuer', about: 'break-ups' },
  partner: { mentor: 'Relationship Rescuer', about: 'relationships' },
  family: { mentor: 'Relationship Rescuer', about: 'family' },
  friends: { mentor: 'Relationship Rescuer', about: 'friendships' },
  study: { mentor: 'Stress Buster', about: 'study pressure' },
  work: { mentor: 'Stress Buster', about: 'work stress' },
  money: { mentor: 'Stress Buster', about: 'money worries' },
};

/**
 * A hand-off chosen, as the person's own message: what they chose, in their words ('Talk to
 * Dream Weaver'), not the question that offered it.
 */
export const handoffChosen = (mentor: MentorName) => `Talk to ${mentor}`;

/** The option that hands the conversation to the mentor who knows a topic best, or null. */
export function handoffOption(topic: TopicId): { text: string; mentor: MentorName } | null {
  const expert = TOPIC_EXPERTS[topic];
  if (!expert) return null;
  return {
    text: `${expert.mentor} knows a lot about ${expert.about}: talk to ${expert.mentor}?`,
    mentor: expert.mentor,
  };
}
