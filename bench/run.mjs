// Runs every benchmark in turn; exits non-zero if any misses its budget.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = ['size.mjs', 'domain.mjs', 'load.mjs', 'lighthouse.mjs'].filter((f) =>
  existsSync(path.join(here, f)),
);
let failed = [];
for (const b of BENCHES) {
  console.log(`\n=== ${b} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, b)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed.push(b);
}
if (failed.length) {
  console.error(`\nover budget or failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nall benchmarks within budget');
