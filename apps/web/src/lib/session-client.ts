/** The auth call the app needs at start-up: who is signed in (signing out: sign-out.ts). */
import { apiFetch } from './api-client';
import type { AppUser } from './auth-context-types';

export interface ServerUser {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
}

export function toAppUser(u: ServerUser): AppUser {
  return { uid: u.id, email: u.email, displayName: u.name ?? null, photoURL: u.image ?? null };
}

/** The signed-in user, or null. Throws ApiError(status 0) when offline. */
export async function fetchSession(): Promise<AppUser | null> {
  const data = await apiFetch<{ user?: ServerUser } | null>('/api/auth/get-session');
  return data?.user ? toAppUser(data.user) : null;
}
