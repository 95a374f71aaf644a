import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { AppHeader } from '@/components/layout/app-header';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Toaster } from '@/components/ui/toaster';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CheckInReminder } from '@/features/settings/components/check-in-reminder';
import { SyncStatusIndicator } from '@/features/sync/components/sync-status';
import { UrgentHelpButton } from '@/features/safety/components/urgent-help-button';
import { useAuth } from '@/lib/auth-context';
import './chat-shell.css';

export default function ChatShell() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader
        actions={
          <>
            <UrgentHelpButton />
            <SyncStatusIndicator />
            {isAuthenticated ? (
              <AccountMenu />
            ) : (
              <Link className="btn btn-sm" to={paths.login}>
                Sign In
              </Link>
            )}
          </>
        }
      />
      <main className="shell-main" id="main" tabIndex={-1}>
        <CheckInReminder />
        <Outlet />
      </main>
      <BottomNav />
      <Toaster />
    </div>
  );
}
