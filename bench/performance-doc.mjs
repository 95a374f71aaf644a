// Writes the latest figures of `npm run bench` into docs/performance.md, between two marker
// lines, from the JSON each benchmark leaves in bench/results/. Only the latest run of each
// benchmark is kept there; what the figures taught us is prose outside the markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { apart, budgetSign } from './lib.mjs';

export const START = '<!-- latest run: written by `npm run bench`, do not edit by hand -->';
export const END = '<!-- end of latest run -->';

/** The benchmarks in the order the page shows them, with a heading for each. */
export const SECTIONS = [
  ['size', 'Bytes before any interaction (`npm run bench:size`)'],
  ['lighthouse', 'Lighthouse, mobile (`npm run bench:lighthouse`)'],
  ['domain', 'The user’s own data (`npm run bench:domain`)'],
  ['journal', 'A long journal in the browser (`npm run bench:journal`)'],
  ['understand', 'On-device understanding (`npm run bench:understand`)'],
  ['load', 'Server under load (`npm run bench:load`)'],
];

const KiB = 1024;

/** size.json has a shape of its own (routes and the chat page); this turns it into rows. */
export function sizeRows(size) {
  const rows = [];
  for (const r of size.routes ?? []) {
    const landing = r.route === '/';
    rows.push({
      name: landing ? '`/`: JS + CSS, gzip' : `\`${r.route}\`: added to \`/\``,
      value: (landing ? r.total : r.extra) / KiB,
      unit: 'KiB',
      budget: r.budgetKiB,
      ok: r.ok,
    });
  }
  if (size.chatPage) {
    rows.push({
      name: '`/chat` whole page (HTML, code, fonts)',
      value: size.chatPage.bytes / KiB,
      unit: 'KiB',
      budget: size.budgetsKiB?.chatPage,
      ok: size.chatPage.ok,
    });
  }
  if (size.understanding) {
    rows.push({
      name: 'understanding chunk: model file and its code, gzip (after first paint)',
      value: size.understanding.gzip / KiB,
      unit: 'KiB',
      budget: size.budgetsKiB?.understandingChunk,
      ok: size.understanding.ok,
    });
  }
  return rows;
}

export function formatNumber(n) {
  if (typeof n !== 'number') return String(n);
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return n.toLocaleString('en-GB');
  const abs = Math.abs(n);
  return abs >= 100
    ? Math.round(n).toLocaleString('en-GB')
    : abs >= 10
      ? n.toFixed(1)
      : n.toFixed(2);
}

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

function budgetText(row) {
  if (row.budget === undefined || row.budget === null) return '';
  return `${budgetSign(row)} ${formatNumber(row.budget)}${row.unit ? ` ${row.unit}` : ''}`;
}

/** One benchmark's table: figure, value, budget and whether it was within. */
export function renderTable(rows) {
  const lines = ['| figure | value | budget | |', '| --- | --- | --- | --- |'];
  for (const r of rows) {
    const value = `${apart(r.value, r.budget, formatNumber)}${r.unit ? ` ${r.unit}` : ''}`;
    const verdict = r.budget === undefined || r.budget === null ? '' : r.ok ? '✓' : 'over';
    const name = r.note ? `${r.name} (${r.note})` : r.name;
    lines.push(`| ${cell(name)} | ${cell(value)} | ${cell(budgetText(r))} | ${verdict} |`);
  }
  return lines.join('\n');
}

/** The whole generated block, from each benchmark's result (null when it has not run). */
export function renderLatest(results) {
  const out = [START, ''];
  for (const [name, heading] of SECTIONS) {
    const result = results[name];
    out.push(`### ${heading}`, '');
    if (!result) {
      out.push('Not run yet on this checkout.', '');
      continue;
    }
    const rows = name === 'size' ? sizeRows(result) : (result.rows ?? []);
    const m = result.machine;
    const when = result.at ? result.at.slice(0, 10) : 'unknown date';
    out.push(
      `${when}${m ? `, ${m.cpu}, ${m.memory}, Node ${String(m.node).replace(/^v/, '')}` : ''}.`,
      '',
      renderTable(rows),
      '',
    );
  }
  out.push(END);
  return out.join('\n');
}

/** Replaces the block between the markers (or adds it after the first heading). */
export function replaceLatest(doc, block) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start !== -1 && end > start) {
    return doc.slice(0, start) + block + doc.slice(end + END.length);
  }
  const firstBreak = doc.indexOf('\n\n');
  if (firstBreak === -1) return `${doc.trimEnd()}\n\n${block}\n`;
  return `${doc.slice(0, firstBreak)}\n\n${block}${doc.slice(firstBreak)}`;
}

function readResult(resultsDir, name) {
  const file = path.join(resultsDir, `${name}.json`);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Reads bench/results/*.json and rewrites the generated block of docs/performance.md, laid out
 * as the project's formatter would (the lint checks it).
 */
export async function writePerformanceDoc(root) {
  const resultsDir = path.join(root, 'bench/results');
  const docFile = path.join(root, 'docs/performance.md');
  const results = Object.fromEntries(SECTIONS.map(([n]) => [n, readResult(resultsDir, n)]));
  const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Performance\n';
  const text = replaceLatest(doc, renderLatest(results));
  const options = (await prettier.resolveConfig(docFile)) ?? {};
  writeFileSync(docFile, await prettier.format(text, { ...options, filepath: docFile }));
  return docFile;
}
