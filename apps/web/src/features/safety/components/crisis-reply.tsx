import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CrisisResourcesList } from './crisis-resources-list';

/** Shown under the chat's crisis reply: the crisis lines and the person's own safety plan. */
export function CrisisReply() {
  return (
    <div className="crisis-reply">
      <CrisisResourcesList label="People you can reach right now" />
      <p className="crisis-plan">
        <Link to={paths.safetyPlan}>Open my safety plan</Link>
      </p>
    </div>
  );
}
