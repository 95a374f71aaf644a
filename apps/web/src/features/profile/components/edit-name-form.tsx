import { useId, useState, type FormEvent } from 'react';
import { authErrorMessage, updateDisplayName } from '@/lib/auth-client';
import { useAuth } from '@/lib/auth-context';
import { CharCount } from '@/components/ui/char-count';
import { whileBusy } from '@/lib/while-busy';
import { checkDisplayName, NAME_ERRORS, NAME_MAX } from '../lib/account-rules';
import '../profile.css';

/** Lets a signed-in user change the name shown on their profile. */
export function EditNameForm() {
  const { user, setUser } = useAuth();
  const id = useId();
  const [name, setName] = useState(user?.displayName ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  if (!user) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    const checked = checkDisplayName(name);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError('');
    await whileBusy(setBusy, async () => {
      try {
        await updateDisplayName(checked.name);
        setUser({ ...user, displayName: checked.name });
        setName(checked.name);
        setSaved('Your name has been updated.');
      } catch (err) {
        setError(authErrorMessage(err));
      }
    });
  };

  return (
    <section className="card account-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your name</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Display name</label>
          <input
            id={`${id}-name`}
            className="input"
            autoComplete="name"
            value={name}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
            onChange={(e) => {
              setName(e.target.value);
              // Over the limit, the name says so as it is typed (nothing is cut off).
              const over = e.target.value.trim().length > NAME_MAX;
              if (over) setError(NAME_ERRORS.tooLong);
              else if (error === NAME_ERRORS.tooLong) setError('');
            }}
          />
          <CharCount id={`${id}-count`} text={name} max={NAME_MAX} />
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving...' : 'Save name'}
        </button>
        <p role="status" className="data-status">
          {saved}
        </p>
      </form>
    </section>
  );
}
