import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SafetyPlan } from '../../features/safety-plan/components/safety-plan';

export default function SafetyPlanRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar no-print">
        <Link className="btn btn-secondary btn-sm" to={paths.copingSkills}>
          <ArrowLeft aria-hidden="true" size={18} />
          Back to Coping Skills Toolbox
        </Link>
      </div>
      <h1>My safety plan</h1>
      <SafetyPlan />
    </main>
  );
}
