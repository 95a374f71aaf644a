import { Link } from 'react-router';
import { paths } from '../../config/paths';

export default function SafetyPlanRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.chat}>
          Back
        </Link>
      </div>
      <h1>My safety plan</h1>
    </main>
  );
}
