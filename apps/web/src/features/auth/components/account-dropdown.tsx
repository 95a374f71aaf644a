import { useLayoutEffect, useRef, useState } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, Trash2, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

export interface AccountDropdownProps {
  email: string;
  /** The round icon: the first letter of the email. */
  initial: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Read as the trigger first appears: true when the button it replaces had the focus, which the
   * trigger then takes over.
   */
  focusTrigger: { readonly current: boolean };
  /**
   * It opens already open, asked for with a key before its code arrived: the first item takes
   * the focus, as when the trigger itself is opened by keyboard.
   */
  focusFirstItem?: boolean;
}

/** The account menu itself (Radix dropdown), loaded on its own by AccountMenu. */
export function AccountDropdown({
  email,
  initial,
  open,
  onOpenChange,
  focusTrigger,
  focusFirstItem = false,
}: AccountDropdownProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItemOnOpen = useRef(focusFirstItem && open);
  // Logout could not mark the data left here as this account's (storage full): still signed in.
  const [unmarked, setUnmarked] = useState(false);
  const closeUnmarked = () => {
    setUnmarked(false);
    trigger.current?.focus();
  };
  /**
   * Signs out. The menu goes with the account, so the way back in ('Sign In') takes the focus
   * and the change is said; a sign-out that failed leaves all as it was.
   */
  const logOut = async (removeLocalData: boolean) => {
    const outcome = await signOut({ removeLocalData });
    if (outcome === 'unmarked') setUnmarked(true);
    if (outcome !== 'signed-out') return;
    await new Promise((resolve) => setTimeout(resolve));
    const signIn = document.querySelector<HTMLElement>(`header a[href="${paths.login}"]`);
    if (!signIn) return;
    signIn.focus();
    notify(
      removeLocalData
        ? 'You’re signed out, and your data is gone from this device.'
        : 'You’re signed out.',
    );
  };
  // Before the browser handles the next key, so a key meant for the replaced button is not lost.
  useLayoutEffect(() => {
    if (focusTrigger.current && !open) trigger.current?.focus();
    // Only when it first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <LazyDialog
        open={unmarked}
        onOpenChange={(next) => !next && closeUnmarked()}
        title="You’re still signed in"
        description="Your browser’s storage is full, so Mentora couldn’t log you out safely."
      >
        <p>
          Logging out leaves your data on this device, marked as yours, so it is never added to
          another account that signs in here. There is no room left in this browser for that mark,
          so you are still signed in and nothing has changed.
        </p>
        <p>
          Free some space (for example, export and delete old journal entries) and try again. Or,
          once your data shows as synced, choose ‘Logout and remove my data from this device’: your
          account keeps all of it.
        </p>
        <button type="button" className="btn" onClick={closeUnmarked}>
          OK
        </button>
      </LazyDialog>
      <Menu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <Menu.Trigger
          ref={trigger}
          className="account-trigger"
          aria-label={`Account menu for ${email}`}
        >
          <span aria-hidden="true">{initial}</span>
        </Menu.Trigger>
        {/* In the header, not in a portal: the menu belongs to the page's banner landmark. */}
        <Menu.Content
          className="account-menu"
          align="end"
          sideOffset={6}
          onKeyDown={(event) => {
            // Tab leaves the menu, as it leaves any other popup: the menu closes.
            if (event.key === 'Tab') onOpenChange(false);
          }}
          onFocus={(event) => {
            // The menu takes the focus as it opens: hand it on to the first item.
            if (!firstItemOnOpen.current || event.target !== event.currentTarget) return;
            firstItemOnOpen.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          <Menu.Label className="account-menu-label">{email}</Menu.Label>
          <Menu.Item className="account-menu-item" onSelect={() => void navigate(paths.profile)}>
            <UserRound aria-hidden="true" size={18} /> Profile
          </Menu.Item>
          <Menu.Item className="account-menu-item" onSelect={() => void navigate(paths.settings)}>
            <Settings aria-hidden="true" size={18} /> Settings
          </Menu.Item>
          <Menu.Item className="account-menu-item" onSelect={() => void logOut(false)}>
            <LogOut aria-hidden="true" size={18} /> Logout
          </Menu.Item>
          <Menu.Item
            className="account-menu-item account-menu-small"
            onSelect={() => void logOut(true)}
          >
            <Trash2 aria-hidden="true" size={18} /> Logout and remove my data from this device
          </Menu.Item>
        </Menu.Content>
      </Menu.Root>
    </>
  );
}
