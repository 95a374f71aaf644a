import { useState } from 'react';
import type { MoodModal } from './mood-section';
import { BreathingDialog } from './breathing-dialog';
import { ChallengesDialog } from './challenges-dialog';
import { CheckInDialog } from './check-in-dialog';
import { InsightsDialog } from './insights-dialog';
import { QuizDialog } from './quiz-dialog';
import { QuoteDialog, randomQuoteIndex } from './quote-dialog';

export interface MoodDialogsProps {
  /** The modal open now; the journal and the games are rendered by the route. */
  modal: MoodModal | null;
  onModalChange(modal: MoodModal | null): void;
  /** Told the note of a check-in just saved (see CheckInDialog). */
  onCheckInNoteSaved?(note: string): void;
}

/**
 * The mood modals behind the cards. Nothing of them shows until a card is chosen, so this
 * module is loaded after the section has rendered (see the Mood Tracker route).
 */
export function MoodDialogs({ modal, onModalChange, onCheckInNoteSaved }: MoodDialogsProps) {
  const openChange = (id: MoodModal) => (open: boolean) => onModalChange(open ? id : null);
  // Each time the quote opens it shows a quote chosen at random, other than the last one.
  const [quote, setQuote] = useState({ index: 0, open: false });
  const quoteOpen = modal === 'quote';
  if (quoteOpen !== quote.open) {
    setQuote({
      index: quoteOpen ? randomQuoteIndex(quote.index) : quote.index,
      open: quoteOpen,
    });
  }

  return (
    <>
      <CheckInDialog
        open={modal === 'check-in'}
        onOpenChange={openChange('check-in')}
        onNoteSaved={onCheckInNoteSaved}
      />
      <QuizDialog open={modal === 'quiz'} onOpenChange={openChange('quiz')} />
      <InsightsDialog open={modal === 'insights'} onOpenChange={openChange('insights')} />
      <BreathingDialog open={modal === 'breathing'} onOpenChange={openChange('breathing')} />
      <ChallengesDialog open={modal === 'challenges'} onOpenChange={openChange('challenges')} />
      <QuoteDialog
        open={quoteOpen}
        onOpenChange={openChange('quote')}
        index={quote.index}
        onIndexChange={(index) => setQuote((q) => ({ ...q, index }))}
      />
    </>
  );
}
