import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from './api-client';
import { authErrorMessage, TOO_MANY_ATTEMPTS } from './auth-client';

describe('authErrorMessage', () => {
  it('turns a rate limit into the exact words', () => {
    expect(authErrorMessage(new ApiError('Too many requests', 429))).toBe(TOO_MANY_ATTEMPTS);
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts. Please wait a minute and try again.');
  });
  it('explains weak passwords in plain words with the configured length', () => {
    expect(authErrorMessage(new ApiError('Password too short', 400, 'PASSWORD_TOO_SHORT'), 8)).toBe(
      'Your password is too short. Please use at least 8 characters.',
    );
    expect(authErrorMessage(new ApiError('x', 400, 'PASSWORD_TOO_LONG'))).toMatch(/at most 128/);
  });
  it("passes the provider's own message through otherwise", () => {
    expect(
      authErrorMessage(new ApiError('Invalid email or password', 401, 'INVALID_EMAIL_OR_PASSWORD')),
    ).toBe('Invalid email or password');
    expect(authErrorMessage(new ApiError(OFFLINE_MESSAGE, 0, 'OFFLINE'))).toBe(OFFLINE_MESSAGE);
  });
  it('says an existing account exists without a code', () => {
    expect(
      authErrorMessage(new ApiError('User already exists.', 422, 'USER_ALREADY_EXISTS')),
    ).toMatch(/already exists/);
  });
});
