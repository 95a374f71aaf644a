import type { ReactNode } from 'react';
import { ToolPage } from './tool-page';
import { paths } from '../config/paths';

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
    <ToolPage title={title} back={{ to: paths.selfCare, label: 'Back to Self-Care' }} card={card}>
      {children}
    </ToolPage>
  );
}
