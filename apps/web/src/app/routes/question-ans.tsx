import { GroundingExercise } from '@/features/grounding/components/grounding-exercise';
import { SelfCareToolPage } from '../self-care-tool-page';

export default function QuestionAnsRoute() {
  return (
    <SelfCareToolPage title="Grounding Exercise" card="grounding-card">
      <GroundingExercise />
    </SelfCareToolPage>
  );
}
