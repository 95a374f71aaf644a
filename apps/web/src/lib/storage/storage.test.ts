import { describe, expect, it } from 'vitest';
import { writeFailureMessage } from './storage';

describe('writeFailureMessage', () => {
  it('says the words in the box are still there, when there are words', () => {
    expect(writeFailureMessage({ ok: false, reason: 'quota' })).toBe(
      "Your browser's storage is full, so this couldn't be saved. Free some space (for example, export and delete old entries) and try again. Your text is still here.",
    );
    expect(writeFailureMessage({ ok: false, reason: 'unavailable' })).toBe(
      "This browser isn't letting Mentora save right now (private mode or storage turned off). Your text is still here.",
    );
  });

  it('speaks of no text for a choice (a mood, a favourite, a tick)', () => {
    expect(writeFailureMessage({ ok: false, reason: 'quota' }, false)).toBe(
      "Your browser's storage is full, so this couldn't be saved. Free some space (for example, export and delete old entries) and try again.",
    );
    expect(writeFailureMessage({ ok: false, reason: 'unavailable' }, false)).toBe(
      "This browser isn't letting Mentora save right now (private mode or storage turned off).",
    );
    expect(writeFailureMessage({ ok: true }, false)).toBe('');
  });
});
