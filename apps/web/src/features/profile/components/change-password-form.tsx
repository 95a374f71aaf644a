import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, changePassword, getServerConfig } from '@/lib/auth-client';
import { useAuth } from '@/lib/auth-context';
import { PASSWORD_ERRORS, checkPasswordChange } from '../lib/account-rules';
import { ErrorBox } from '@/components/ui/error-box';
import { whileBusy } from '@/lib/while-busy';
import '../profile.css';

const EMPTY = { current: '', next: '', confirm: '' };
const DONE =
  'Your password has been changed. Any other devices that were signed in to your account have been signed out.';

/** Changes the password of a signed-in user; every other session is signed out. */
export function ChangePasswordForm() {
  const { user } = useAuth();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [minLength, setMinLength] = useState(6);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');

  useEffect(() => {
    getServerConfig()
      .then((c) => setMinLength(c.passwordMinLength))
      .catch(() => {
        /* offline: the server checks the length anyway */
      });
  }, []);

  if (!user) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    const problem = checkPasswordChange(form, minLength);
    if (problem) {
      setError(problem);
      // The field to mend takes focus, as in the other forms: the first one left empty, else
      // the confirmation that does not match, else the new password.
      const mend =
        (['current', 'next', 'confirm'] as const).find((k) => form[k] === '') ??
        (problem === PASSWORD_ERRORS.mismatch ? 'confirm' : 'next');
      document.getElementById(`${id}-${mend}`)?.focus();
      return;
    }
    setError('');
    await whileBusy(setBusy, async () => {
      try {
        await changePassword(form.current, form.next);
        setForm(EMPTY);
        setSaved(DONE);
      } catch (err) {
        setError(
          err instanceof ApiError && err.code === 'INVALID_PASSWORD'
            ? PASSWORD_ERRORS.wrongCurrent
            : authErrorMessage(err, minLength),
        );
      }
    });
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        value={form[key]}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </div>
  );

  return (
    <section className="card account-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Change password</h2>
      <p className="muted">
        You&apos;ll stay signed in here; every other device will need to log in again.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {field('current', 'Current password', 'current-password')}
        {field('next', 'New password', 'new-password')}
        {field('confirm', 'Confirm new password', 'new-password')}
        <ErrorBox message={error} />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </button>
        <p role="status" className="data-status">
          {saved}
        </p>
      </form>
    </section>
  );
}
