import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SleepWell } from '../../features/sleep/components/sleep-well';
import { UrgentHelpButton } from '../../features/safety/components/urgent-help-button';

export default function SleeptoolRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.selfCare}>
          Back to Self-Care
        </Link>
        <UrgentHelpButton />
      </div>
      <div className="card sleep-card">
        <h1>Sleep Well</h1>
        <SleepWell />
        <div className="sleep-done">
          <Link className="btn" to={paths.selfCare}>
            Got it!
          </Link>
        </div>
      </div>
    </main>
  );
}
