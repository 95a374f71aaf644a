import { useCallback, useEffect, useRef, useState } from 'react';
import { markCrisisShown } from './crisis-shown';
import { HELP_OFFER_KEY_PREFIX, type HelpPlace } from './help-offer-keys';
import type { WrittenReading } from './written-check';

/** The check's code (the phrase detector, the model's loader) stays out of the page's first load. */
const loadCheck = () => import('./written-check');

/**
 * What the tab keeps of a page's offer, so a reload (above all the one main.tsx makes when a
 * chunk is missing after a new build, which can be the card's own code or the check's) neither
 * loses a card just offered nor the check of words just saved. `page` tells this page load apart
 * from an earlier one: only an earlier page's offer is taken back up, so leaving the page and
 * coming back within one page load is as before (the offer was for that moment).
 */
interface KeptOffer {
  page: number;
  offered: Exclude<WrittenReading, null> | null;
  /** Words saved whose check has not yet answered. */
  pending: string | null;
}

/** This page load, told apart from earlier ones in the tab. */
const PAGE = performance.timeOrigin;

function readKept(place: HelpPlace): KeptOffer | null {
  try {
    const raw = sessionStorage.getItem(HELP_OFFER_KEY_PREFIX + place);
    if (raw === null) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { page, offered, pending } = v as Record<string, unknown>;
    if (typeof page !== 'number') return null;
    return {
      page,
      offered: offered === 'written' || offered === 'written-doubtful' ? offered : null,
      pending: typeof pending === 'string' ? pending : null,
    };
  } catch {
    // storage turned off, or not what this code writes: nothing to take back up
    return null;
  }
}

function writeKept(place: HelpPlace, kept: Omit<KeptOffer, 'page'>) {
  try {
    const key = HELP_OFFER_KEY_PREFIX + place;
    if (kept.offered === null && kept.pending === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify({ page: PAGE, ...kept }));
  } catch {
    // storage turned off or full: the offer is kept in memory only, as before
  }
}

/**
 * Help offered where words are written (issue 24, point 6). `check(text)` is called once the
 * words are saved and the person has been told so; it never delays the save. When they read as
 * a crisis (the on-device model, or the phrase detector when it cannot load: written-check.ts),
 * `offered` says how ('written', or 'written-doubtful' when perhaps: the card's words then do not
 * say the person is in a crisis; a clear reading is not made doubtful by a later one) and 'Need
 * urgent help?' stands out for the rest of the visit. Dismissing holds until the next check that
 * flags. The offer, and a check not yet answered, are kept for the tab over a reload.
 */
export function useHelpOffer(place: HelpPlace): {
  offered: WrittenReading;
  check(text: string): void;
  dismiss(): void;
} {
  const [offered, setOffered] = useState<WrittenReading>(null);
  const live = useRef(true);
  const pending = useRef<string | null>(null);
  const shown = useRef(offered);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const check = useCallback(
    (text: string) => {
      pending.current = text;
      writeKept(place, { offered: shown.current, pending: text });
      loadCheck()
        .then(({ writtenReading }) => writtenReading(text))
        .then(
          (reading) => {
            if (!live.current) return;
            if (pending.current === text) {
              pending.current = null;
              writeKept(place, { offered: shown.current, pending: null });
            }
            if (reading) setOffered((was) => (was === 'written' ? was : reading));
          },
          // the check's code did not come (offline before it was kept, or a new build replaced
          // it and the page is reloading): the words stay to be checked on the next page load
          (err: unknown) => console.error('Could not check the saved words', err),
        );
    },
    [place],
  );

  // An earlier page load's offer in this tab, taken back up once the page is here (the page as
  // first rendered, prerendered or not, has none), and words it saved but had not yet checked.
  // Before the effect below, which writes what this page load holds.
  useEffect(() => {
    const kept = readKept(place);
    if (kept === null || kept.page === PAGE) return;
    // syncing from the tab's storage (an external source), once, after the first render
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept.offered !== null) setOffered((was) => was ?? kept.offered);
    if (kept.pending !== null) check(kept.pending);
  }, [place, check]);

  useEffect(() => {
    shown.current = offered;
    writeKept(place, { offered, pending: pending.current });
    if (offered !== null) markCrisisShown();
  }, [place, offered]);

  const dismiss = useCallback(() => setOffered(null), []);
  return { offered, check, dismiss };
}
