import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ProfileCard } from '../../features/profile/components/profile-card';

export default function ProfileRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.chat}>
          Back
        </Link>
      </div>
      <h1>Profile</h1>
      <ProfileCard />
    </main>
  );
}
