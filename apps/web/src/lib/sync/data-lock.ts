/** The name of the lock every tab of this site shares over the user's data. */
export const DATA_LOCK = 'mentora-user-data';

/**
 * Runs `task` holding the lock on the user's data that every tab of this browser shares (the
 * Web Locks API): a sync round holds it shared, so tabs still sync side by side, and deleting
 * the data holds it alone, so no tab's sync request is on its way while the account's copy is
 * deleted, and none starts before this device's copy is gone too. Where the browser has no Web
 * Locks, `task` just runs: within one tab, pausing the sync engine still keeps the two apart.
 */
export function withDataLock<T>(mode: 'shared' | 'exclusive', task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Older browsers and test environments have no `navigator.locks`.
  if (typeof locks?.request !== 'function') return task();
  return locks.request(DATA_LOCK, { mode }, task);
}
