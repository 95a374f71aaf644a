import './char-count.css';
import type { ReactElement } from 'react';

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

/**
 * What a field says of a text over its limit, or '' when it fits. The text always stays in the
 * field; a field saved as it is typed also says that what was saved last is kept meanwhile.
 */
export function tooLongMessage(
  text: string,
  max: number,
  what: string,
  savedAsTyped = true,
): string {
  const over = text.trim().length - max;
  if (over <= 0) return '';
  const kept = savedAsTyped ? ', so it is not saved: the last saved version is kept.' : '.';
  return `This ${what} is ${over.toLocaleString('en')} characters over the limit of ${max.toLocaleString('en')}${kept} Shorten it to save it; your text stays here.`;
}

export interface FieldLimit {
  /** The message over the limit, or ''. */
  problem: string;
  /** For the field itself. */
  fieldProps: { 'aria-invalid'?: true; 'aria-describedby': string };
  /** The counter, and the message when over the limit, to show under the field. */
  note: ReactElement;
}

/**
 * The counter and over-limit message of a free-text field, with the field's aria attributes.
 * `id` is the field's id; `hint` is another id it is described by.
 */
export function fieldLimit(
  id: string,
  text: string,
  max: number,
  what: string,
  hint?: string,
  savedAsTyped = true,
): FieldLimit {
  const problem = tooLongMessage(text, max, what, savedAsTyped);
  return {
    problem,
    fieldProps: {
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': [hint, `${id}-count`, problem ? `${id}-error` : '']
        .filter(Boolean)
        .join(' '),
    },
    note: (
      <>
        <CharCount id={`${id}-count`} text={text} max={max} />
        {problem ? (
          <p id={`${id}-error`} className="field-error">
            {problem}
          </p>
        ) : null}
      </>
    ),
  };
}
