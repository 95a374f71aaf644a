import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 1000;

let common: Set<string> | null = null;

/** True when the password is one of the 1,000 most commonly used (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    const ranked = (dictionary as Record<string, string[]>)['passwords-common'] ?? [];
    common = new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most commonly used, so it would be easy to guess. Please choose one that is less common.';
