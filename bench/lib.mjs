// Shared helpers for the benchmarks: timing, a budget table, and the results folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench/results');

/** Percentile (0..100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const median = (values) => percentile(values, 50);

/** Runs fn `warmup` times, then `runs` times, and returns each run's milliseconds. */
export function timeRuns(fn, { runs = 30, warmup = 5 } = {}) {
  for (let i = 0; i < warmup; i++) fn();
  const out = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** The machine the figures come from, for the results and docs/performance.md. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model?.trim() ?? 'unknown CPU'} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** The sign a row's budget is held by: ≥ with `min`, < with `under`, else ≤. */
export const budgetSign = (r) => (r.min ? '≥' : r.under ? '<' : '≤');

/**
 * A figure as printed beside its budget: with more decimals where rounding would show the two
 * alike (0.8465 against 0.85 is 0.847, not 0.85 marked over).
 */
export function apart(value, budget, format) {
  const shown = format(value);
  if (typeof value !== 'number' || typeof budget !== 'number' || value === budget) return shown;
  if (shown !== format(budget)) return shown;
  // more decimals than shown, never fewer: at one decimal 0.8507 would read 0.9
  const decimals = shown.split('.')[1]?.length ?? 0;
  for (let d = decimals + 1; d < 7; d++)
    if (value.toFixed(d) !== budget.toFixed(d)) return value.toFixed(d);
  return String(value);
}

/** How a figure is held to its budget, by the sign printed beside it. */
const WITHIN = {
  '≤': (value, budget) => value <= budget,
  '≥': (value, budget) => value >= budget,
  '<': (value, budget) => value < budget,
};

/**
 * Prints a table of figures against budgets and saves them to bench/results/<name>.json.
 * Each row: { name, value, unit, budget?, min?, under?, note? }: the value must be ≤ budget, or
 * ≥ it with `min`, or strictly below it with `under` (the issue's "under 5 ms").
 * Returns true when every budgeted figure is within its budget.
 */
export function report(name, rows, extra = {}) {
  let ok = true;
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  for (const r of rows) {
    // One choice of comparison per row: what is checked and what is printed.
    const sign = budgetSign(r);
    const within = r.budget === undefined || WITHIN[sign](r.value, r.budget);
    r.ok = within;
    if (!within) ok = false;
    const shown = typeof r.value === 'number' ? apart(r.value, r.budget, fmt) : String(r.value);
    const budget = r.budget === undefined ? '' : `${sign} ${fmt(r.budget)} ${r.unit ?? ''}`;
    console.log(
      `${r.name.padEnd(width)}  ${`${shown} ${r.unit ?? ''}`.padEnd(16)} ${
        r.budget === undefined ? '    ' : within ? 'ok  ' : 'OVER'
      } ${budget}${r.note ? `  (${r.note})` : ''}`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `${name}.json`),
    `${JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), ok, rows, ...extra }, null, 2)}\n`,
  );
  return ok;
}

function fmt(n) {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return String(n);
  return Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2);
}
