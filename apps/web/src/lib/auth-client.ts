import { apiFetch, ApiError } from './api-client';
import type { AppUser } from './auth-context-types';
import { toAppUser, type ServerUser } from './session-client';

// The session calls live in session-client.ts, so the start page loads only those.
export { fetchSession, toAppUser } from './session-client';

export interface ServerConfig {
  passwordMinLength: number;
  passwordMaxLength: number;
  googleEnabled: boolean;
}

let configPromise: Promise<ServerConfig> | null = null;
export function getServerConfig(): Promise<ServerConfig> {
  configPromise ??= apiFetch<ServerConfig>('/api/config').catch((err: unknown) => {
    configPromise = null;
    throw err;
  });
  return configPromise;
}

export async function signInEmail(email: string, password: string): Promise<AppUser> {
  const data = await apiFetch<{ user: ServerUser }>('/api/auth/sign-in/email', {
    body: { email, password },
  });
  return toAppUser(data.user);
}

export async function signUpEmail(name: string, email: string, password: string): Promise<AppUser> {
  const data = await apiFetch<{ user: ServerUser }>('/api/auth/sign-up/email', {
    body: { name, email, password },
  });
  return toAppUser(data.user);
}

export async function signInGoogle(): Promise<void> {
  const data = await apiFetch<{ url?: string }>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: '/chat' },
  });
  if (data.url) window.location.assign(data.url);
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Turns an auth failure into words a person understands. */
export function authErrorMessage(err: unknown, minLength = 6): string {
  if (!(err instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (err.status === 429) return TOO_MANY_ATTEMPTS;
  switch (err.code) {
    case 'PASSWORD_TOO_SHORT':
      return `Your password is too short. Please use at least ${minLength} characters.`;
    case 'PASSWORD_TOO_LONG':
      return 'Your password is too long. Please use at most 128 characters.';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'An account with this email already exists. Try logging in instead.';
    case 'INVALID_EMAIL':
      return 'Please enter a valid email address.';
    default:
      return err.message;
  }
}

/** Changes the signed-in user's display name. */
export async function updateDisplayName(name: string): Promise<void> {
  await apiFetch('/api/auth/update-user', { body: { name } });
}

/** Changes the password (the current one is required) and signs out every other session. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiFetch('/api/auth/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** Deletes the signed-in user's account, its sessions and its data, after checking the password. */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch('/api/auth/delete-user', { body: { password } });
}
