import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PrivacyNotice } from '../../features/privacy/components/privacy-notice';

export default function PrivacyRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.chat}>
          Back
        </Link>
        <Link className="btn btn-ghost btn-sm" to={paths.settings}>
          Settings
        </Link>
      </div>
      <h1>Privacy</h1>
      <PrivacyNotice />
    </main>
  );
}
