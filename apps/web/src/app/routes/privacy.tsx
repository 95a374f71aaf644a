import { Link } from 'react-router';
import { ToolPage } from '@/app/tool-page';
import { paths } from '@/config/paths';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';

export default function PrivacyRoute() {
  return (
    <ToolPage
      title="Privacy"
      back={{ to: paths.chat, label: 'Back' }}
      actions={
        <Link className="btn btn-ghost btn-sm" to={paths.settings}>
          Settings
        </Link>
      }
    >
      <PrivacyNotice />
    </ToolPage>
  );
}
