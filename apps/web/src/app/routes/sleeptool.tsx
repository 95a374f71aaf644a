import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SleepWell } from '@/features/sleep/components/sleep-well';
import { SelfCareToolPage } from '../self-care-tool-page';

export default function SleeptoolRoute() {
  return (
    <SelfCareToolPage title="Sleep Well" card="sleep-card">
      <SleepWell />
      <div className="sleep-done">
        <Link className="btn" to={paths.selfCare}>
          Got it!
        </Link>
      </div>
    </SelfCareToolPage>
  );
}
