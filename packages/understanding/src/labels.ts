import { CRISIS_KINDS, TOPIC_IDS, type CrisisKind, type TopicId } from '@mentora/domain/topics';

/** The topics and crisis kinds are the domain's (the chat answers them); named here too. */
export { CRISIS_KINDS, TOPIC_IDS, type CrisisKind, type TopicId };

/** What `understand` says of one message. */
export interface Understanding {
  crisis: boolean;
  kind: CrisisKind | null;
  topic: TopicId | null;
  /** How sure the model is of what it reports: the crisis probability when crisis, else the topic's. */
  confidence: number;
}

/** One labelled message of the corpus. */
export interface Example {
  text: string;
  topic: TopicId | null;
  crisis: CrisisKind | null;
  /** A hard negative: shares words or subjects with crisis language, but is not a crisis. */
  hard?: true;
}

const TOPICS: ReadonlySet<string> = new Set(TOPIC_IDS);
const KINDS: ReadonlySet<string> = new Set(CRISIS_KINDS);

export const isTopic = (v: unknown): v is TopicId => typeof v === 'string' && TOPICS.has(v);
export const isCrisisKind = (v: unknown): v is CrisisKind => typeof v === 'string' && KINDS.has(v);

/** Checks one parsed corpus line; returns the example or a message saying what is wrong. */
export function parseExample(value: unknown): Example | string {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const o = value as Record<string, unknown>;
  if (typeof o.text !== 'string' || o.text.trim() === '') return 'text must be a non-empty string';
  if (o.topic !== null && !isTopic(o.topic)) return `unknown topic ${JSON.stringify(o.topic)}`;
  if (o.crisis !== null && !isCrisisKind(o.crisis))
    return `unknown crisis kind ${JSON.stringify(o.crisis)}`;
  if (o.hard !== undefined && (o.hard !== true || o.crisis !== null))
    return 'hard must be true, and only on a message that is not a crisis';
  return {
    text: o.text,
    topic: o.topic,
    crisis: o.crisis,
    ...(o.hard === true ? { hard: true as const } : {}),
  };
}
