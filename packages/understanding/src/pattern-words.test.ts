import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';

/**
 * The readings beside the model (rules, someone else's crisis, a farewell, a greeting...) look
 * for words in normalised text. A word written there in a form the normaliser never writes
 * ('gonna', 'mom', 'rn', Hindi's 'hai' once read as 'hi') can never be found, and a rule written
 * only in that form never fires. These tests read each module's literals and put every phrase
 * through the normaliser.
 */
/** The modules of this package that are not readings: the model, its training, its words. */
const NOT_READINGS = new Set(
  [
    'coder',
    'corpus',
    'emoji-topic',
    'features',
    'labels',
    'lexicon',
    'model',
    'normalize',
    'reading-check',
    'train',
    'understand',
    'understand-default',
  ].map((name) => `${name}.ts`),
);

/** Every reading beside the model, so a new one is checked without being listed. */
const MODULES = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_READINGS.has(file),
);

/** The phrases of a module's string and pattern literals (comments left out). */
function phrasesOf(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
    .map((line) => line.replace(/\/\/ .*$/, ''))
    .join('\n');
  const literals = [
    ...code.matchAll(/\/((?:\\.|[^/\n])+)\/[gimsuy]*|'((?:\\.|[^'\n])*)'|`((?:\\.|[^`])*)`/g),
  ].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  const phrases = new Set<string>();
  for (const literal of literals)
    for (const part of literal
      .replace(/\$\{[^}]*\}/g, '|')
      .replace(/\(\?(?:<?[=!]|:)/g, '|')
      .split(/[|()[\]?*+^$\\{}]/)) {
      const phrase = part.trim();
      if (/^[a-z][a-z ]*$/.test(phrase)) phrases.add(phrase);
    }
  return [...phrases];
}

/** Phrases the normaliser would write differently, mid-message, with what it writes. */
function unwritten(source: string): string[] {
  return phrasesOf(source).flatMap((phrase) => {
    const written = normalizeTokens(`zzz ${phrase}`).slice(1).join(' ');
    return written === phrase ? [] : [`${phrase} -> ${written}`];
  });
}

describe('words the readings beside the model look for', () => {
  it('finds a word the normaliser never writes', () => {
    const source = "const A = / (?:gonna|going) to (?:die|end it) /;\nconst B = ['mom', 'mum'];";
    expect(unwritten(source)).toEqual(['gonna -> going to', 'mom -> mum']);
  });

  it.each(MODULES)('%s looks only for words as the normaliser writes them', (file) => {
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    expect(phrasesOf(source).length).toBeGreaterThan(10);
    expect(unwritten(source)).toEqual([]);
  });
});
