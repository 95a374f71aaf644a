import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { UrgentHelpTrigger } from '@/features/safety/components/urgent-help-trigger';
import { usePageArrived } from '@/lib/page-arrived';

export default function NotFoundRoute() {
  // Named in the browser's title too ('Page not found – Mentora'), not just 'Mentora'.
  usePageArrived();
  return (
    <main className="center-message" id="main">
      <div>
        <h1>Page not found</h1>
        <p className="muted">This page doesn&apos;t exist, but you&apos;re in the right place.</p>
        <Link className="btn" to={paths.landing}>
          Go to the start page
        </Link>
        <p>
          <UrgentHelpTrigger className="btn btn-secondary btn-sm" prefetch="render">
            Need urgent help?
          </UrgentHelpTrigger>
        </p>
      </div>
    </main>
  );
}
