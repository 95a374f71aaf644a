import { useAuth } from '@/lib/auth-context';
import { InitialsAvatar } from './initials-avatar';
import '../profile.css';

export const GUEST_NAME = 'Guest User';
export const GUEST_EMAIL = 'guest@example.com';

/** The user's photo, name, email and user ID; a guest placeholder without a user. */
export function ProfileCard() {
  const { user } = useAuth();
  const name = user ? user.displayName || user.email.split('@')[0] || 'Mentora user' : GUEST_NAME;
  const email = user ? user.email : GUEST_EMAIL;
  return (
    <section className="card profile-card" aria-labelledby="profile-name">
      <div className="profile-photo">
        {user?.photoURL ? (
          <img src={user.photoURL} alt={name} width={96} height={96} referrerPolicy="no-referrer" />
        ) : (
          <InitialsAvatar name={user ? name : GUEST_NAME} email={user?.email ?? null} />
        )}
      </div>
      <h2 id="profile-name">{name}</h2>
      <dl className="profile-details">
        <div>
          <dt>Name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>User ID</dt>
          <dd className="profile-uid">{user ? user.uid : 'Not signed in'}</dd>
        </div>
      </dl>
      {user ? null : (
        <p className="muted">
          You&apos;re using Mentora as a guest. Everything you save stays in this browser.
        </p>
      )}
    </section>
  );
}
