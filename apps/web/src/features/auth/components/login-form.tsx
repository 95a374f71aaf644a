import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  authErrorMessage,
  getServerConfig,
  signInEmail,
  signInGoogle,
  signUpEmail,
} from '@/lib/auth-client';
import { useAuth } from '@/lib/auth-context';
import { useKeptEarlyValue } from '@/lib/kept-early-value';
import { PasswordInput } from './password-input';
import { ErrorBox } from '@/components/ui/error-box';
import { whileBusy } from '@/lib/while-busy';
import '../auth.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const GOOGLE_NOT_SET_UP =
  "Google sign-in isn't set up on this server. Please use your email and password.";

/** Login and Sign Up, switched by a link (the mode lives in the URL: /login?mode=signup). */
export function LoginForm() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const title = mode === 'signup' ? 'Sign Up' : 'Login';
  // The browser's title follows the mode, as the heading does (the page set it from the heading
  // as it arrived; the mode is in the query, so switching it is no new page).
  // Switched by its link, the heading takes the focus: a screen reader says the form is now
  // the other one, and the next Tab starts at its first field.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    document.title = `${title} – Mentora`;
    if (shownTitle.current !== title) heading.current?.focus();
    shownTitle.current = title;
  }, [title]);
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Typed into the prerendered page before the code arrived: kept.
  const emailRef = useRef<HTMLInputElement>(null);
  useKeptEarlyValue(emailRef, email, setEmail);
  const [confirm, setConfirm] = useState('');
  // An error belongs to the mode it happened in, so toggling the mode clears it. One about a
  // field (`field`, its id) marks it invalid, names the error on it and takes focus there.
  const [failure, setFailure] = useState<{ mode: string; message: string; field?: string } | null>(
    null,
  );
  const error = failure?.mode === mode ? failure.message : '';
  const setError = (message: string) => setFailure(message ? { mode, message } : null);
  const wrong = (id: string) =>
    error && failure?.field === id
      ? ({ 'aria-invalid': true, 'aria-describedby': 'auth-error' } as const)
      : {};
  const [submitting, setSubmitting] = useState(false);
  const [minLength, setMinLength] = useState(6);

  useEffect(() => {
    getServerConfig()
      .then((c) => setMinLength(c.passwordMinLength))
      .catch(() => {});
  }, []);

  const fail = (message: string, cause?: unknown) => {
    setError(message);
    console.warn(`[auth] ${mode} failed: ${message}`, cause ?? '');
  };
  /** A field to put right: named as invalid, and focused, so the next keystroke mends it. */
  const failAt = (field: string, message: string) => {
    setFailure({ mode, message, field });
    console.warn(`[auth] ${mode} failed: ${message}`);
    document.getElementById(field)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setError('');
    if (mode === 'signup' && !username.trim()) {
      return failAt('auth-username', 'Please enter a username.');
    }
    if (!EMAIL.test(email.trim()))
      return failAt('auth-email', 'Please enter a valid email address.');
    if (mode === 'signup') {
      if (password !== confirm) return failAt('auth-confirm', 'Passwords do not match');
      if (password.length < minLength) {
        return failAt(
          'auth-password',
          `Your password is too short. Please use at least ${minLength} characters.`,
        );
      }
    }
    const user = await whileBusy(setSubmitting, () =>
      (mode === 'signup'
        ? signUpEmail(username.trim(), email.trim(), password)
        : signInEmail(email.trim(), password)
      ).catch((err: unknown) => {
        fail(authErrorMessage(err, minLength), err);
        return null;
      }),
    );
    if (!user) return;
    setUser(user);
    void navigate(paths.chat);
  };

  const google = async () => {
    setError('');
    try {
      const cfg = await getServerConfig();
      if (!cfg.googleEnabled) return fail(GOOGLE_NOT_SET_UP);
      await signInGoogle();
    } catch (err) {
      fail(authErrorMessage(err, minLength), err);
    }
  };

  return (
    <div className="auth-card card">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="muted">
        {mode === 'signup'
          ? 'Create an account to keep your journal, moods and skills on every device.'
          : 'Welcome back. Log in to see your things on this device.'}
      </p>
      <ErrorBox message={error} id="auth-error" />
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-describedby={error ? 'auth-error' : undefined}
      >
        {mode === 'signup' ? (
          <div className="field">
            <label htmlFor="auth-username">Username</label>
            <input
              id="auth-username"
              className="input"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="nickname"
              required
              disabled={submitting}
              maxLength={80}
              {...wrong('auth-username')}
            />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="auth-email">Email</label>
          <input
            ref={emailRef}
            id="auth-email"
            className="input"
            type="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete={mode === 'signup' ? 'email' : 'username'}
            required
            disabled={submitting}
            maxLength={254}
            {...wrong('auth-email')}
          />
        </div>
        <PasswordInput
          id="auth-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          disabled={submitting}
          {...wrong('auth-password')}
        />
        {mode === 'signup' ? (
          <PasswordInput
            id="auth-confirm"
            label="Confirm password"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            disabled={submitting}
            {...wrong('auth-confirm')}
          />
        ) : null}
        <button type="submit" className="btn auth-submit" disabled={submitting}>
          {submitting ? 'Processing...' : title}
        </button>
        {submitting ? (
          <p role="status" className="muted auth-wait">
            Please wait...
          </p>
        ) : null}
      </form>
      <div className="auth-divider" aria-hidden="true">
        <span>or</span>
      </div>
      <button
        type="button"
        className="btn btn-secondary auth-google"
        onClick={() => void google()}
        disabled={submitting}
      >
        Login with Google
      </button>
      <p className="auth-switch">
        {submitting ? (
          <span className="muted">
            {mode === 'signup'
              ? 'Already have an account? Login'
              : "Don't have an account? Sign Up"}
          </span>
        ) : (
          <Link to={mode === 'signup' ? paths.login : `${paths.login}?mode=signup`} replace>
            {mode === 'signup'
              ? 'Already have an account? Login'
              : "Don't have an account? Sign Up"}
          </Link>
        )}
      </p>
    </div>
  );
}
