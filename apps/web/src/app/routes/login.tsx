import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { UrgentHelpTrigger } from '@/features/safety/components/urgent-help-trigger';
import { usePageArrived } from '@/lib/page-arrived';

export default function LoginRoute() {
  usePageArrived();
  return (
    <main className="auth-page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-ghost btn-sm" to={paths.landing}>
          Back
        </Link>
        <UrgentHelpTrigger className="btn btn-secondary btn-sm" prefetch="render">
          Need urgent help?
        </UrgentHelpTrigger>
      </div>
      <LoginForm />
    </main>
  );
}
