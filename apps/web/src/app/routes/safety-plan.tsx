import { ArrowLeft } from 'lucide-react';
import { ToolPage } from '@/app/tool-page';
import { paths } from '@/config/paths';
import { SafetyPlan } from '@/features/safety-plan/components/safety-plan';

export default function SafetyPlanRoute() {
  return (
    <ToolPage
      title="My safety plan"
      back={{
        to: paths.copingSkills,
        label: (
          <>
            <ArrowLeft aria-hidden="true" size={18} />
            Back to Coping Skills Toolbox
          </>
        ),
      }}
      topbarClassName="no-print"
    >
      <SafetyPlan />
    </ToolPage>
  );
}
