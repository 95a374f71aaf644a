import { ToolPage } from '@/app/tool-page';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { EditNameForm } from '@/features/profile/components/edit-name-form';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { useAuth } from '@/lib/auth-context';

export default function ProfileRoute() {
  const { user } = useAuth();
  return (
    <ToolPage title="Profile" back={{ to: paths.chat, label: 'Back' }}>
      <ProfileCard />
      {user ? (
        <div className="account-forms">
          <EditNameForm key={user.uid} />
          <ChangePasswordForm />
        </div>
      ) : null}
    </ToolPage>
  );
}
