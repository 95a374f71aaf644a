import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useAuth } from '@/lib/auth-context';
import { lazyModule } from '@/lib/lazy-module';
import type { AccountDropdownProps } from './account-dropdown';
import '../menu.css';

/** The first letter of the email, or 'P'. */
export function profileInitial(email: string | null | undefined): string {
  const first = email?.trim()[0];
  return first ?? 'P';
}

type Dropdown = ComponentType<AccountDropdownProps>;

/** The dropdown's code is fetched on its own, once. A failed load is tried again later. */
const dropdown = lazyModule<Dropdown>(() =>
  import('./account-dropdown').then((m) => m.AccountDropdown),
);

/**
 * The round profile icon of a signed-in user, opening Profile, Settings and Logout. Only the
 * icon is part of the page's first load: the menu's code follows right after it renders, and a
 * click on the icon before then opens the menu once it has arrived.
 */
export function AccountMenu() {
  const { user } = useAuth();
  const [Menu, setMenu] = useState<Dropdown | null>(dropdown.get);
  const [open, setOpen] = useState(false);
  /** Whether the icon had the keyboard focus at the moment the menu's trigger replaced it. */
  const hadFocus = useRef(false);
  /** The placeholder was pressed with a key: the menu opens with its first item focused. */
  const [byKeyboard, setByKeyboard] = useState(false);
  /** Bumped by a click on the icon: fetches the menu again if the first try failed. */
  const [attempt, setAttempt] = useState(0);
  /**
   * React detaches a ref before it takes the element out of the page, so this sees whether the
   * icon still has the focus at the very moment it is replaced, not some time before.
   */
  const placeholder = useCallback((el: HTMLButtonElement | null) => {
    if (!el) return;
    return () => {
      hadFocus.current = document.activeElement === el;
    };
  }, []);
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn || Menu) return;
    let cancelled = false;
    dropdown.load().then(
      (C) => {
        if (cancelled) return;
        // A transition, so the menu's arrival never forces the page's hydration to finish in
        // one go. The new trigger takes the focus if the icon has it when replaced.
        startTransition(() => setMenu(() => C));
      },
      (err: unknown) => {
        if (!cancelled && attempt > 0) console.error('Could not load the account menu', err);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [signedIn, Menu, attempt]);

  if (!user) return null;
  const initial = profileInitial(user.email);
  if (Menu)
    return (
      <Menu
        email={user.email}
        initial={initial}
        open={open}
        onOpenChange={setOpen}
        focusTrigger={hadFocus}
        focusFirstItem={byKeyboard}
      />
    );
  return (
    <button
      ref={placeholder}
      type="button"
      className="account-trigger"
      aria-label={`Account menu for ${user.email}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={(event) => {
        // A click made with Enter or Space carries no pointer detail.
        setByKeyboard(event.detail === 0);
        setOpen(true);
        setAttempt((n) => n + 1);
      }}
    >
      <span aria-hidden="true">{initial}</span>
    </button>
  );
}
