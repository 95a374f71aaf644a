import { todayIso } from '@mentora/domain/dates';
import type { MoodTool } from '@mentora/domain/mood';
import { currentStreak, streakMessage } from '@mentora/domain/streak';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { readCheckInDates } from '../lib/mood-storage';
import { BreathingDialog } from './breathing-dialog';
import { ChallengesDialog } from './challenges-dialog';
import { InsightsDialog } from './insights-dialog';
import { MoodCards, type MoodCardId } from './mood-cards';
import { MoodSlider } from './mood-slider';
import { QuizDialog } from './quiz-dialog';
import { QuoteDialog, randomQuoteIndex } from './quote-dialog';
import '../../../styles/mood.css';

/** Every modal of the section: the deep-linkable tools plus the quote. */
export type MoodModal = MoodTool | 'quote';

export interface MoodSectionProps {
  /** The modal open now (the route owns it so a link can open one). */
  modal: MoodModal | null;
  onModalChange(modal: MoodModal | null): void;
}

/**
 * The Mood Tracker section: the slider, the eight cards and the mood modals. The journal and
 * the game menu are other features; the route renders them for `modal` 'journal' and 'games'.
 */
export function MoodSection({ modal, onModalChange }: MoodSectionProps) {
  const [quote, setQuote] = useState(0);
  const openChange = (id: MoodModal) => (open: boolean) => onModalChange(open ? id : null);
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

  const select = (id: MoodCardId) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (id === 'streak') {
      notify(streakMessage(currentStreak(readCheckInDates(), todayIso())));
      return;
    }
    if (id === 'quote') setQuote((q) => randomQuoteIndex(q));
    onModalChange(id);
  };

  return (
    <div className="mood-section">
      <MoodSlider />
      <MoodCards onSelect={select} />
      <QuizDialog open={modal === 'quiz'} onOpenChange={openChange('quiz')} />
      <InsightsDialog open={modal === 'insights'} onOpenChange={openChange('insights')} />
      <BreathingDialog open={modal === 'breathing'} onOpenChange={openChange('breathing')} />
      <ChallengesDialog open={modal === 'challenges'} onOpenChange={openChange('challenges')} />
      <QuoteDialog
        open={modal === 'quote'}
        onOpenChange={openChange('quote')}
        index={quote}
        onIndexChange={setQuote}
      />
    </div>
  );
}
