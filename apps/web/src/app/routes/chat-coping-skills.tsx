import { CopingToolbox } from '@/features/coping-skills/components/coping-toolbox';
import { usePageArrived } from '@/lib/page-arrived';

export default function ChatCopingSkillsRoute() {
  usePageArrived();
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Coping Skills Toolbox
      </h1>
      <CopingToolbox />
    </section>
  );
}
