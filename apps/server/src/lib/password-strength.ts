import { ZxcvbnFactory, type Match, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * The lowest strength (zxcvbn's score, 0 to 4) a new password may have. 2 means at least about
 * a million guesses: far beyond what the sign-in rate limit lets anyone try, while a password of
 * the minimum length made of unrelated characters still passes.
 */
export const PASSWORD_MIN_SCORE = 2;

export const APP_NAME = 'Mentora';

let estimator: ZxcvbnFactory | null = null;
function getEstimator() {
  // Built on first use: the word lists take a moment to load.
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  });
  return estimator;
}

/** What the password may not be made from: the app's name, the person's email and name. */
export interface PasswordContext {
  email?: string | undefined;
  name?: string | undefined;
}

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);

function contextWords(ctx: PasswordContext) {
  const email = ctx.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const name = ctx.name?.trim().toLowerCase() ?? '';
  return {
    app: [APP_NAME.toLowerCase()],
    email: [
      ...new Set([email, local, ...words(local), ...words(email.split('@')[1] ?? '')]),
    ].filter((w) => w.length >= 3),
    name: [...new Set([name, name.replace(/\s+/g, ''), ...words(name)])].filter(
      (w) => w.length >= 3,
    ),
  };
}

/** In plain words, what makes the weakest part of the password easy to guess. */
function reason(result: ZxcvbnResult, ctx: ReturnType<typeof contextWords>): string {
  const matches: Match[] = result.sequence;
  const personal = matches.find(
    (m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs',
  );
  if (personal) {
    const word = String(personal.matchedWord ?? '').toLowerCase();
    if (ctx.app.includes(word)) return 'it is made from the name of this app.';
    if (ctx.email.includes(word)) return 'it is made from your email address.';
    if (ctx.name.includes(word)) return 'it is made from your name.';
  }
  const has = (pattern: string) => matches.some((m) => m.pattern === pattern);
  if (has('repeat')) return 'it repeats the same characters or words (like “aaa”).';
  if (has('sequence')) return 'it follows a simple sequence (like “abc” or “123”).';
  if (has('spatial')) return 'it follows a row of keys on the keyboard (like “qwerty”).';
  if (has('date') || has('regex')) return 'it is mostly a date or a year.';
  if (matches.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords-common')) {
    return 'it is very like a commonly used password.';
  }
  if (has('dictionary')) return 'it is mostly a common word or name.';
  return 'it is too short for its mix of characters.';
}

/**
 * Why a new password is too easy to guess, in words for the person choosing it, or null when
 * it is strong enough.
 */
export function weakPasswordReason(password: string, ctx: PasswordContext = {}): string | null {
  const inputs = contextWords(ctx);
  const result = getEstimator().check(password, [...inputs.app, ...inputs.email, ...inputs.name]);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  return `That password would be easy to guess: ${reason(result, inputs)} Please choose a longer one, for example three or four words that have nothing to do with each other.`;
}
