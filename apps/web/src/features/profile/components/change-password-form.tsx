import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, changePassword, getServerConfig } from '@/lib/auth-client';
import { useAuth } from '@/lib/auth-context';
import { PASSWORD_ERRORS, checkPasswordChange } from '../lib/account-rules';
import { ErrorBox } from '@/components/ui/error-box';
import { whileBusy } from '@/lib/while-busy';
import '../profile.css';

const EMPTY = { current: '', next: '', confirm: '' };
type Field = keyof typeof EMPTY;
const DONE =
  'Your password has been changed. Any other devices that were signed in to your account have been signed out.';

/** The fields a problem found before sending is about: the ones to mend. */
function fieldsOf(problem: string, form: typeof EMPTY): Field[] {
  if (problem === PASSWORD_ERRORS.missing) {
    return (['current', 'next', 'confirm'] as const).filter((k) => form[k] === '');
  }
  return [problem === PASSWORD_ERRORS.mismatch ? 'confirm' : 'next'];
}

/** The field the server's refusal is about, if it is about one. */
function fieldOfRefusal(err: unknown): Field[] {
  if (!(err instanceof ApiError)) return [];
  if (err.code === 'INVALID_PASSWORD') return ['current'];
  return err.code === 'PASSWORD_TOO_SHORT' || err.code === 'PASSWORD_TOO_LONG' ? ['next'] : [];
}

/** Changes the password of a signed-in user; every other session is signed out. */
export function ChangePasswordForm() {
  const { user } = useAuth();
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [minLength, setMinLength] = useState(6);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The fields the error is about: only those are marked invalid.
  const [wrong, setWrong] = useState<Field[]>([]);
  const [saved, setSaved] = useState('');
  const submitButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    getServerConfig()
      .then((c) => setMinLength(c.passwordMinLength))
      .catch(() => {
        /* offline: the server checks the length anyway */
      });
  }, []);

  if (!user) return null;

  /** Shows the error, marks the fields it is about, and gives the first of them the focus. */
  const fail = (message: string, fields: Field[]) => {
    setError(message);
    setWrong(fields);
    if (fields[0]) document.getElementById(`${id}-${fields[0]}`)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSaved('');
    const problem = checkPasswordChange(form, minLength);
    if (problem) {
      // The field to mend takes focus, as in the other forms: the first one left empty, else
      // the confirmation that does not match, else the new password.
      fail(problem, fieldsOf(problem, form));
      return;
    }
    setError('');
    setWrong([]);
    const refused = await whileBusy(
      (on) => {
        if (!on) return setBusy(false);
        // While it saves, the fields are disabled and the button, which says 'Saving...', keeps
        // the focus: a field sent with Enter would otherwise drop it to the page.
        flushSync(() => setBusy(true));
        submitButton.current?.focus();
      },
      async () => {
        try {
          await changePassword(form.current, form.next);
          setForm(EMPTY);
          setSaved(DONE);
          return null;
        } catch (err) {
          const message =
            err instanceof ApiError && err.code === 'INVALID_PASSWORD'
              ? PASSWORD_ERRORS.wrongCurrent
              : authErrorMessage(err, minLength);
          return { message, fields: fieldOfRefusal(err) };
        }
      },
    );
    // (once the fields can take focus again)
    if (refused) fail(refused.message, refused.fields);
  };

  const field = (key: Field, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        value={form[key]}
        disabled={busy}
        aria-invalid={wrong.includes(key) ? true : undefined}
        aria-describedby={wrong.includes(key) ? `${id}-error` : undefined}
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
        <ErrorBox id={`${id}-error`} message={error} />
        <button
          ref={submitButton}
          type="submit"
          className="btn"
          aria-disabled={busy ? true : undefined}
        >
          {busy ? 'Saving...' : 'Change password'}
        </button>
        <p role="status" className="data-status">
          {saved}
        </p>
      </form>
    </section>
  );
}
