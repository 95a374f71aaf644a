/**
 * `fit` (src/train.ts) with its parts trained apart, in worker threads: the five folds that set
 * the crisis threshold and the final weights, as many at once as asked. The weights do not depend
 * on the threshold, so the levels are set in the file after; the file is the one `fit` gives
 * (train.test.ts shows it). The training script and the benchmark use it.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Example } from '../src/labels';
import type { ModelFile } from '../src/model';
import {
  crisisLevels,
  heldOutFold,
  LEVEL_FOLDS,
  trainWeights,
  type TrainOptions,
} from '../src/train';

/** Parts trained at once unless asked otherwise: one a core, never more than there are parts. */
export const PARALLEL = Math.min(LEVEL_FOLDS + 1, availableParallelism());

type Part = number | 'final';
type HeldOut = Array<{ p: number; crisis: boolean }>;
interface Job {
  examples: Example[];
  options: TrainOptions;
  part: Part;
}

if (!isMainThread && (workerData as { fitPart?: Job } | null)?.fitPart) {
  const { examples, options, part } = (workerData as { fitPart: Job }).fitPart;
  parentPort!.postMessage(
    part === 'final'
      ? trainWeights(examples, options, 0.5).file
      : heldOutFold(examples, options, part),
  );
}

/** Runs one part in a worker thread of this file. */
function inWorker(job: Job): Promise<ModelFile | HeldOut> {
  return new Promise((resolve, reject) => {
    // a worker thread does not inherit the TypeScript loader: it registers it, then loads this file
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { fitPart: job } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`training part ${job.part} stopped (${code})`)));
  });
}

/** The model file `fit` gives for these examples, `parallel` parts trained at a time. */
export async function fitInWorkers(
  examples: Example[],
  options: TrainOptions,
  parallel = PARALLEL,
): Promise<ModelFile> {
  const parts: Part[] = ['final', ...Array.from({ length: LEVEL_FOLDS }, (_, i) => i)];
  const results = new Array<ModelFile | HeldOut>(parts.length);
  let next = 0;
  const lane = async () => {
    while (next < parts.length) {
      const i = next++;
      results[i] = await inWorker({ examples, options, part: parts[i]! });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, lane));
  const heldOut = (results.slice(1) as HeldOut[]).flat();
  return { ...(results[0] as ModelFile), ...crisisLevels(heldOut, options) };
}
