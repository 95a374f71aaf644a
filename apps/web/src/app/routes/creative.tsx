import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CreativePrompts } from '../../features/creative/components/creative-prompts';
import { UrgentHelpButton } from '../../features/safety/components/urgent-help-button';

export default function CreativeRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.selfCare}>
          Back to Self-Care
        </Link>
        <UrgentHelpButton />
      </div>
      <div className="card creative-card">
        <h1>Creative Prompts</h1>
        <CreativePrompts />
      </div>
    </main>
  );
}
