/**
 * Trains the model from the corpus and writes model/model.js, unless the file there was already
 * trained from this very corpus, with these options and this code (the build, the tests and the
 * command run this every time; it trains, in about four minutes on two cores, only when one of
 * them changed). `--force` trains anyway. Its parts train in worker threads, as many at once as
 * there are cores (up to six: fit-in-workers.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MODEL_PATH, PACKAGE_DIR, readCorpus } from '../src/corpus';
import { DEFAULT_OPTIONS } from '../src/train';
import { fitInWorkers, PARALLEL } from './fit-in-workers';

const force = process.argv.includes('--force');
const { examples, hash } = readCorpus();
// the corpus, the training options and the code that reads and trains together name the model
const code = createHash('sha256').update(JSON.stringify(DEFAULT_OPTIONS));
const src = path.join(PACKAGE_DIR, 'src');
for (const f of readdirSync(src).sort())
  if (f.endsWith('.ts') && !f.endsWith('.test.ts'))
    code.update(f).update(readFileSync(path.join(src, f)));
// and the part that trains the pieces apart and puts the file together
code.update(readFileSync(path.join(PACKAGE_DIR, 'scripts', 'fit-in-workers.ts')));
const key = `${hash}-${code.digest('hex').slice(0, 8)}`;
const current = existsSync(MODEL_PATH)
  ? /\\?"corpus\\?":\\?"([\w-]+)/.exec(readFileSync(MODEL_PATH, 'utf8'))
  : null;
if (!force && current?.[1] === key) {
  console.log(`understanding: model is up to date (${examples.length} messages)`);
} else {
  const started = Date.now();
  const file = { ...(await fitInWorkers(examples, DEFAULT_OPTIONS)), corpus: key };
  mkdirSync(path.dirname(MODEL_PATH), { recursive: true });
  // JSON.parse of a string literal loads faster than the same object written as code
  const json = JSON.stringify(file);
  writeFileSync(MODEL_PATH, `export default JSON.parse(${JSON.stringify(json)});\n`);
  console.log(
    `understanding: trained on ${examples.length} messages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${PARALLEL} at a time), crisis threshold ${file.threshold.toFixed(3)}`,
  );
}
