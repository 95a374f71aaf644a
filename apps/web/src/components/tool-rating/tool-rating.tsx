import { useEffect, useRef } from 'react';
import type * as DistressRatingModule from './distress-rating';
import { lazyModule } from '@/lib/lazy-module';
import { useLoaded } from '@/lib/use-loaded';
import { whenSettled } from '@/lib/when-settled';
import type { ToolRating } from './use-tool-rating';

const view = lazyModule<typeof DistressRatingModule>(() => import('./distress-rating'));

/**
 * The question of a tool's rating that is due now ('How distressed do you feel right now?' as
 * it opens, 'And now?' as it ends or closes), or nothing. Its code is not part of any page's
 * first load: it is fetched once the page has settled, or at once when a question is due, so
 * a tool never waits for it (the question shows a moment later at worst).
 */
export function ToolRatingQuestion({
  rating,
  focusAfterBefore,
}: {
  rating: ToolRating;
  /**
   * Where focus goes once the question as the tool opens is answered or skipped, when no control
   * of the tool follows the question (grounding asks it below its steps: its question's heading).
   * Keep it stable (`useCallback`): a new one each render runs the focus check again each render.
   */
  focusAfterBefore?: () => void;
}) {
  const loaded = useLoaded(view.subscribe, view.get);
  const { enabled, asking } = rating;

  useEffect(() => {
    if (loaded || !enabled) return;
    return whenSettled(() => void view.load().catch(() => undefined));
  }, [loaded, enabled]);
  useEffect(() => {
    if (loaded || asking === null) return;
    view.load().catch((err: unknown) => console.warn('Could not load the rating', err));
  }, [loaded, asking]);

  // Answered or skipped, the question as a tool opens is gone, and with it what had focus: the
  // tool's first control after it takes focus (not the dialog as a whole, read out again), one
  // that can be used now: not one marked aria-disabled (Rock Paper Scissors' choices, until a
  // round starts). With none after it, `focusAfterBefore` says where.
  const mark = useRef<HTMLSpanElement>(null);
  const wasAsking = useRef(asking);
  useEffect(() => {
    const was = wasAsking.current;
    wasAsking.current = asking;
    const here = mark.current;
    const lost =
      document.activeElement === document.body ||
      document.activeElement?.getAttribute('role') === 'dialog';
    if (was !== 'before' || asking !== null || !here || !lost) return;
    const scope = here.closest('[role="dialog"], main') ?? document.body;
    const next = [
      ...scope.querySelectorAll<HTMLElement>(
        'button, input, select, textarea, a[href], [tabindex="0"]',
      ),
    ].find(
      (el) =>
        here.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !el.matches(':disabled, [aria-disabled="true"]') &&
        el.getClientRects().length > 0,
    );
    if (next) next.focus();
    else focusAfterBefore?.();
  }, [asking, focusAfterBefore]);

  const marker = <span ref={mark} hidden />;
  if (!loaded || asking === null) return marker;
  const { DistressRating } = loaded;
  return asking === 'before' ? (
    <DistressRating
      when="before"
      value={rating.before}
      onChoose={rating.chooseBefore}
      onSkip={rating.skipBefore}
    />
  ) : (
    <DistressRating
      when="after"
      value={null}
      onSkip={() => rating.finish(null)}
      onDone={rating.finish}
      takeFocus={rating.closing}
    />
  );
}

/**
 * A modal's onOpenChange that asks 'And now?' before it closes: a close (×, Escape, a press
 * outside) with a 'before' answer shows the question instead, and answering or skipping it
 * (or closing again) finishes closing. Without a 'before' answer it closes at once, as always.
 */
export function closeAfterRating(rating: ToolRating, onOpenChange: (open: boolean) => void) {
  return (open: boolean) => {
    if (open) onOpenChange(true);
    else if (rating.asking === 'after') rating.finish(null);
    else if (!rating.end(true)) onOpenChange(false);
  };
}
