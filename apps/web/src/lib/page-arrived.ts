import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page has arrived: its heading names it in the browser's title (what a screen reader reads
 * as the page changes), and when the way here took the focus with it (a button or link that is
 * gone), the heading takes it, so the next Tab goes on from this page's top, not the document's.
 * Not on the first page of the tab's history (the browser starts at the top there, as usual),
 * and not when the focus is still on something (the bottom bar's link to this section).
 */
export function usePageArrived(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    document.title = `${heading.textContent} – Mentora`;
    // the router numbers the entries of the tab's history from 0
    const moved = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (moved && document.activeElement === document.body) {
      heading.tabIndex = -1;
      heading.focus();
    }
    return () => {
      document.title = 'Mentora';
    };
  }, [pathname]);
}
