import type { ReactNode } from 'react';

/** The shell header: the titles on the left, account and help controls on the right. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="app-header">
      <div className="app-header-titles">
        <p className="app-header-brand">Mentora</p>
        <p className="app-header-subtitle">Here is your perfect Chat partner</p>
      </div>
      <div className="app-header-actions">{actions}</div>
    </header>
  );
}
