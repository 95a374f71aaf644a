/**
 * `npm run --silent understand`: reads UTF-8 text on standard input, one message per line, and
 * writes one JSON object per line in the same order: {"crisis", "kind", "topic", "confidence"}.
 * The same model file and the same function as the browser (trained first if it is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MODEL_PATH } from '../src/corpus';

if (!existsSync(MODEL_PATH)) {
  const train = fileURLToPath(new URL('./train.ts', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', train], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { understand } = await import('../src/understand-default');

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out: string[] = [];
const flush = () => {
  if (out.length) process.stdout.write(out.join(''));
  out.length = 0;
};
for await (const line of lines) {
  const { crisis, kind, topic, confidence } = understand(line);
  out.push(`${JSON.stringify({ crisis, kind, topic, confidence })}\n`);
  if (out.length >= 256) flush();
}
flush();
