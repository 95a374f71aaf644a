// Times the domain work that grows with a user's own data: mood insights over ten years of
// daily entries, and the export/import merge of 5,000 journal entries. Run with tsx:
// node --import tsx bench/domain.mjs
import { todayIso, addDays } from '@mentora/domain/dates';
import {
  buildExport,
  emptyUserData,
  mergeUserData,
  parseExport,
  serializeExport,
} from '@mentora/domain/export';
import { computeInsights } from '@mentora/domain/insights';
import { MoodHistorySchema } from '@mentora/domain/mood';
import { currentStreak, checkInDates } from '@mentora/domain/streak';
import {
  applyServerChanges,
  diffAgainstBase,
  recordsToSnapshot,
  snapshotToRecords,
} from '@mentora/domain/sync';
import { bucketsOf, newCheckIn, saveCheckIn } from '@mentora/domain/check-ins';
import { whatHelps } from '@mentora/domain/what-helps';
import { defaultMapping, parseOtherAppFile } from '@mentora/domain/import-mapping';
import { planImport } from '@mentora/domain/import-plan';
import { yearPixels } from '@mentora/domain/year-pixels';
import { median, percentile, report, timeRuns } from './lib.mjs';

/** Budgets in milliseconds (issue 11). */
export const BUDGETS = { insights: 5, importMerge: 100 };

// A small seeded generator, so every run measures the same data.
let seed = 42;
const rand = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
const MOODS = ['Good', 'Neutral', 'Bad'];

const today = todayIso();
const DAYS = 3650;
const history = {};
for (let i = 0; i < DAYS; i++) history[addDays(today, -i)] = MOODS[Math.floor(rand() * 3)];
const storedHistory = JSON.stringify(history);

const WORDS =
  'today I felt calmer after a walk and a long talk with my sister about work and sleep and the small things that help me breathe'.split(
    ' ',
  );
const text = (n) =>
  Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
const T0 = Date.UTC(2016, 0, 1);
const entry = (i, edited = false) => {
  const id = T0 + i * 17_280_000; // five entries a day over the years
  const d = new Date(id);
  return {
    id,
    content: text(140),
    date: d.toLocaleDateString('en-US'),
    time: d.toLocaleTimeString('en-US'),
    ...(edited ? { updatedAt: id + 60_000 } : {}),
  };
};
const N = 5000;
// The device has 5,000 entries; the file has 5,000 too, half the same entries (some edited
// later) and half new ones, so the merge does every kind of work.
const local = { ...emptyUserData(), moodHistory: history, journalHistory: [] };
for (let i = N - 1; i >= 0; i--) local.journalHistory.push(entry(i));
const incoming = { ...emptyUserData(), journalHistory: [] };
for (let i = N + N / 2 - 1; i >= N / 2; i--) incoming.journalHistory.push(entry(i, i % 10 === 0));
const exportText = serializeExport(buildExport(incoming, new Date()));
const journalBytes = Buffer.byteLength(JSON.stringify(local.journalHistory));

const rows = [];
const add = (name, times, budget, note) =>
  rows.push({
    name,
    value: median(times),
    unit: 'ms',
    // Issue 11: "under 5 ms", "under 100 ms".
    ...(budget !== undefined ? { budget, under: true } : {}),
    note: `${note ? `${note}; ` : ''}p95 ${percentile(times, 95).toFixed(2)} ms, ${times.length} runs`,
  });

// 1. Insights over 3,650 daily entries (every day of ten years has a mood).
for (const tf of ['all', 'month', 'week']) {
  add(
    `insights (${tf}), 3,650 days`,
    timeRuns(() => computeInsights(history, tf, today), { runs: 50, warmup: 10 }),
    BUDGETS.insights,
  );
}
const checkIns = checkInDates({ moodHistory: history });
add(
  'check-in streak, 3,650 days in a row',
  timeRuns(() => currentStreak(checkIns, today), { runs: 50, warmup: 10 }),
  BUDGETS.insights,
  'shown in the same Insights dialog',
);
add(
  'read 3,650 days from storage',
  timeRuns(() => MoodHistorySchema.safeParse(JSON.parse(storedHistory)), { runs: 30 }),
  undefined,
  'JSON.parse + schema',
);

// 2. Export and import of 5,000 journal entries.
const merge = timeRuns(() => mergeUserData(local, incoming), { runs: 20, warmup: 3 });
add('import merge, 5,000 + 5,000 entries', merge, BUDGETS.importMerge);
const parsed = parseExport(exportText);
if (!parsed.ok) throw new Error(`the export file did not parse: ${parsed.error}`);
add(
  'import file read, 5,000 entries',
  timeRuns(() => parseExport(exportText), { runs: 10, warmup: 2 }),
  undefined,
  `${(exportText.length / 1024 / 1024).toFixed(1)} MB, JSON + schema`,
);
add(
  'export, 5,000 entries',
  timeRuns(() => serializeExport(buildExport(local, new Date())), { runs: 10, warmup: 2 }),
);

// 3. The sync merge of the same 5,000 entries (what signing in on a new device does).
const snapshot = { ...recordsToSnapshot([]), journalHistory: local.journalHistory };
const current = snapshotToRecords(snapshot);
const sent = diffAgainstBase(current, {}, Date.now());
const received = incoming.journalHistory.map((e) => ({
  kind: 'journal',
  key: String(e.id),
  value: e,
  updatedAt: e.updatedAt ?? e.id,
  deleted: false,
}));
add(
  'sync merge, 5,000 + 5,000 records',
  timeRuns(() => applyServerChanges(current, {}, sent, received, new Set()), {
    runs: 10,
    warmup: 2,
  }),
  undefined,
  'no budget of its own; for comparison',
);

// 4. What helps (issue 27): ten years of three check-ins and two rated tool uses a day, with
// the day's slider level and quiz result, as the app keeps them (check-ins in month buckets).
export const HELPS_BUDGETS = { whatHelps: 10, yearView: 10, saveCheckIn: 16 };
const ACTIVITIES = ['Slept well', 'Exercise', 'Outdoors', 'Friends', 'Work', 'Screen time'];
const FEELINGS = ['Calm', 'Tired', 'Anxious', 'Hopeful', 'Sad', 'Content', 'Stressed'];
const TOOLS = ['breathing', 'meditation', 'grounding', 'creative', 'game:memory', 'skill:3'];
const someOf = (list, k) => list.filter(() => rand() < k / list.length);
const level = () => 1 + Math.floor(rand() * 10);
const checkInList = [];
const toolUses = [];
const moodLevels = {};
for (let i = 0; i < DAYS; i++) {
  const date = addDays(today, -i);
  moodLevels[date] = level();
  for (const hour of ['08', '13', '21']) {
    checkInList.push({
      id: `${date}-${hour}`,
      at: `${date}T${hour}:00:00+00:00`,
      level: level(),
      emotions: someOf(FEELINGS, 2),
      activities: someOf(ACTIVITIES, 2),
      ...(hour === '21' ? { note: text(12) } : {}),
    });
  }
  for (const hour of ['10', '18']) {
    toolUses.push({
      id: `${date}-t${hour}`,
      tool: TOOLS[Math.floor(rand() * TOOLS.length)],
      startedAt: `${date}T${hour}:00:00+00:00`,
      endedAt: `${date}T${hour}:05:00+00:00`,
      before: level(),
      after: level(),
    });
  }
}
const checkInBuckets = bucketsOf(checkInList);
const helpsData = {
  checkIns: checkInBuckets,
  moodLevels,
  moodHistory: history,
  toolUses,
  activityList: ACTIVITIES,
};
const clock = () => new Date();
add(
  "'What helps you', ten years",
  timeRuns(() => whatHelps(helpsData, clock), { runs: 50, warmup: 20 }),
  HELPS_BUDGETS.whatHelps,
  `${checkInList.length.toLocaleString('en')} check-ins, ${toolUses.length.toLocaleString('en')} tool uses`,
);
const year = new Date().getFullYear();
add(
  'year in pixels, ten years stored',
  timeRuns(() => yearPixels(year, helpsData, clock), { runs: 50, warmup: 10 }),
  HELPS_BUDGETS.yearView,
);
let saved = 0;
add(
  'save a check-in, ten years stored',
  timeRuns(
    () => {
      const made = newCheckIn(
        { level: 6, emotions: ['Calm', 'Hopeful'], activities: ['Outdoors'], note: 'A walk.' },
        `bench-${saved++}`,
        `${today}T22:00:00+00:00`,
      );
      if (!made.ok) throw new Error(made.error);
      const { changed } = saveCheckIn(checkInBuckets, made.checkIn);
      // What is written: the one month's bucket.
      for (const list of Object.values(changed)) JSON.stringify(list);
    },
    { runs: 50, warmup: 10 },
  ),
  HELPS_BUDGETS.saveCheckIn,
  'validate, insert into its month, serialise that month',
);

// 5. An import from Daylio (issue 28): ten years of daily rows, from the file's text to the plan
// of what would be stored (parse, default mapping, check-ins, levels, journal entries).
export const IMPORT_BUDGETS = { daylioTenYears: 1000 };
const DAYLIO_MOODS = ['rad', 'good', 'meh', 'bad', 'awful', 'Wobbly'];
const DAYLIO_ACTIVITIES = ['friends', 'work', 'walk', 'bad sleep', 'music', 'family', 'cooking'];
const csvCell = (v) => `"${v.replaceAll('"', '""')}"`;
const daylioLines = ['full_date,date,weekday,time,mood,activities,note_title,note'];
for (let i = 0; i < DAYS; i++) {
  const date = addDays(today, -i);
  const note = rand() < 0.6 ? `${text(30)}, and "then"\n${text(20)}` : '';
  daylioLines.push(
    [
      date,
      csvCell('1 March'),
      'Monday',
      `${1 + Math.floor(rand() * 12)}:${String(Math.floor(rand() * 60)).padStart(2, '0')} pm`,
      DAYLIO_MOODS[Math.floor(rand() * DAYLIO_MOODS.length)],
      csvCell(someOf(DAYLIO_ACTIVITIES, 3).join(' | ')),
      csvCell(note ? 'A day' : ''),
      csvCell(note),
    ].join(','),
  );
}
const daylioText = `${daylioLines.join('\n')}\n`;
const emptyTarget = {
  checkIns: [],
  moodLevels: {},
  moodHistory: {},
  journalHistory: [],
  activities: null,
};
const importDaylio = () => {
  const read = parseOtherAppFile(daylioText);
  if (!read.ok) throw new Error(read.error);
  return planImport(read.parsed, defaultMapping(read.parsed), emptyTarget, { clock });
};
const daylioPlan = importDaylio();
add(
  'import from Daylio, ten years of daily rows',
  timeRuns(importDaylio, { runs: 10, warmup: 2 }),
  IMPORT_BUDGETS.daylioTenYears,
  `${(daylioText.length / 1024 / 1024).toFixed(1)} MB of CSV to ${daylioPlan.checkIns.length.toLocaleString('en')} check-ins and ${daylioPlan.journal.length.toLocaleString('en')} journal entries`,
);
const helpsBytes =
  Buffer.byteLength(JSON.stringify(checkInBuckets)) + Buffer.byteLength(JSON.stringify(toolUses));

console.log(
  `data: ${DAYS} mood days; ${N} journal entries, ${(journalBytes / 1024 / 1024).toFixed(1)} MB as stored; ten years of check-ins and tool uses ${(helpsBytes / 1024 / 1024).toFixed(1)} MB\n`,
);
const ok = report('domain', rows);
if (!ok) {
  console.error('domain benchmark over budget');
  process.exit(1);
}
