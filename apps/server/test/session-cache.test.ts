import { describe, expect, it } from 'vitest';
import type { Auth } from '../src/auth';
import { createSessionReader } from '../src/lib/session-cache';

/** better-auth's getSession, answered from a table of cookies, counting its calls. */
function fakeAuth(sessions: Map<string, string>) {
  const calls: string[] = [];
  const held: (() => void)[] = [];
  let hold = false;
  const auth = {
    api: {
      async getSession({ headers }: { headers: Headers }) {
        const cookie = headers.get('cookie') ?? '';
        calls.push(cookie);
        if (hold) {
          hold = false;
          await new Promise<void>((r) => held.push(r));
        }
        const userId = sessions.get(cookie);
        if (!userId) return null;
        return { user: { id: userId }, session: { expiresAt: new Date(Date.now() + 86_400_000) } };
      },
    },
  } as unknown as Auth;
  return {
    auth,
    calls,
    holdNext() {
      hold = true;
    },
    release() {
      for (const r of held.splice(0)) r();
    },
  };
}

const withCookie = (cookie: string) => new Headers({ cookie });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('session reader', () => {
  it('asks once for many requests that carry the same cookie at the same moment', async () => {
    const fake = fakeAuth(new Map([['a=1', 'amy']]));
    const reader = createSessionReader(fake.auth);
    fake.holdNext();
    const answers = Array.from({ length: 50 }, () => reader.userId(withCookie('a=1')));
    await tick();
    fake.release();
    expect(await Promise.all(answers)).toEqual(Array(50).fill('amy'));
    expect(fake.calls).toHaveLength(1);
  });

  it('remembers a session for its time, then asks again; an unknown cookie is never remembered', async () => {
    let clock = 1_000;
    const fake = fakeAuth(new Map([['a=1', 'amy']]));
    const reader = createSessionReader(fake.auth, { ttlMs: 10_000, now: () => clock });
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    clock += 5_000;
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    expect(fake.calls).toHaveLength(1);
    clock += 6_000;
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    expect(fake.calls).toHaveLength(2);
    expect(await reader.userId(withCookie('b=2'))).toBeNull();
    expect(await reader.userId(withCookie('b=2'))).toBeNull();
    expect(fake.calls).toHaveLength(4);
  });

  it('renews an entry in the background near its end, and drops it if the session has ended', async () => {
    let clock = 1_000;
    const sessions = new Map([['a=1', 'amy']]);
    const fake = fakeAuth(sessions);
    const reader = createSessionReader(fake.auth, { ttlMs: 10_000, now: () => clock });
    await reader.userId(withCookie('a=1'));
    clock += 9_000;
    // Still valid: answered at once, and renewed behind the scenes (only once).
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    await tick();
    expect(fake.calls).toHaveLength(2);
    clock += 5_000; // past the first entry's end, within the renewed one
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    expect(fake.calls).toHaveLength(2);
    // The session ends elsewhere: the next renewal finds out and forgets it.
    sessions.delete('a=1');
    clock += 4_500;
    expect(await reader.userId(withCookie('a=1'))).toBe('amy');
    await tick();
    expect(await reader.userId(withCookie('a=1'))).toBeNull();
  });

  it('forgets everything on invalidate, including a lookup under way', async () => {
    const sessions = new Map([['a=1', 'amy']]);
    const fake = fakeAuth(sessions);
    const reader = createSessionReader(fake.auth);
    fake.holdNext();
    const early = reader.userId(withCookie('a=1'));
    await tick();
    sessions.delete('a=1');
    reader.invalidate();
    // A request after the invalidation does not ride on the lookup that began before it.
    const late = reader.userId(withCookie('a=1'));
    fake.release();
    await early;
    expect(await late).toBeNull();
    expect(await reader.userId(withCookie('a=1'))).toBeNull();
  });
});
