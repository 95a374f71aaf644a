import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/** Where each key moves focus, from one button to another of `count` (around at the ends). */
const MOVES: Readonly<Record<string, (from: number, count: number) => number>> = {
  ArrowRight: (from, count) => (from + 1) % count,
  ArrowDown: (from, count) => (from + 1) % count,
  ArrowLeft: (from, count) => (from - 1 + count) % count,
  ArrowUp: (from, count) => (from - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A set of buttons that Tab stops at once (a toolbar): the arrow keys move among them (left and
 * up back, right and down on, around at the ends), Home and End to the first and last, and Tab
 * comes back to the one last focused. A long list of choices (a check-in's emotions) is then a
 * few stops of Tab, not dozens. Screen readers name it by `labelledBy` or `label`.
 */
export function Toolbar({
  className,
  labelledBy,
  label,
  children,
}: {
  className?: string;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  /** The button Tab stops at: the one last focused (the first, to begin with). */
  const current = useRef(0);
  const buttons = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const mark = (all: HTMLButtonElement[]) => {
    current.current = Math.min(current.current, Math.max(0, all.length - 1));
    all.forEach((b, i) => {
      b.tabIndex = i === current.current ? 0 : -1;
    });
  };
  // after every render: a button added or taken away (an activity) keeps one stop of Tab
  useEffect(() => mark(buttons()));

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const all = buttons();
    const at = all.indexOf(event.target as Element as HTMLButtonElement);
    if (at < 0 || at === current.current) return;
    current.current = at;
    mark(all);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const all = buttons();
    const from = all.indexOf(event.target as Element as HTMLButtonElement);
    if (!move || from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    all[move(from, all.length)]?.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-labelledby={labelledBy}
      aria-label={label}
      className={className}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
