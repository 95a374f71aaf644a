// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppUser } from './auth-context-types';
import { clearHeldData, signOutHere } from './sign-out';

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
    expect(JSON.parse(localStorage.getItem('heldData')!)).toEqual({
      ...A,
      loggedOutHere: true,
      prints: {},
    });
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

  it('removing the data takes every copy set aside as unreadable; what is not the person’s data stays', async () => {
    localStorage.setItem('journalHistory', '[]');
    localStorage.setItem('journalHistory.corrupt', '{one');
    localStorage.setItem('journalHistory.corrupt.2', '{two');
    localStorage.setItem('journalDraft.corrupt', '{a draft');
    localStorage.setItem('checkIns:2026-01.corrupt', '{january');
    localStorage.setItem('theme', '"dark"');
    localStorage.setItem('theme.corrupt', '{dark');
    expect(await signOutHere(true, A)).toBe('signed-out');
    expect({ ...localStorage }).toEqual({ theme: '"dark"' });
  });
});

describe('removing the data of an account that logged out here', () => {
  const entry = (id: number, content: string) => ({
    id,
    content,
    date: '1/3/2026',
    time: '9:00 PM',
  });
  const journal = () =>
    (JSON.parse(localStorage.getItem('journalHistory') ?? '[]') as Array<{ content: string }>).map(
      (e) => e.content,
    );

  it('keeps what was written here after they left, and removes what was theirs', async () => {
    localStorage.setItem(
      'journalHistory',
      JSON.stringify([entry(2, 'Theirs, edited later'), entry(1, 'Theirs')]),
    );
    localStorage.setItem('moodHistory', JSON.stringify({ '2026-01-03': 'Good' }));
    localStorage.setItem('journalDraft', JSON.stringify('their draft'));
    localStorage.setItem('syncState', JSON.stringify({ userId: 'a', cursor: '3', base: {} }));
    expect(await signOutHere(false, A)).toBe('signed-out');
    // a guest writes on this device: a new entry, an edit of theirs, a draft of their own
    localStorage.setItem(
      'journalHistory',
      JSON.stringify([
        entry(3, 'A guest wrote this'),
        entry(2, 'Theirs, edited by the guest'),
        entry(1, 'Theirs'),
      ]),
    );
    localStorage.setItem('journalDraft', JSON.stringify('the guest typing'));
    const held = JSON.parse(localStorage.getItem('heldData')!) as AppUser;
    clearHeldData(held.prints);
    expect(journal()).toEqual(['A guest wrote this', 'Theirs, edited by the guest']);
    expect(localStorage.getItem('moodHistory')).toBeNull();
    expect(localStorage.getItem('journalDraft')).toBe(JSON.stringify('the guest typing'));
    expect(localStorage.getItem('syncState')).toBeNull();
  });

  it('of the journal’s drafts, one for each tab, keeps only those written in since', async () => {
    const draft = (text: string, at: number) => ({ text, at });
    localStorage.setItem(
      'journalDraft',
      JSON.stringify({ t1: draft('Theirs in one tab', 1), t2: draft('Theirs in another', 2) }),
    );
    expect(await signOutHere(false, A)).toBe('signed-out');
    // a guest writes in the first tab
    localStorage.setItem(
      'journalDraft',
      JSON.stringify({ t1: draft('The guest typing', 3), t2: draft('Theirs in another', 2) }),
    );
    const held = JSON.parse(localStorage.getItem('heldData')!) as AppUser;
    clearHeldData(held.prints);
    expect(JSON.parse(localStorage.getItem('journalDraft')!)).toEqual({
      t1: draft('The guest typing', 3),
    });
    // none written in since: the key goes
    localStorage.setItem('journalDraft', JSON.stringify({ t2: draft('Theirs in another', 2) }));
    clearHeldData(held.prints);
    expect(localStorage.getItem('journalDraft')).toBeNull();
  });

  it('with no fingerprints (signed out elsewhere), all of it goes', () => {
    localStorage.setItem('journalHistory', JSON.stringify([entry(1, 'Theirs')]));
    localStorage.setItem('journalDraft', JSON.stringify('a draft'));
    clearHeldData(undefined);
    expect(localStorage.getItem('journalHistory')).toBeNull();
    expect(localStorage.getItem('journalDraft')).toBeNull();
  });
});
