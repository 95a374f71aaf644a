import { parseMoodTool } from '@mentora/domain/mood';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadDialog } from '@/components/ui/lazy-dialog';
import type { GameMenu } from '@/features/games/components/game-menu';
import type { JournalDialog } from '@/features/journal/components/journal-dialog';
import type { MoodDialogs } from '@/features/mood/components/mood-dialogs';
import { MoodSection, type MoodModal } from '@/features/mood/components/mood-section';
import { useLowDaysNote } from '@/features/mood/hooks/use-low-days-note';
import { LazySupportCard } from '@/features/safety/components/lazy-support-card';
import { lazyModule } from '@/lib/lazy-module';
import { useHelpOffer } from '@/lib/safety/use-help-offer';
import { useLazyCode } from '@/lib/use-lazy-code';
import { usePageArrived } from '@/lib/page-arrived';

interface Tools {
  MoodDialogs: typeof MoodDialogs;
  JournalDialog: typeof JournalDialog;
  GameMenu: typeof GameMenu;
}

/**
 * What the cards open (the modals' contents and logic), fetched once; resolves when they can
 * render. A failed load is forgotten and tried again.
 */
const tools = lazyModule<Tools>(() => {
  // The dialog primitive they all use comes at the same time, not after them.
  void loadDialog().catch(() => undefined);
  return Promise.all([
    import('@/features/mood/components/mood-dialogs'),
    import('@/features/journal/components/journal-dialog'),
    import('@/features/games/components/game-menu'),
  ]).then(([mood, journal, games]) => ({
    MoodDialogs: mood.MoodDialogs,
    JournalDialog: journal.JournalDialog,
    GameMenu: games.GameMenu,
  }));
});

/**
 * The modals of the cards. Their code is not part of the page's first load but fetched once
 * the page has settled (whenSettled), so it is there before anyone taps a card (and offline);
 * a card tapped (or a link such as ?open=journal followed) before then opens as soon as it has
 * arrived.
 */
function LazyTools({
  modal,
  onModalChange,
  onWordsSaved,
}: {
  modal: MoodModal | null;
  onModalChange(modal: MoodModal | null): void;
  /** Told the words of a journal entry or a check-in's note once saved. */
  onWordsSaved(text: string): void;
}) {
  const close = useCallback(() => onModalChange(null), [onModalChange]);
  const loaded = useLazyCode(tools, {
    needed: modal !== null,
    name: 'the mood tools',
    onFail: close,
  });

  if (!loaded) return null;
  const { MoodDialogs, JournalDialog, GameMenu } = loaded;
  const openChange = (id: MoodModal) => (open: boolean) => onModalChange(open ? id : null);
  return (
    <>
      <MoodDialogs modal={modal} onModalChange={onModalChange} onCheckInNoteSaved={onWordsSaved} />
      <JournalDialog
        open={modal === 'journal'}
        onOpenChange={openChange('journal')}
        onEntrySaved={onWordsSaved}
      />
      <GameMenu open={modal === 'games'} onOpenChange={openChange('games')} />
    </>
  );
}

export default function ChatMoodTrackerRoute() {
  usePageArrived();
  const [params, setParams] = useSearchParams();
  const requested = parseMoodTool(params.get('open'));
  const [modal, setModal] = useState<MoodModal | null>(requested);
  const [handled, setHandled] = useState(requested);

  // A link such as ?open=journal opens that tool (also when it arrives while already here).
  if (requested && requested !== handled) {
    setHandled(requested);
    setModal(requested);
  } else if (!requested && handled) {
    setHandled(null);
  }

  // Then the parameter is dropped, so a reload or Back does not reopen it.
  const hasParam = params.has('open');
  useEffect(() => {
    if (!hasParam) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [hasParam, setParams]);

  // Help offered where words are written: a journal entry or a check-in's note that reads as a
  // crisis is saved as always, then a card offers the lines and the safety plan. Several low
  // days bring a gentler suggestion; one card at a time, and dismissing the first dismisses both.
  const help = useHelpOffer('mood-tracker');
  const lowDays = useLowDaysNote();
  // Shown as the page opens, it is read with the page; come with a low mood just saved, it is
  // said and brought into view, as after a save of words.
  const [lowDaysAtStart] = useState(lowDays.show);
  let support = null;
  if (help.offered) {
    const dismiss = () => {
      help.dismiss();
      if (lowDays.show) lowDays.dismiss();
    };
    support = <LazySupportCard key="written" reason={help.offered} onDismiss={dismiss} afterSave />;
  } else if (lowDays.show) {
    support = (
      <LazySupportCard
        key="low-days"
        reason="low-days"
        onDismiss={lowDays.dismiss}
        afterSave={!lowDaysAtStart}
      />
    );
  }

  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Mood Tracker
      </h1>
      <MoodSection modal={modal} onModalChange={setModal} support={support} />
      <LazyTools modal={modal} onModalChange={setModal} onWordsSaved={help.check} />
    </section>
  );
}
