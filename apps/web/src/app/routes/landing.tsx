import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { UrgentHelpTrigger } from '@/features/safety/components/urgent-help-trigger';
import { useAuth } from '@/lib/auth-context';
import './landing.css';

export interface LandingProps {
  /** Optional guest-mode callback, called before going to the chat. */
  onGuestMode?: () => void;
}

export default function Landing({ onGuestMode }: LandingProps) {
  const navigate = useNavigate();
  const { enterGuestMode } = useAuth();
  const startAsGuest = () => {
    (onGuestMode ?? enterGuestMode)();
    void navigate(paths.chat);
  };
  return (
    <main className="landing" id="main">
      <div className="landing-card">
        <div className="landing-mark" aria-hidden="true">
          <svg viewBox="0 0 64 64" width="72" height="72">
            <circle cx="32" cy="32" r="30" fill="var(--color-surface-2)" />
            <path
              d="M32 49c-9-6-16-12-16-21a9 9 0 0 1 16-6 9 9 0 0 1 16 6c0 9-7 15-16 21z"
              fill="var(--color-primary)"
            />
          </svg>
        </div>
        <h1>A calm place to talk things through</h1>
        <p className="landing-tagline">
          Chat with a friendly mentor, check in with your mood, and find small things that help, at
          your own pace.
        </p>
        <div className="landing-actions">
          <button type="button" className="btn" onClick={startAsGuest}>
            Start Chat as Guest
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate(paths.login)}
          >
            Login
          </button>
        </div>
        <p className="landing-note muted">
          As a guest, everything you write stays in this browser. The mentors are automated,
          scripted companions, not people. Mentora is for self-help and is not a substitute for
          professional care or emergency help.{' '}
          <a href={paths.privacy}>How Mentora keeps your data private</a>
        </p>
        <UrgentHelpTrigger className="btn btn-ghost btn-sm">Need urgent help?</UrgentHelpTrigger>
      </div>
    </main>
  );
}
