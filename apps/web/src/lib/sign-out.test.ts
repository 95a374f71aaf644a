// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppUser } from './auth-context-types';
import { signOutHere } from './sign-out';

const A: AppUser = { uid: 'a', email: 'a@example.com', displayName: null, photoURL: null };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing out', () => {
  it('leaves the data here marked as the account’s', async () => {
    localStorage.setItem('journalHistory', '[]');
    expect(await signOutHere(false, A)).toBe('signed-out');
    expect(JSON.parse(localStorage.getItem('heldData')!)).toEqual({ ...A, loggedOutHere: true });
    expect(localStorage.getItem('journalHistory')).toBe('[]');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('with storage full, the mark cannot be kept: still signed in, the server never asked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await signOutHere(false, A)).toBe('unmarked');
    expect(localStorage.getItem('heldData')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the server unreachable: still signed in, and the mark is as it was', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await signOutHere(false, A)).toBe('failed');
    expect(localStorage.getItem('heldData')).toBeNull();
    const earlier = JSON.stringify({ ...A, uid: 'b', loggedOutHere: true });
    localStorage.setItem('heldData', earlier);
    expect(await signOutHere(false, A)).toBe('failed');
    expect(localStorage.getItem('heldData')).toBe(earlier);
  });

  it('removing the data needs no mark, so it works with storage full', async () => {
    localStorage.setItem('journalHistory', '[]');
    localStorage.setItem('authUser', JSON.stringify(A));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await signOutHere(true, A)).toBe('signed-out');
    expect(localStorage.getItem('journalHistory')).toBeNull();
    expect(localStorage.getItem('heldData')).toBeNull();
  });
});
