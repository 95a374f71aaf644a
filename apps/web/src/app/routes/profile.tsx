import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { EditNameForm } from '../../features/profile/components/edit-name-form';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useAuth } from '../../lib/auth-context';

export default function ProfileRoute() {
  const { user } = useAuth();
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.chat}>
          Back
        </Link>
      </div>
      <h1>Profile</h1>
      <ProfileCard />
      {user ? (
        <div className="account-forms">
          <EditNameForm key={user.uid} />
          <ChangePasswordForm />
        </div>
      ) : null}
    </main>
  );
}
