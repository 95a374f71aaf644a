import { UserX } from 'lucide-react';
import { ErrorBox } from '@/components/ui/error-box';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, deleteAccount } from '@/lib/auth-client';
import { useAuth } from '@/lib/auth-context';
import { clearDeviceData } from '@/lib/sync/local-data';
import { whileBusy } from '@/lib/while-busy';
import { WhatGoes } from './what-goes';
import '../user-data.css';

function failure(err: unknown): string {
  if (err instanceof ApiError && err.code === 'INVALID_PASSWORD') {
    return "That password isn't right, so your account was not deleted. Please try again.";
  }
  return authErrorMessage(err);
}

/**
 * 'Delete my account': the account, every session and all its data on the server, after the
 * password is confirmed. Then the user is signed out here and back on the landing page.
 */
export function DeleteAccount() {
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [alsoDevice, setAlsoDevice] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!user) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password === '') {
      setError('Please enter your password to confirm.');
      return;
    }
    setError('');
    const deleted = await whileBusy(setBusy, () =>
      deleteAccount(password).then(
        () => true,
        (err: unknown) => {
          setError(failure(err));
          return false;
        },
      ),
    );
    if (!deleted) return;
    if (alsoDevice) clearDeviceData();
    setUser(null);
    void navigate(paths.landing, { replace: true });
  };

  return (
    <div className="data-block">
      <h3>Delete my account</h3>
      <p className="muted">
        Close your Mentora account for good, with everything it keeps on the server.
      </p>
      <div className="data-actions">
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            setPassword('');
            setError('');
            setOpen(true);
          }}
        >
          <UserX aria-hidden="true" size={18} /> Delete my account
        </button>
      </div>
      <LazyDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete my account?"
        alert
        description={
          <>
            <p className="muted">{`This permanently deletes your account (${user.email}):`}</p>
            <ul className="what-goes">
              <li>your sign-in details: your email, name and password</li>
              <li>every session, so every device is signed out</li>
              <li>all the data saved to your account</li>
            </ul>
            <p>This can&apos;t be undone.</p>
          </>
        }
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <div className="check-row">
            <input
              id={`${id}-device`}
              type="checkbox"
              checked={alsoDevice}
              disabled={busy}
              onChange={(e) => setAlsoDevice(e.target.checked)}
            />
            <label htmlFor={`${id}-device`}>Also delete my data on this device</label>
          </div>
          {alsoDevice ? (
            <div className="what-goes-device">
              <p className="muted">On this device, that removes:</p>
              <WhatGoes />
            </div>
          ) : (
            <p className="muted">
              What is on this device stays here, and you can keep using Mentora as a guest.
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-password`}>Your password</label>
            <input
              id={`${id}-password`}
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              required
              aria-invalid={error ? true : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
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
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </form>
      </LazyDialog>
    </div>
  );
}
