/**
 * The update notice's state: a tiny external store (for useSyncExternalStore) and the Reload
 * action. Nothing here reloads the page unless the person presses Reload.
 */

export interface UpdateState {
  /** A new version is installed and waiting for the person to reload. */
  available: boolean;
  /** Reload was pressed and the page is about to reload. */
  reloading: boolean;
}

type Listener = () => void;

/** A tiny external store (for useSyncExternalStore) plus the action the notice calls. */
export interface UpdateStore {
  getState(): UpdateState;
  subscribe(listener: Listener): () => void;
  /** Marks a new version as waiting. */
  setAvailable(): void;
  /** Switches to the waiting version and reloads, keeping what the person has typed. */
  reload(): void;
  /** Hides the notice for now (it comes back on the next visit while the update still waits). */
  dismiss(): void;
}

export interface UpdateDeps {
  /** Activates the waiting worker (resolves once the message is sent). */
  activate(): Promise<void>;
  /** Keeps what is typed into the page's fields and reloads. */
  keepAndReload(): void;
  /** Is a new worker actually waiting? When not, Reload simply reloads. */
  hasWaiting(): boolean;
  /** Waits before reloading anyway if the new worker never takes control. */
  setTimeout(fn: () => void, ms: number): unknown;
}

/** How long Reload waits for the new worker to take control before reloading regardless. */
export const ACTIVATE_TIMEOUT_MS = 4000;

const HIDDEN: UpdateState = { available: false, reloading: false };

export function createUpdateStore(deps: () => UpdateDeps): UpdateStore {
  let available = false;
  let reloading = false;
  let dismissed = false;
  let view = HIDDEN;
  const listeners = new Set<Listener>();
  const changed = () => {
    const next = dismissed && !reloading ? HIDDEN : { available, reloading };
    if (next.available === view.available && next.reloading === view.reloading) return;
    view = next;
    for (const l of listeners) l();
  };
  return {
    getState: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setAvailable() {
      available = true;
      changed();
    },
    dismiss() {
      dismissed = true;
      changed();
    },
    reload() {
      if (reloading) return;
      reloading = true;
      changed();
      const d = deps();
      if (!d.hasWaiting()) {
        d.keepAndReload();
        return;
      }
      // The new worker takes control, then onNeedReload (below) reloads the page.
      d.setTimeout(() => d.keepAndReload(), ACTIVATE_TIMEOUT_MS);
      d.activate().catch(() => d.keepAndReload());
    },
  };
}
