// Runs every benchmark in turn against one fresh build; exits non-zero if any misses its
// budget. Figures and reports go to bench/results/. Usage: node bench/run.mjs [name ...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePerformanceDoc } from './performance-doc.mjs';
import { ensureBuild } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ALL = ['size', 'domain', 'journal', 'understand', 'load', 'lighthouse'];
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const benches = (asked.length ? asked : ALL).filter((b) => existsSync(path.join(here, `${b}.mjs`)));

ensureBuild();
const failed = [];
const started = Date.now();
for (const b of benches) {
  console.log(`\n=== ${b} ===`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, `${b}.mjs`), '--no-build'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) failed.push(b);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
// The figures of this run, over or within budget, replace the last ones in docs/performance.md.
console.log(
  `\nlatest figures written to ${path.relative(path.resolve(here, '..'), await writePerformanceDoc(path.resolve(here, '..')))}`,
);
if (failed.length) {
  console.error(`\nover budget or failed: ${failed.join(', ')} (${minutes} min)`);
  process.exit(1);
}
console.log(`\nall benchmarks within budget (${minutes} min)`);
