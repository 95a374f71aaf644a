import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { WrittenReading } from '@/lib/safety/written-check';
import { CrisisResourcesList } from './crisis-resources-list';
import '../safety.css';

/**
 * Why the card is offered: words just saved that read as a crisis (or perhaps one: the same help,
 * in words that do not say the person is in a crisis), or several low days.
 */
export type SupportReason = NonNullable<WrittenReading> | 'low-days';

const WORDING: Record<SupportReason, { heading: string; lead: string }> = {
  written: {
    heading: 'It sounds like things are really hard',
    lead: "What you wrote is saved. You don't have to carry this on your own: if you'd like to talk to someone, these people are there to listen.",
  },
  'written-doubtful': {
    heading: 'In case today is heavy',
    lead: "What you wrote is saved. If any of it is weighing on you, you don't have to carry it alone: these people are there to listen, any time.",
  },
  'low-days': {
    heading: 'A few hard days lately',
    lead: 'Your mood has been low on several of the last few days. It can help to talk to someone: a friend, someone you trust, or one of the people below.',
  },
};

export interface SupportCardProps {
  reason: SupportReason;
  onDismiss(): void;
  /**
   * Whether the card has just appeared after a save, away from where the person is: it is then
   * brought into view and said once to screen readers. It never takes focus.
   */
  afterSave?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The last focusable element before `el` in the page that can be seen. */
function focusableBefore(el: HTMLElement): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (x) =>
      el.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_PRECEDING &&
      x.getClientRects().length > 0 &&
      !x.closest('[inert]'),
  );
  return all.at(-1) ?? null;
}

/**
 * A calm card offering the crisis lines and the person's safety plan: never an alarm, never in
 * the way. It is a named region in the page (not a dialog, not role=alert) and can be
 * dismissed; focus then goes to what comes just before it.
 */
export function SupportCard({ reason, onDismiss, afterSave = false }: SupportCardProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const wording = WORDING[reason];
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!afterSave) return;
    // After focus has gone back where it was (a dialog closing returns it to its opener).
    const frame = window.requestAnimationFrame(() => {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      ref.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    });
    // The status region is on the page first, then filled, so screen readers read it out.
    const timer = window.setTimeout(
      () => setSaid(`${wording.heading}. People you can reach are listed on this page.`),
      150,
    );
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [afterSave, wording.heading]);

  const dismiss = () => {
    const next = ref.current ? focusableBefore(ref.current) : null;
    onDismiss();
    next?.focus();
  };

  return (
    <section
      ref={ref}
      className="support-card"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-lead`}
      data-reason={reason}
    >
      <div className="support-card-top">
        <h2 id={`${id}-heading`} className="support-card-heading">
          {wording.heading}
        </h2>
        {/* At the top, so no one has to go through the whole list to put it away. */}
        <button type="button" className="btn btn-secondary btn-sm" onClick={dismiss}>
          Dismiss<span className="visually-hidden"> this note</span>
        </button>
      </div>
      <p id={`${id}-lead`} className="support-card-lead">
        {wording.lead}
      </p>
      <CrisisResourcesList label="People you can reach" />
      <p className="support-card-plan">
        <Link to={paths.safetyPlan}>Open my safety plan</Link>
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  );
}
