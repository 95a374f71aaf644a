import { describe, expect, it } from 'vitest';
import {
  NAME_ERRORS,
  NAME_MAX,
  PASSWORD_ERRORS,
  checkDisplayName,
  checkPasswordChange,
} from './account-rules';

describe('display name', () => {
  it('trims and folds inner spaces', () => {
    expect(checkDisplayName('  Kim   Lee ')).toEqual({ ok: true, name: 'Kim Lee' });
  });
  it('refuses a blank name', () => {
    expect(checkDisplayName(' \t ')).toEqual({ ok: false, error: NAME_ERRORS.missing });
  });
  it(`accepts ${NAME_MAX} characters and refuses one more`, () => {
    expect(NAME_MAX).toBe(80);
    expect(checkDisplayName('a'.repeat(80)).ok).toBe(true);
    expect(checkDisplayName('a'.repeat(81))).toEqual({ ok: false, error: NAME_ERRORS.tooLong });
  });
});

describe('password change', () => {
  const form = (current: string, next: string, confirm = next) => ({ current, next, confirm });
  it('needs all three fields', () => {
    expect(checkPasswordChange(form('', 'new-pass-1'), 6)).toBe(PASSWORD_ERRORS.missing);
    expect(checkPasswordChange(form('old-pass-1', ''), 6)).toBe(PASSWORD_ERRORS.missing);
  });
  it('the new password must be typed the same twice', () => {
    expect(checkPasswordChange(form('old-pass-1', 'new-pass-1', 'new-pass-2'), 6)).toBe(
      PASSWORD_ERRORS.mismatch,
    );
  });
  it('the new password must differ from the current one', () => {
    expect(checkPasswordChange(form('same-pass', 'same-pass'), 6)).toBe(PASSWORD_ERRORS.same);
  });
  it('the new password must reach the minimum length', () => {
    expect(checkPasswordChange(form('old-pass-1', 'abcde'), 6)).toBe(
      'Your new password is too short. Please use at least 6 characters.',
    );
    expect(checkPasswordChange(form('old-pass-1', 'abcdef'), 6)).toBeNull();
  });
});
