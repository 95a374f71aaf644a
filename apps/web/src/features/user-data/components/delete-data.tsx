import { Trash2 } from 'lucide-react';
import { ErrorBox } from '@/components/ui/error-box';
import { useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { clearDeviceData } from '@/lib/sync/local-data';
import { whileBusy } from '@/lib/while-busy';
import { deleteAccountData } from '../lib/user-data';
import { WhatGoes } from './what-goes';
import '../user-data.css';

function accountFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) {
    return "You're offline, so the copy on your account couldn't be deleted. Nothing was deleted: please try again when you're back online.";
  }
  return "The copy on your account couldn't be deleted just now, so nothing was deleted. Please try again.";
}

/** 'Delete my data': everything on this device and, when signed in, on the account. */
export function DeleteData() {
  const { user, setUser } = useAuth();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const remove = async () => {
    setError('');
    const deleted = await whileBusy(setBusy, async () => {
      let resumeSync = () => {};
      if (user) {
        // A sync request already on its way could otherwise reach the server after the delete
        // and put back what it carried: syncing waits until both copies are gone.
        try {
          const { pauseSync } = await import('@/lib/sync/sync-engine');
          resumeSync = await pauseSync();
          await deleteAccountData();
        } catch (err) {
          resumeSync();
          setError(accountFailure(err));
          return false;
        }
      }
      clearDeviceData();
      // Still signed in: keep this device's note of who that is.
      if (user) setUser(user);
      resumeSync();
      return true;
    });
    if (!deleted) return;
    setOpen(false);
    setDone(
      user
        ? 'Your data has been deleted from this device and from your account.'
        : 'Your data has been deleted from this device.',
    );
  };

  return (
    <div className="data-block">
      <h3>Delete my data</h3>
      <p className="muted">
        {user
          ? 'Remove everything Mentora keeps for you, on this device and on your account. Your account itself stays.'
          : 'Remove everything Mentora keeps for you in this browser.'}
      </p>
      <div className="data-actions">
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            setError('');
            setDone('');
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" size={18} /> Delete my data
        </button>
      </div>
      <p role="status" className="data-status">
        {done}
      </p>
      <LazyDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete my data?"
        alert
        description={
          <>
            <p className="muted">
              {user
                ? `This permanently deletes, from this device and from your account (${user.email}):`
                : 'This permanently deletes, from this browser:'}
            </p>
            <WhatGoes />
            <p>
              {user
                ? 'You stay signed in, and your account stays. Your other devices signed in to it remove it too when they next sync. '
                : 'As a guest, nothing of yours was ever stored anywhere else. '}
              This can&apos;t be undone, so you may want to export your data first.
            </p>
          </>
        }
      >
        <ErrorBox message={error} />
        <div className="dialog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => setOpen(false)}
            data-autofocus
          >
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => void remove()}
          >
            {busy ? 'Deleting...' : 'Delete my data'}
          </button>
        </div>
      </LazyDialog>
    </div>
  );
}
