/** The sync status shown in the header. Kept tiny: the engine itself loads lazily. */
export type SyncStatus =
  | { state: 'idle' }
  | { state: 'syncing' }
  | {
      state: 'synced';
      at: number;
      /** Records kept on this device only, because the account could not take them. */
      refused?: ReadonlyArray<{ kind: string; key: string; reason: string }>;
    }
  | { state: 'offline' }
  | { state: 'error'; message: string };

let status: SyncStatus = { state: 'idle' };
const listeners = new Set<() => void>();
let retry: (() => void) | null = null;

export function getSyncStatus(): SyncStatus {
  return status;
}

export function setSyncStatus(next: SyncStatus) {
  status = next;
  listeners.forEach((l) => l());
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSyncRetry(fn: (() => void) | null) {
  retry = fn;
}

export function retrySync() {
  retry?.();
}
