/**
 * Reading the labelled corpus (Node only: the browser gets the trained model, never the corpus).
 * Every `.jsonl` file under `corpus/`, in a fixed order; a bad line stops with its file and line.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseExample, type Example } from './labels';
import { normalize } from './normalize';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS_DIR = path.join(PACKAGE_DIR, 'corpus');
export const MODEL_PATH = path.join(PACKAGE_DIR, 'model', 'model.js');

/** Every `.jsonl` file under a folder, sorted by path. */
export function jsonlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...jsonlFiles(full));
    else if (entry.name.endsWith('.jsonl')) out.push(full);
  }
  return out.sort();
}

/** The examples of JSON Lines files; throws naming the file and line of the first bad one. */
export function readExamples(files: readonly string[]): Example[] {
  const out: Example[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim() === '') return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new Error(`${file}:${i + 1}: not valid JSON`);
        }
        const example = parseExample(value);
        if (typeof example === 'string') throw new Error(`${file}:${i + 1}: ${example}`);
        out.push(example);
      });
  }
  return out;
}

/** The corpus and a hash of its contents (which the model file records). */
export function readCorpus(dir = CORPUS_DIR): { examples: Example[]; hash: string } {
  const files = jsonlFiles(dir);
  const hash = createHash('sha256');
  for (const f of files) hash.update(path.relative(dir, f)).update('\0').update(readFileSync(f));
  return { examples: readExamples(files), hash: hash.digest('hex').slice(0, 16) };
}

/**
 * Every labelled message there is: the corpus, the evaluation sets, the fixed test table and the
 * writers held back (for tests that a reading beside the model takes no crisis of any of them for
 * something else).
 */
export function readEveryLabelled(): Example[] {
  return [
    ...readCorpus().examples,
    ...readExamples([
      path.join(PACKAGE_DIR, 'eval/unseen.jsonl'),
      path.join(PACKAGE_DIR, 'eval/short.jsonl'),
      path.join(PACKAGE_DIR, 'test/fixed-table.jsonl'),
      ...jsonlFiles(path.join(PACKAGE_DIR, 'held-back')),
    ]),
  ];
}

/**
 * The messages of an evaluation set that the model never saw: those whose normalised text is
 * not also in the corpus (short everyday lines such as 'ok' or 'hi there' are written alike by
 * people who never met, and must not count as unseen).
 */
export function unseenOnly(evaluation: readonly Example[], corpus: readonly Example[]): Example[] {
  const seen = new Set(corpus.map((e) => normalize(e.text)));
  return evaluation.filter((e) => !seen.has(normalize(e.text)));
}
