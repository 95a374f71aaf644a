import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('fetches once: a second load joins the first, and later loads get the same value', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'dialog' }));
    const m = lazyModule(importer);
    expect(m.get()).toBeNull();
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(a).toBe(b);
    expect(await m.load()).toBe(a);
    expect(m.get()).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners when the code arrives, and not after they have left', async () => {
    const m = lazyModule(() => Promise.resolve(42));
    const stays = vi.fn();
    const leaves = vi.fn();
    m.subscribe(stays);
    m.subscribe(leaves)();
    await m.load();
    expect(stays).toHaveBeenCalledTimes(1);
    expect(leaves).not.toHaveBeenCalled();
  });

  it('forgets a failed fetch: the next load tries again, and nothing is announced for the failure', async () => {
    let fail = true;
    const importer = vi.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok'),
    );
    const m = lazyModule(importer);
    const listener = vi.fn();
    m.subscribe(listener);
    await expect(m.load()).rejects.toThrow('offline');
    expect(m.get()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    fail = false;
    await expect(m.load()).resolves.toBe('ok');
    expect(m.get()).toBe('ok');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
