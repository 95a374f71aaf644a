import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UrgentHelpButton } from '@/features/safety/components/urgent-help-button';
import { usePageArrived } from '@/lib/page-arrived';

/**
 * The layout of a page of its own (outside the chat shell): the page's one main landmark, a bar
 * with the way back, 'Need urgent help?' (on every page) and any other controls, then the page's
 * heading and content. With `card`, the heading and content sit in one card of that class (the
 * self-care tools).
 */
export function ToolPage({
  title,
  back,
  actions,
  card,
  className,
  topbarClassName,
  children,
}: {
  /** The page's h1. */
  title: string;
  /** Where the back link goes and what it says. */
  back: { to: string; label: ReactNode };
  /** More controls in the bar, after the back link and 'Need urgent help?'. */
  actions?: ReactNode;
  /** The class of the card that holds the heading and content, if the page is one card. */
  card?: string;
  className?: string;
  topbarClassName?: string;
  children: ReactNode;
}) {
  usePageArrived();
  const heading = <h1>{title}</h1>;
  return (
    <main className={className ? `page ${className}` : 'page'} id="main">
      <div className={topbarClassName ? `page-topbar ${topbarClassName}` : 'page-topbar'}>
        <Link className="btn btn-secondary btn-sm" to={back.to}>
          {back.label}
        </Link>
        <UrgentHelpButton />
        {actions}
      </div>
      {card ? (
        <div className={`card ${card}`}>
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </main>
  );
}
