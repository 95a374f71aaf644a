import { SelfCareSection } from '@/features/self-care/components/self-care-section';
import { usePageArrived } from '@/lib/page-arrived';

export default function ChatSelfCareRoute() {
  usePageArrived();
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Self-Care Resources
      </h1>
      <SelfCareSection />
    </section>
  );
}
