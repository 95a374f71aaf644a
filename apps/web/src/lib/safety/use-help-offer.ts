import { useCallback, useEffect, useRef, useState } from 'react';
import { markCrisisShown } from './crisis-shown';
import type { WrittenReading } from './written-check';

/** The check's code (the phrase detector, the model's loader) stays out of the page's first load. */
const loadCheck = () => import('./written-check');

/**
 * Help offered where words are written (issue 24, point 6). `check(text)` is called once the
 * words are saved and the person has been told so; it never delays the save. When they read as
 * a crisis (the on-device model, or the phrase detector when it cannot load: written-check.ts),
 * `offered` says how ('written', or 'written-doubtful' when perhaps: the card's words then do not
 * say the person is in a crisis; a clear reading is not made doubtful by a later one) and 'Need
 * urgent help?' stands out for the rest of the visit. Dismissing holds until the next check that
 * flags (kept in memory only).
 */
export function useHelpOffer(): {
  offered: WrittenReading;
  check(text: string): void;
  dismiss(): void;
} {
  const [offered, setOffered] = useState<WrittenReading>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const check = useCallback((text: string) => {
    loadCheck()
      .then(({ writtenReading }) => writtenReading(text))
      .then(
        (reading) => {
          if (!reading || !live.current) return;
          setOffered((was) => (was === 'written' ? was : reading));
          markCrisisShown();
        },
        (err: unknown) => console.error('Could not check the saved words', err),
      );
  }, []);

  const dismiss = useCallback(() => setOffered(null), []);
  return { offered, check, dismiss };
}
