import type { ReactNode } from 'react';
import { ToolPage } from '../components/layout/tool-page';
import { paths } from '../config/paths';
import { UrgentHelpButton } from '../features/safety/components/urgent-help-button';

/** A self-care tool's page (grounding, sleep, creative): one card, back to Self-Care, help at hand. */
export function SelfCareToolPage({
  title,
  card,
  children,
}: {
  title: string;
  card: string;
  children: ReactNode;
}) {
  return (
    <ToolPage
      title={title}
      back={{ to: paths.selfCare, label: 'Back to Self-Care' }}
      actions={<UrgentHelpButton />}
      card={card}
    >
      {children}
    </ToolPage>
  );
}
