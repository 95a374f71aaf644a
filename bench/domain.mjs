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

console.log(
  `data: ${DAYS} mood days; ${N} journal entries, ${(journalBytes / 1024 / 1024).toFixed(1)} MB as stored\n`,
);
const ok = report('domain', rows);
if (!ok) {
  console.error('domain benchmark over budget');
  process.exit(1);
}
