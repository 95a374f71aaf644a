import { Cloud, CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { refusedMessage } from '@mentora/domain/sync-refused';
import { useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-context';
import { getSyncStatus, retrySync, subscribeSyncStatus } from '@/lib/sync/status-store';
import '../sync.css';

/** A small, calm sync status for signed-in users: synced, offline, syncing, or an error with Retry. */
export function SyncStatusIndicator() {
  const { isAuthenticated } = useAuth();
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
  if (!isAuthenticated) return null;
  let content;
  switch (status.state) {
    case 'synced': {
      const kept = refusedMessage(status.refused ?? []);
      content = kept ? (
        <>
          <TriangleAlert aria-hidden="true" size={16} />
          <span title={kept}>Not all synced</span>
          <span className="visually-hidden">{kept}</span>
        </>
      ) : (
        <>
          <Cloud aria-hidden="true" size={16} /> Synced
        </>
      );
      break;
    }
    case 'offline':
      content = (
        <>
          <CloudOff aria-hidden="true" size={16} /> Offline
        </>
      );
      break;
    case 'error':
      content = (
        <>
          <TriangleAlert aria-hidden="true" size={16} />
          <span title={status.message}>Sync error</span>
          <button type="button" className="sync-retry" onClick={retrySync}>
            Retry
          </button>
          <span className="visually-hidden">{status.message}</span>
        </>
      );
      break;
    case 'syncing':
      content = (
        <>
          <RefreshCw aria-hidden="true" size={16} className="sync-spin" /> Syncing…
        </>
      );
      break;
    default:
      content = null;
  }
  // Only what needs the person's attention is announced (offline, an error, not all synced):
  // 'Syncing…' and 'Synced' after every save and every minute would talk over what they read.
  const routine =
    status.state === 'syncing' || (status.state === 'synced' && !status.refused?.length);
  return (
    <div className={`sync-status sync-${status.state}`} role="group" aria-label="Sync status">
      {routine ? content : null}
      <span role="status">{routine ? null : content}</span>
    </div>
  );
}
