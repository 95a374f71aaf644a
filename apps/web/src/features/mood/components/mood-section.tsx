import { todayIso } from '@mentora/domain/dates';
import type { MoodTool } from '@mentora/domain/mood';
import { currentStreak, streakMessage } from '@mentora/domain/streak';
import { useEffect, useRef, type ReactNode } from 'react';
import { notify } from '@/components/ui/toaster';
import { readCheckInDates } from '../lib/mood-storage';
import { MoodCards, type MoodCardId } from './mood-cards';
import { MoodSlider } from './mood-slider';
import '../mood.css';

/** Every modal of the section: the deep-linkable tools, the quote and the check-in. */
export type MoodModal = MoodTool | 'quote' | 'check-in';

export interface MoodSectionProps {
  /** The modal open now (the route owns it so a link can open one). */
  modal: MoodModal | null;
  onModalChange(modal: MoodModal | null): void;
  /** Shown under the slider when the page offers support (the route decides what). */
  support?: ReactNode;
}

/**
 * The Mood Tracker section: the slider, any support the route offers, and the eight cards. The modals they open (MoodDialogs,
 * the journal and the game menu) are rendered by the route, which loads their code after the
 * page has rendered; this section only says which one is open and returns focus on close.
 */
export function MoodSection({ modal, onModalChange, support }: MoodSectionProps) {
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef<MoodModal | null>(modal);

  // When a modal closes, focus goes back to the card that opened it (or, after a link opened
  // it, to that tool's card), so keyboard and screen-reader users keep their place.
  useEffect(() => {
    const closed = shown.current;
    shown.current = modal;
    if (modal !== null || closed === null) return;
    const target = opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>(`[data-mood-card="${closed}"]`);
    opener.current = null;
    target?.focus();
  }, [modal]);

  const select = (id: MoodCardId | 'check-in') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (id === 'streak') {
      notify(streakMessage(currentStreak(readCheckInDates(), todayIso())));
      return;
    }
    onModalChange(id);
  };

  return (
    <div className="mood-section">
      <MoodSlider onAddDetails={() => select('check-in')} support={support} />
      <MoodCards onSelect={select} />
    </div>
  );
}
