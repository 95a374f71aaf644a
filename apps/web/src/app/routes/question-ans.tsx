import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { GroundingExercise } from '../../features/grounding/components/grounding-exercise';
import { UrgentHelpButton } from '../../features/safety/components/urgent-help-button';

export default function QuestionAnsRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.selfCare}>
          Back to Self-Care
        </Link>
        <UrgentHelpButton />
      </div>
      <div className="card grounding-card">
        <h1>Grounding Exercise</h1>
        <GroundingExercise />
      </div>
    </main>
  );
}
