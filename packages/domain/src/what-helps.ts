/**
 * 'What helps you' in Mood Insights: the tools ranked by what they did to this person's
 * distress, and the activities beside the mood of the days with and without them.
 */
import { activityKey, dateOfTime } from './check-ins';
import type { CopingSkill } from './coping-skills';
import { toIsoDate, type Clock } from './dates';
import { dayMoods, type MoodRecords } from './day-mood';
import { toolDisplayName, type ToolKey, type ToolUse } from './tool-ratings';

export const WHAT_HELPS_TITLE = 'What helps you';
/** The plain words shown with the figures. */
export const PATTERNS_NOT_PROOF =
  'These are patterns in what you have recorded, not proof: a tool or an activity can go with a better day without causing it, and other things in your life matter too.';

/** A tool is listed once it has this many uses rated both before and after. */
export const MIN_RATED_USES = 3;
/** An activity is listed once there are this many days with it and as many without it. */
export const MIN_DAYS_EACH_SIDE = 5;

/** An average in tenths, rounded half away from zero (so 0.25 and -0.25 are 0.3 and -0.3). */
export function tenths(sum: number, n: number): number {
  const t = Math.round((Math.abs(sum) * 10) / n);
  return sum < 0 ? -t : t;
}

const oneDecimal = (t: number) => (Math.abs(t) / 10).toFixed(1);

export interface ToolEffect {
  tool: ToolKey;
  name: string;
  /** Uses rated both before and after. */
  ratedUses: number;
  /** Average of before minus after: positive when distress went down. */
  averageDrop: number;
  /** The average drop in tenths, as shown (30 is '3.0 lower'). */
  dropTenths: number;
  /** 'Breathing: 3.0 lower on average, 3 times'. */
  text: string;
}

/** The sentence of one tool: lower, higher, or no change (when it rounds to 0.0). */
export function toolEffectText(name: string, dropTenths: number, uses: number): string {
  const times = `${uses} ${uses === 1 ? 'time' : 'times'}`;
  if (dropTenths === 0) return `${name}: no change on average, ${times}`;
  const way = dropTenths > 0 ? 'lower' : 'higher';
  return `${name}: ${oneDecimal(dropTenths)} ${way} on average, ${times}`;
}

/** Sums of before minus after by tool, in the order each tool was first rated. */
export function dropsByTool(uses: Iterable<ToolUse>): Map<ToolKey, { sum: number; n: number }> {
  const out = new Map<ToolKey, { sum: number; n: number }>();
  for (const u of uses) {
    if (u.before === undefined || u.after === undefined) continue;
    const s = out.get(u.tool);
    if (s) {
      s.sum += u.before - u.after;
      s.n++;
    } else out.set(u.tool, { sum: u.before - u.after, n: 1 });
  }
  return out;
}

/**
 * The tools with at least MIN_RATED_USES rated uses, by their average drop in distress, the
 * biggest drop first. Tools whose drops show the same to one decimal keep the order they were
 * first rated in. `skills` names the coping skills (built-in and custom).
 */
export function rankTools(
  uses: Iterable<ToolUse>,
  skills?: readonly Pick<CopingSkill, 'id' | 'name'>[],
  minUses: number = MIN_RATED_USES,
): ToolEffect[] {
  const ranked: ToolEffect[] = [];
  for (const [tool, { sum, n }] of dropsByTool(uses)) {
    if (n < minUses) continue;
    const name = toolDisplayName(tool, skills);
    const dropTenths = tenths(sum, n);
    const text = toolEffectText(name, dropTenths, n);
    ranked.push({ tool, name, ratedUses: n, averageDrop: sum / n, dropTenths, text });
  }
  // Array.prototype.sort is stable, so equal drops keep the order of first rating.
  return ranked.sort((a, b) => b.dropTenths - a.dropTenths);
}

export interface ActivityEffect {
  /** The activity as the person's list spells it (else as last recorded). */
  activity: string;
  withDays: number;
  withoutDays: number;
  /** The average mood level (1-10) of the days with it and of the days without it. */
  withAverage: number;
  withoutAverage: number;
  /** withAverage minus withoutAverage. */
  difference: number;
  /** 'Exercise: mood 7.2 on days with it, 5.9 without (12 and 30 days)'. */
  text: string;
}

export function activityEffectText(
  activity: string,
  withTenths: number,
  withoutTenths: number,
  withDays: number,
  withoutDays: number,
): string {
  return `${activity}: mood ${oneDecimal(withTenths)} on days with it, ${oneDecimal(withoutTenths)} without (${withDays} and ${withoutDays} days)`;
}

/**
 * The activities with the average mood of the days with them and of the days without them.
 * The days counted are those up to today (by the injected clock) that have at least one
 * check-in (only then was there a chance to name activities) and a mood (see day-mood.ts:
 * check-ins, else slider, else quiz). A day is 'with' an activity when any of its check-ins
 * names it (names compared ignoring case). An activity is listed once it has
 * MIN_DAYS_EACH_SIDE days on each side; the list runs from the biggest difference in favour of
 * the activity to the biggest against, ties by name.
 */
export function activityMoods(
  records: MoodRecords,
  clock: Clock,
  activityList: readonly string[] = [],
  minDays: number = MIN_DAYS_EACH_SIDE,
): ActivityEffect[] {
  const today = toIsoDate(clock());
  const moods = dayMoods(records);
  // Per day: the activity keys named that day.
  const days = new Map<string, Set<string>>();
  const spelling = new Map<string, string>();
  for (const name of activityList) spelling.set(activityKey(name), name);
  const recorded = new Map<string, string>();
  for (const month in records.checkIns) {
    for (const c of records.checkIns[month]!) {
      const date = dateOfTime(c.at);
      if (date > today || !moods.has(date)) continue;
      let set = days.get(date);
      if (!set) days.set(date, (set = new Set()));
      for (const a of c.activities) {
        const key = activityKey(a);
        set.add(key);
        recorded.set(key, a);
      }
    }
  }
  let totalSum = 0;
  const perActivity = new Map<string, { sum: number; n: number }>();
  for (const [date, set] of days) {
    const level = moods.get(date)!.level;
    totalSum += level;
    for (const key of set) {
      const s = perActivity.get(key);
      if (s) {
        s.sum += level;
        s.n++;
      } else perActivity.set(key, { sum: level, n: 1 });
    }
  }
  const out: ActivityEffect[] = [];
  for (const [key, { sum, n }] of perActivity) {
    const withoutDays = days.size - n;
    if (n < minDays || withoutDays < minDays) continue;
    const activity = spelling.get(key) ?? recorded.get(key)!;
    const withAverage = sum / n;
    const withoutAverage = (totalSum - sum) / withoutDays;
    out.push({
      activity,
      withDays: n,
      withoutDays,
      withAverage,
      withoutAverage,
      difference: withAverage - withoutAverage,
      text: activityEffectText(
        activity,
        tenths(sum, n),
        tenths(totalSum - sum, withoutDays),
        n,
        withoutDays,
      ),
    });
  }
  return out.sort(
    (a, b) => b.difference - a.difference || a.activity.localeCompare(b.activity, 'en'),
  );
}

export interface WhatHelps {
  tools: ToolEffect[];
  activities: ActivityEffect[];
  /** PATTERNS_NOT_PROOF. */
  caveat: string;
}

/** Everything 'What helps you' shows. */
export function whatHelps(
  data: MoodRecords & {
    toolUses: Iterable<ToolUse>;
    activityList?: readonly string[];
    skills?: readonly Pick<CopingSkill, 'id' | 'name'>[];
  },
  clock: Clock,
): WhatHelps {
  return {
    tools: rankTools(data.toolUses, data.skills),
    activities: activityMoods(data, clock, data.activityList),
    caveat: PATTERNS_NOT_PROOF,
  };
}
