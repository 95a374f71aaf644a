import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { IsoDateSchema } from './mood';

export const DailyChallengeSchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    text: z.string().check(z.minLength(1)),
  }),
);
export type DailyChallenge = z.infer<typeof DailyChallengeSchema>;

/** The fixed list of eight small, doable challenges. */
export const DAILY_CHALLENGES: readonly DailyChallenge[] = [
  { id: 1, text: 'Drink a full glass of water' },
  { id: 2, text: 'Take a ten-minute walk' },
  { id: 3, text: "Write down three things you're grateful for" },
  { id: 4, text: 'Send a kind message to someone' },
  { id: 5, text: 'Spend five minutes breathing slowly' },
  { id: 6, text: 'Take thirty minutes away from screens' },
  { id: 7, text: 'Tidy one small space' },
  { id: 8, text: 'Do something just for fun' },
];

const CHALLENGE_IDS = new Set(DAILY_CHALLENGES.map((c) => c.id));

/** One day's ticks: the ids of the challenges done, in list order, no repeats. */
export const DayTicksSchema = lazySchema(() =>
  z.pipe(
    z.array(z.int()),
    z.transform((ids: number[]) => normaliseTicks(ids)),
  ),
);

/** `dailyChallenges`: ISO date -> that day's ticked challenge ids. */
export const DailyChallengesSchema = lazySchema(() => z.record(IsoDateSchema, DayTicksSchema));
export type DailyChallenges = z.infer<typeof DailyChallengesSchema>;

function normaliseTicks(ids: readonly number[]): number[] {
  const set = new Set(ids.filter((id) => CHALLENGE_IDS.has(id)));
  return DAILY_CHALLENGES.map((c) => c.id).filter((id) => set.has(id));
}

/** The ids ticked on a day. */
export function ticksOn(state: DailyChallenges, date: string): number[] {
  return state[date] ?? [];
}

/**
 * Ticks or unticks a challenge for a day. Ticking twice is the same as ticking once,
 * so re-ticking a box never inflates anything.
 */
export function setChallengeDone(
  state: DailyChallenges,
  date: string,
  id: number,
  done: boolean,
): DailyChallenges {
  const current = new Set(ticksOn(state, date));
  if (done) current.add(id);
  else current.delete(id);
  const ticks = normaliseTicks([...current]);
  const next = { ...state };
  if (ticks.length === 0) delete next[date];
  else next[date] = ticks;
  return next;
}
