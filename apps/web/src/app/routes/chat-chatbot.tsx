import { ChatPanel } from '@/features/chat/components/chat-panel';
import { CrisisReply, EmergencyCall } from '@/features/safety/components/crisis-reply';
import { usePageArrived } from '@/lib/page-arrived';

export default function ChatChatbotRoute() {
  usePageArrived();
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
          m.kind === 'crisis' ? (
            <CrisisReply kind={m.crisisKind ?? null} />
          ) : m.kind === 'emergency' ? (
            <EmergencyCall />
          ) : null
        }
      />
    </section>
  );
}
