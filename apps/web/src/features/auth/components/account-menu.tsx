import * as Menu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, Trash2, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import '../../../styles/auth.css';

/** The first letter of the email, or 'P'. */
export function profileInitial(email: string | null | undefined): string {
  const first = email?.trim()[0];
  return first ?? 'P';
}

/** The round profile icon of a signed-in user, opening Profile, Settings and Logout. */
export function AccountMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="account-trigger" aria-label={`Account menu for ${user.email}`}>
        <span aria-hidden="true">{profileInitial(user.email)}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="account-menu" align="end" sideOffset={6}>
          <Menu.Label className="account-menu-label">{user.email}</Menu.Label>
          <Menu.Item className="account-menu-item" onSelect={() => void navigate(paths.profile)}>
            <UserRound aria-hidden="true" size={18} /> Profile
          </Menu.Item>
          <Menu.Item className="account-menu-item" onSelect={() => void navigate(paths.settings)}>
            <Settings aria-hidden="true" size={18} /> Settings
          </Menu.Item>
          <Menu.Item className="account-menu-item" onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" size={18} /> Logout
          </Menu.Item>
          <Menu.Item
            className="account-menu-item account-menu-small"
            onSelect={() => void signOut({ removeLocalData: true })}
          >
            <Trash2 aria-hidden="true" size={18} /> Logout and remove my data from this device
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
