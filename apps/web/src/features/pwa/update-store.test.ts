import { describe, expect, it, vi } from 'vitest';
import { ACTIVATE_TIMEOUT_MS, createUpdateStore, type UpdateDeps } from './update-store';

function setup(overrides: Partial<UpdateDeps> = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const deps = {
    activate: vi.fn(() => Promise.resolve()),
    keepAndReload: vi.fn(),
    hasWaiting: vi.fn(() => true),
    setTimeout: vi.fn((fn: () => void, ms: number) => timers.push({ fn, ms })),
    ...overrides,
  };
  const store = createUpdateStore(() => deps);
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, deps, timers, listener };
}

describe('the update store', () => {
  it('starts hidden and shows once a new version is waiting', () => {
    const { store, listener } = setup();
    expect(store.getState()).toEqual({ available: false, reloading: false });
    store.setAvailable();
    expect(store.getState()).toEqual({ available: true, reloading: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot while nothing changes (as useSyncExternalStore needs)', () => {
    const { store, listener } = setup();
    store.setAvailable();
    const a = store.getState();
    store.setAvailable();
    expect(store.getState()).toBe(a);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never reloads on its own: only reload() does', async () => {
    const { store, deps } = setup();
    store.setAvailable();
    await Promise.resolve();
    expect(deps.activate).not.toHaveBeenCalled();
    expect(deps.keepAndReload).not.toHaveBeenCalled();
  });

  it('Reload activates the waiting worker and, if it never takes over, reloads after a while', async () => {
    const { store, deps, timers } = setup();
    store.setAvailable();
    store.reload();
    expect(store.getState()).toEqual({ available: true, reloading: true });
    expect(deps.activate).toHaveBeenCalledTimes(1);
    expect(deps.keepAndReload).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([ACTIVATE_TIMEOUT_MS]);
    expect(ACTIVATE_TIMEOUT_MS).toBe(4000);
    timers[0]!.fn();
    expect(deps.keepAndReload).toHaveBeenCalledTimes(1);
    // A second press while reloading does nothing more.
    store.reload();
    expect(deps.activate).toHaveBeenCalledTimes(1);
  });

  it('reloads straight away when no worker is waiting (another tab already switched)', () => {
    const { store, deps } = setup({ hasWaiting: () => false });
    store.setAvailable();
    store.reload();
    expect(deps.activate).not.toHaveBeenCalled();
    expect(deps.keepAndReload).toHaveBeenCalledTimes(1);
  });

  it('reloads if activating fails', async () => {
    const { store, deps } = setup({ activate: vi.fn(() => Promise.reject(new Error('gone'))) });
    store.setAvailable();
    store.reload();
    await vi.waitFor(() => expect(deps.keepAndReload).toHaveBeenCalledTimes(1));
  });

  it('Later hides the notice for now', () => {
    const { store, deps } = setup();
    store.setAvailable();
    store.dismiss();
    expect(store.getState()).toEqual({ available: false, reloading: false });
    store.setAvailable();
    expect(store.getState().available).toBe(false);
    expect(deps.keepAndReload).not.toHaveBeenCalled();
  });

  it('unsubscribed listeners hear nothing more', () => {
    const { store } = setup();
    const other = vi.fn();
    const off = store.subscribe(other);
    off();
    store.setAvailable();
    expect(other).not.toHaveBeenCalled();
  });
});
