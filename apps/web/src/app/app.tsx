import { StrictMode, type ReactNode } from 'react';
import { UpdateNotice } from '../features/pwa/components/update-notice';
import type { UpdateStore } from '../features/pwa/update-store';
import { AuthProvider } from '../lib/auth-context';
import { AppRoutes } from './router';

/**
 * The whole app under a router. The browser (main.tsx) and the build's prerendering
 * (prerender.tsx) render this same tree, so the browser can hydrate the prerendered HTML.
 */
export function AppTree({
  router,
  updates,
}: {
  router: (routes: ReactNode) => ReactNode;
  updates: UpdateStore;
}) {
  return (
    <StrictMode>
      <AuthProvider>{router(<AppRoutes />)}</AuthProvider>
      <UpdateNotice store={updates} />
    </StrictMode>
  );
}
