import { useEffect, useState } from 'react';
import type { LazyModule } from '@/lib/lazy-module';
import { useLoaded } from '@/lib/use-loaded';

/**
 * The helplines' code (under a crisis reply, on a support card): fetched at once, and again
 * whenever the network comes back until it has arrived. `failed` is true while it could not be
 * fetched, so `EmergencyLine` can stand in meanwhile.
 */
export function useFetchedAtOnce<T>(code: LazyModule<T>): { loaded: T | null; failed: boolean } {
  const loaded = useLoaded(code.subscribe, code.get);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const load = () => void code.load().catch(() => setFailed(true));
    load();
    addEventListener('online', load);
    return () => removeEventListener('online', load);
  }, [code, loaded]);
  return { loaded, failed };
}

/** What stands in for the helplines while their code cannot be fetched: the usual numbers. */
export function EmergencyLine() {
  return (
    <p className="crisis-plan">
      If you are in danger, call your local emergency number now (911, 999, 112 or 000).
    </p>
  );
}
