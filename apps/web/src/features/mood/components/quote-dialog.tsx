import { QUOTES, pickIndex } from '@mentora/domain/quotes';
import { LazyDialog } from '@/components/ui/lazy-dialog';

export interface QuoteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  index: number;
  onIndexChange(index: number): void;
}

/** 'Daily Quote': one of ten quotes, chosen at random. */
export function QuoteDialog({ open, onOpenChange, index, onIndexChange }: QuoteDialogProps) {
  return (
    <LazyDialog open={open} onOpenChange={onOpenChange} title="Daily Quote">
      <figure className="quote">
        <blockquote aria-live="polite">
          <p>{QUOTES[index] ?? QUOTES[0]}</p>
        </blockquote>
      </figure>
      <div className="mood-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onIndexChange(pickIndex(QUOTES.length, Math.random, index))}
        >
          Another quote
        </button>
        <button type="button" className="btn" onClick={() => onOpenChange(false)}>
          Thanks
        </button>
      </div>
    </LazyDialog>
  );
}

/** A random quote index, different from the one shown last. */
export function randomQuoteIndex(previous: number | null): number {
  return pickIndex(QUOTES.length, Math.random, previous);
}
