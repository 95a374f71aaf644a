/**
 * 'What helps you' in Mood Insights: the tools ranked by what they did to this person's
 * distress, and the activities beside the mood of the days with and without them.
 */
import { activityKey, dateOfTime, type CheckIn } from './check-ins';
import type { CopingSkill } from './coping-skills';
import { toIsoDate, type Clock } from './dates';
import { dayMoodOf, type MoodRecords } from './day-mood';
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
  skills: readonly Pick<CopingSkill, 'id' | 'name'>[] = [],
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

/** A bucket in time order: as stored it already is, so this copies only one that is not. */
function sortedByTime(list: readonly CheckIn[]): readonly CheckIn[] {
  for (let i = 1; i < list.length; i++) {
    if (list[i]!.at < list[i - 1]!.at) return [...list].sort((a, b) => (a.at < b.at ? -1 : 1));
  }
  return list;
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
  const spelling = new Map<string, string>();
  for (const name of activityList) spelling.set(activityKey(name), name);
  // Activities are numbered as met (a few names over thousands of check-ins): by spelling,
  // then by key; per number, its key, last spelling, day sums and the last day that counted it.
  const indexOfSpelling = new Map<string, number>();
  const indexOfKey = new Map<string, number>();
  const acts: { key: string; recorded: string; sum: number; n: number; lastDay: number }[] = [];
  let dayCount = 0;
  let totalSum = 0;
  // One day at a time (a bucket is sorted by time, so a day's check-ins are together).
  let day = -1;
  let date = '';
  let levelSum = 0;
  let levels = 0;
  const named: number[] = [];
  const endDay = () => {
    if (date === '') return;
    // The day's mood: its check-ins' average, else (only then looked up) slider or quiz.
    const level =
      levels > 0
        ? levelSum / levels
        : dayMoodOf(undefined, records.moodLevels[date], records.moodHistory[date])?.level;
    if (level !== undefined) {
      dayCount++;
      totalSum += level;
      for (const i of named) {
        acts[i]!.sum += level;
        acts[i]!.n++;
      }
    }
    named.length = 0;
    levelSum = levels = 0;
    date = '';
  };
  for (const month in records.checkIns) {
    for (const c of sortedByTime(records.checkIns[month]!)) {
      if (date === '' || !c.at.startsWith(date)) {
        endDay();
        const d = dateOfTime(c.at);
        // In time order, a day after today is followed only by more of them.
        if (d > today) break;
        date = d;
        day++;
      }
      if (c.level !== undefined) {
        levelSum += c.level;
        levels++;
      }
      for (const a of c.activities) {
        let i = indexOfSpelling.get(a);
        if (i === undefined) {
          const key = activityKey(a);
          i = indexOfKey.get(key);
          if (i === undefined) {
            i = acts.push({ key, recorded: a, sum: 0, n: 0, lastDay: -1 }) - 1;
            indexOfKey.set(key, i);
          }
          indexOfSpelling.set(a, i);
        }
        const act = acts[i]!;
        act.recorded = a;
        if (act.lastDay !== day) {
          act.lastDay = day;
          named.push(i);
        }
      }
    }
    endDay();
  }
  const out: ActivityEffect[] = [];
  for (const { key, recorded, sum, n } of acts) {
    const withoutDays = dayCount - n;
    if (n < minDays || withoutDays < minDays) continue;
    const activity = spelling.get(key) ?? recorded;
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
