import './char-count.css';

export interface CharCountProps {
  /** For the field's aria-describedby. */
  id: string;
  /** The field's text: counted as it will be saved (trimmed). */
  text: string;
  max: number;
  className?: string;
}

/**
 * How many characters a free-text field holds of the most it may hold, e.g. "1,204 / 20,000
 * characters", shown under the field. Over the limit it is marked (`data-over`); the field's
 * form says why it cannot save, and keeps the text.
 */
export function CharCount({ id, text, max, className = 'muted char-count' }: CharCountProps) {
  const length = text.trim().length;
  return (
    <span id={id} className={className} data-over={length > max ? '' : undefined}>
      {length.toLocaleString('en')} / {max.toLocaleString('en')} characters
    </span>
  );
}
