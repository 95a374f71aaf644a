import { parseMoodTool } from '@mentora/domain/mood';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GameMenu } from '../../features/games/components/game-menu';
import { JournalDialog } from '../../features/journal/components/journal-dialog';
import { MoodSection, type MoodModal } from '../../features/mood/components/mood-section';

export default function ChatMoodTrackerRoute() {
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

  const openChange = (id: MoodModal) => (open: boolean) => setModal(open ? id : null);

  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Mood Tracker
      </h1>
      <MoodSection modal={modal} onModalChange={setModal} />
      <JournalDialog open={modal === 'journal'} onOpenChange={openChange('journal')} />
      <GameMenu open={modal === 'games'} onOpenChange={openChange('games')} />
    </section>
  );
}
