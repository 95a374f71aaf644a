import { useEffect, useState } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useAuth, type AppUser } from '@/lib/auth-context';
import { removeKey } from '@/lib/storage/storage';
import { clearHeldData } from '@/lib/sign-out';
import { deviceHasUserData } from '@/lib/sync/local-data';
import '../user-data.css';

/**
 * Asks what becomes of the data of an account whose session ended elsewhere (deleted, signed
 * out on another device, expired) while this device held it, or that logged out here leaving
 * its data (asked only once another account signs in). Until the person answers, that
 * data is synced to no account (AuthProvider). Closed (Escape, ×) it asks again when someone
 * signs in here, or on the next visit. With nothing of that account's on the device, it asks
 * nothing.
 */
export function HeldData({ held }: { held: AppUser }) {
  const { user, setUser } = useAuth();
  const [hasData] = useState(deviceHasUserData);
  /** Who was signed in (a uid, or null) when the person closed it without choosing. */
  const [closedFor, setClosedFor] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!hasData) removeKey('heldData');
  }, [hasData]);
  const current = user?.uid ?? null;
  // Signed back in as that account: the data is theirs again (AuthProvider lets it sync).
  if (!hasData || current === held.uid) return null;
  // Logged out here and left: nothing to ask until another account signs in on this device.
  if (held.loggedOutHere && current === null) return null;

  const keep = () => {
    // Now a guest's data, bound to no account: the next sign-in here adds it to that account.
    removeKey('syncState');
    removeKey('heldData');
  };
  const remove = () => {
    // What was written here since that account logged out stays (it is not theirs).
    clearHeldData(held.prints);
    // Whoever is signed in now stays signed in.
    if (user) setUser(user);
    removeKey('heldData');
  };

  return (
    <LazyDialog
      open={closedFor !== current}
      onOpenChange={(open) => !open && setClosedFor(current)}
      title={
        held.loggedOutHere ? 'This device has another account’s data' : "You've been signed out"
      }
      description={
        held.loggedOutHere
          ? `This device still has the data of ${held.email}, who logged out here and left it.`
          : `This device still has the data of ${held.email}. The account may have been deleted, or signed out on another device.`
      }
    >
      <p>What would you like to do with it?</p>
      <ul className="what-goes">
        <li>
          Keep it here as guest data: you can go on using it without an account. Like any guest
          data, it is added to the next account that signs in on this device.
        </li>
        <li>
          Remove it from this device: the journal, moods and everything else that account left here
          {held.loggedOutHere ? ' (what was written here since it logged out stays)' : ''}.
        </li>
      </ul>
      <p className="muted">Until you choose, it is not added to any account.</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={keep}>
          Keep it as guest data
        </button>
        <button type="button" className="btn btn-danger" onClick={remove}>
          Remove it from this device
        </button>
      </div>
    </LazyDialog>
  );
}
