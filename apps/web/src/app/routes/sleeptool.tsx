import { Link } from 'react-router';
import { paths } from '../../config/paths';

export default function SleeptoolRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.chat}>
          Back
        </Link>
      </div>
      <h1>Sleep Well</h1>
    </main>
  );
}
