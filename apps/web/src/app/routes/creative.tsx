import { Link } from 'react-router';
import { paths } from '../../config/paths';

export default function CreativeRoute() {
  return (
    <main className="page" id="main">
      <div className="page-topbar">
        <Link className="btn btn-secondary btn-sm" to={paths.chat}>
          Back
        </Link>
      </div>
      <h1>Creative Prompts</h1>
    </main>
  );
}
