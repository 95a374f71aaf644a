import { REPORT_TITLE } from '@mentora/domain/report';
import { ArrowLeft } from 'lucide-react';
import { ToolPage } from '@/app/tool-page';
import { paths } from '@/config/paths';
import { ProfessionalSummary } from '@/features/report/components/professional-summary';
import { SafetyPlanView } from '@/features/safety-plan/components/safety-plan-view';
import '@/features/safety-plan/safety-plan.css';

export default function ReportRoute() {
  return (
    <ToolPage
      title={REPORT_TITLE}
      back={{
        to: paths.moodTracker,
        label: (
          <>
            <ArrowLeft aria-hidden="true" size={18} />
            Back to Mood Tracker
          </>
        ),
      }}
      className="report-page"
    >
      <ProfessionalSummary renderSafetyPlan={(plan) => <SafetyPlanView plan={plan} />} />
    </ToolPage>
  );
}
