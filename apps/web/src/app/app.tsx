import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { UpdateNotice } from '../features/pwa/components/update-notice';
import type { UpdateStore } from '../features/pwa/update-store';
import { AuthProvider, useAuth } from '../lib/auth-context';
import { AppRoutes } from './router';

const HeldData = lazy(() =>
  import('../features/user-data/components/held-data').then((m) => ({ default: m.HeldData })),
);

/** Asks what becomes of the data of an account whose session ended elsewhere (its code only then). */
function HeldDataQuestion() {
  const { heldFor } = useAuth();
  return heldFor ? (
    <Suspense fallback={null}>
      <HeldData held={heldFor} />
    </Suspense>
  ) : null;
}

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
      <AuthProvider>
        {router(<AppRoutes />)}
        <HeldDataQuestion />
      </AuthProvider>
      <UpdateNotice store={updates} />
    </StrictMode>
  );
}
