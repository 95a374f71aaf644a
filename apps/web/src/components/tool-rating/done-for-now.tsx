import { useEffect, useRef, useState } from 'react';
import type { ToolKey } from '@mentora/domain/tool-use-schema';
import { ToolRatingQuestion } from './tool-rating';
import { useToolRating } from './use-tool-rating';

/**
 * The ratings of a tool on a page of its own with no end of its own (creative prompts): the
 * question below the tool, and once it is answered 'I'm done for now', which asks 'And now?'.
 * Answered, a word of thanks takes focus where the question was.
 */
export function DoneForNow({ tool }: { tool: ToolKey }) {
  const [thanked, setThanked] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const rating = useToolRating(tool, { onFinished: () => setThanked(true) });
  useEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);
  if (thanked) {
    return (
      <p ref={thanks} tabIndex={-1} className="muted done-for-now-thanks">
        Thank you for noticing how you feel.
      </p>
    );
  }
  return (
    <>
      <ToolRatingQuestion rating={rating} />
      {rating.asking === 'before' && rating.before !== null ? (
        <p className="done-for-now">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => rating.end(true)}
          >
            I&apos;m done for now
          </button>
        </p>
      ) : null}
    </>
  );
}
