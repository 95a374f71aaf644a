import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CreativePrompts } from '../../features/creative/components/creative-prompts';
import { LazySupportCard } from '../../features/safety/components/lazy-support-card';
import { UrgentHelpButton } from '../../features/safety/components/urgent-help-button';
import { useHelpOffer } from '../../lib/safety/use-help-offer';

export default function CreativeRoute() {
  // A written response that reads as a crisis is saved as always, then help is offered below it.
  const help = useHelpOffer();
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
        <CreativePrompts onWrittenSaved={help.check} />
        {help.offered ? (
          <LazySupportCard reason="written" onDismiss={help.dismiss} afterSave />
        ) : null}
      </div>
    </main>
  );
}
