import { SelfCareSection } from '@/features/self-care/components/self-care-section';

export default function ChatSelfCareRoute() {
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Self-Care Resources
      </h1>
      <SelfCareSection />
    </section>
  );
}
