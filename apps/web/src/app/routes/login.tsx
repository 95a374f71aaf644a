import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <main className="auth-page" id="main">
      <Link className="btn btn-ghost btn-sm auth-back" to={paths.landing}>
        Back
      </Link>
      <LoginForm />
    </main>
  );
}
