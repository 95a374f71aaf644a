import { useEffect } from 'react';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { LazyCrisisReply, loadCrisisReply } from '@/features/safety/components/lazy-crisis-reply';
import { nextTask } from '@/lib/next-task';
import { usePageArrived } from '@/lib/page-arrived';

export default function ChatChatbotRoute() {
  usePageArrived();
  // The crisis replies' helplines, fetched in a task of their own right after the first render.
  useEffect(() => {
    void nextTask()
      .then(loadCrisisReply)
      .catch(() => undefined);
  }, []);
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Chat with a mentor
      </h1>
      <p className="chat-section-note muted">
        The mentors are automated, scripted companions, not people.
      </p>
      <ChatPanel
        renderExtra={(m) =>
          m.kind ? (
            <LazyCrisisReply kind={m.crisisKind ?? null} emergency={m.kind === 'emergency'} />
          ) : null
        }
      />
    </section>
  );
}
