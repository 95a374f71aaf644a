/**
 * Trains the model from the corpus and writes model/model.js, unless the file there was already
 * trained from this very corpus, with these options and this code (the build, the tests and the
 * command run this every time; it trains, in about two minutes on two cores, only when one of
 * them changed). `--force` trains anyway. The five folds that set the crisis threshold and the
 * final weights are trained apart, in worker threads, as many at once as there are cores.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { MODEL_PATH, PACKAGE_DIR, readCorpus } from '../src/corpus';
import type { ModelFile } from '../src/model';
import { crisisLevels, DEFAULT_OPTIONS, heldOutFold, trainWeights } from '../src/train';

const FOLDS = 5;
type Job = number | 'final';
type HeldOut = Array<{ p: number; crisis: boolean }>;

if (isMainThread) await main();
else {
  // a worker: one job, on the corpus it reads itself
  const job = workerData as Job;
  const { examples } = readCorpus();
  parentPort!.postMessage(
    job === 'final'
      ? trainWeights(examples, DEFAULT_OPTIONS, 0.5).file
      : heldOutFold(examples, DEFAULT_OPTIONS, job, FOLDS),
  );
}

/** Runs a job in a worker thread of this script. */
function inWorker(job: Job): Promise<ModelFile | HeldOut> {
  return new Promise((resolve, reject) => {
    // a worker thread does not inherit the TypeScript loader: it registers it, then runs this file
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`training job ${job} stopped (${code})`)));
  });
}

/** The final weights and every fold's held-out probabilities, `parallel` jobs at a time. */
async function trainJobs(parallel: number): Promise<{ file: ModelFile; heldOut: HeldOut }> {
  const jobs: Job[] = ['final', ...Array.from({ length: FOLDS }, (_, i) => i)];
  const results = new Array<ModelFile | HeldOut>(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await inWorker(jobs[i]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return { file: results[0] as ModelFile, heldOut: (results.slice(1) as HeldOut[]).flat() };
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const { examples, hash } = readCorpus();
  // the corpus, the training options and the code that reads and trains together name the model
  const code = createHash('sha256').update(JSON.stringify(DEFAULT_OPTIONS));
  const src = path.join(PACKAGE_DIR, 'src');
  for (const f of readdirSync(src).sort())
    if (f.endsWith('.ts') && !f.endsWith('.test.ts'))
      code.update(f).update(readFileSync(path.join(src, f)));
  const key = `${hash}-${code.digest('hex').slice(0, 8)}`;
  const current = existsSync(MODEL_PATH)
    ? /\\?"corpus\\?":\\?"([\w-]+)/.exec(readFileSync(MODEL_PATH, 'utf8'))
    : null;
  if (!force && current?.[1] === key) {
    console.log(`understanding: model is up to date (${examples.length} messages)`);
  } else {
    const started = Date.now();
    const parallel = Math.max(1, Math.min(FOLDS + 1, availableParallelism()));
    const { file: weights, heldOut } = await trainJobs(parallel);
    // the levels are the only part of the file the folds set: the same model as `fit` trains
    const file: ModelFile = { ...weights, corpus: key, ...crisisLevels(heldOut, DEFAULT_OPTIONS) };
    mkdirSync(path.dirname(MODEL_PATH), { recursive: true });
    // JSON.parse of a string literal loads faster than the same object written as code
    const json = JSON.stringify(file);
    writeFileSync(MODEL_PATH, `export default JSON.parse(${JSON.stringify(json)});\n`);
    console.log(
      `understanding: trained on ${examples.length} messages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${parallel} at a time), crisis threshold ${file.threshold.toFixed(3)}`,
    );
  }
}
