import { useSyncExternalStore } from 'react';
import type { UpdateStore } from '../update-store';
import '../pwa.css';

export const UPDATE_AVAILABLE = 'A new version is available';

/**
 * Tells the person a new version is ready. It never takes focus and never reloads by itself:
 * only the Reload button does, and what is typed on the page is kept across it.
 */
export function UpdateNotice({ store }: { store: UpdateStore }) {
  const { available, reloading } = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  return (
    // The live region is always present so the message is announced when it appears.
    <div role="status" className="update-notice-host">
      {available ? (
        <div className="update-notice">
          <p className="update-notice-text">
            <strong>{UPDATE_AVAILABLE}</strong>
            <span className="muted">
              Reload when you&apos;re ready. What you&apos;ve written stays.
            </span>
          </p>
          <div className="update-notice-actions">
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => store.reload()}
              disabled={reloading}
            >
              {reloading ? 'Reloading…' : 'Reload'}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => store.dismiss()}
              disabled={reloading}
            >
              Later
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
