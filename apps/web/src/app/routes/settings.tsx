import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ToolPage } from '@/app/tool-page';
import { paths } from '@/config/paths';
import { DeleteData } from '@/features/user-data/components/delete-data';
import { ExportData } from '@/features/user-data/components/export-data';
import { ImportData } from '@/features/user-data/components/import-data';
import { ImportOtherApp } from '@/features/import/components/import-other-app';
import { AppearanceSettings } from '@/features/settings/components/appearance-settings';
import { ReminderSettings } from '@/features/settings/components/reminder-settings';
import { ToolRatingSettings } from '@/features/settings/components/tool-rating-settings';
import { useAuth } from '@/lib/auth-context';
import { setAsideKeys } from '@/lib/storage/storage';

/** Only for a signed-in person, so a guest's settings page goes without its code. */
const DeleteAccount = lazy(() =>
  import('@/features/user-data/components/delete-account').then((m) => ({
    default: m.DeleteAccount,
  })),
);

/** Only when something stored could not be read and was set aside (`<key>.corrupt`, `.2`…). */
const SetAsideData = lazy(() =>
  import('@/features/user-data/components/set-aside-data').then((m) => ({
    default: m.SetAsideData,
  })),
);

export default function SettingsRoute() {
  const { user } = useAuth();
  const [setAside] = useState(() => setAsideKeys().length > 0);
  return (
    <ToolPage title="Settings" back={{ to: paths.chat, label: 'Back' }} className="settings-page">
      <section className="card settings-card" aria-labelledby="settings-look">
        <h2 id="settings-look">Look and sound</h2>
        <AppearanceSettings />
      </section>
      <section className="card settings-card" aria-labelledby="settings-reminder">
        <h2 id="settings-reminder">Daily check-in</h2>
        <ReminderSettings />
      </section>
      <section className="card settings-card" aria-labelledby="settings-tools">
        <h2 id="settings-tools">Tools</h2>
        <ToolRatingSettings />
      </section>
      <section className="card settings-card" aria-labelledby="settings-data">
        <h2 id="settings-data">Your data</h2>
        <p className="muted">
          {user
            ? 'Your data is kept on this device and on your account, so it follows you to your other devices.'
            : 'As a guest, your data is kept only in this browser.'}{' '}
          <Link to={paths.privacy}>How Mentora handles your data</Link>
        </p>
        <p>
          <Link to={paths.report}>Summary for a professional</Link>: your moods, check-ins and what
          helps you, to print or save as a PDF for your doctor or therapist.
        </p>
        {setAside ? (
          <Suspense fallback={null}>
            <SetAsideData signedIn={user !== null} />
          </Suspense>
        ) : null}
        <ExportData />
        <ImportData />
        <ImportOtherApp />
        <DeleteData />
      </section>
      {user ? (
        <section className="card settings-card" aria-labelledby="settings-account">
          <h2 id="settings-account">Account</h2>
          <p className="muted">
            Signed in as {user.email}. Change your name or password on your{' '}
            <Link to={paths.profile}>Profile</Link>.
          </p>
          <Suspense fallback={null}>
            <DeleteAccount />
          </Suspense>
        </section>
      ) : null}
    </ToolPage>
  );
}
