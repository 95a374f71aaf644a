import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import Landing from './routes/landing';

// Declarative routes keep the landing page's first load small (docs/decisions/0006).

type Loader = () => Promise<{ default: ComponentType }>;
interface Page {
  load: Loader;
  Page: ComponentType;
}
const page = (importPage: Loader): Page => {
  // When a chunk fails and the page reloads for a new build (main.tsx), the import resolves
  // with nothing: report that as the chunk error it is.
  const safe: Loader = () =>
    importPage().then((m) => {
      if (!m) throw new Error('Unable to preload this page');
      return m;
    });
  // Once its code is here the page renders at once, never through the Suspense fallback:
  // over a prerendered page (main.tsx), a spinner in between would be a flash.
  let loaded: ComponentType | undefined;
  const load: Loader = () =>
    safe().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(load);
  const Page = () => {
    // Chosen once per mount: switching later would remount the page and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { load, Page };
};

const shell = page(() => import('./routes/chat-shell'));
const chatbot = page(() => import('./routes/chat-chatbot'));
const notFound = page(() => import('./routes/not-found'));

/** The shell's sections, by their path under /chat. */
const SECTIONS: Array<[string, Page]> = [
  ['mood-tracker', page(() => import('./routes/chat-mood-tracker'))],
  ['self-care', page(() => import('./routes/chat-self-care'))],
  ['coping-skills', page(() => import('./routes/chat-coping-skills'))],
];

/** Every other page, by its path. */
const PAGES: Array<[string, Page]> = [
  [paths.login, page(() => import('./routes/login'))],
  [paths.grounding, page(() => import('./routes/question-ans'))],
  [paths.sleepTool, page(() => import('./routes/sleeptool'))],
  [paths.creative, page(() => import('./routes/creative'))],
  [paths.profile, page(() => import('./routes/profile'))],
  [paths.settings, page(() => import('./routes/settings'))],
  [paths.privacy, page(() => import('./routes/privacy'))],
  [paths.safetyPlan, page(() => import('./routes/safety-plan'))],
  [paths.report, page(() => import('./routes/report'))],
];

/** The code modules a path needs. */
export function modulesFor(pathname: string): Loader[] {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === paths.landing) return [];
  if (p === paths.chat || p.startsWith(`${paths.chat}/`)) {
    const section = SECTIONS.find(([s]) => p === `${paths.chat}/${s}`)?.[1] ?? chatbot;
    return [shell.load, section.load];
  }
  return [(PAGES.find(([path]) => path === p)?.[1] ?? notFound).load];
}

/**
 * Starts loading a path's modules together (the shell and its section at once, not one after
 * the other). A failure here is shown when the route renders, so it is not reported twice.
 */
export function preloadRoute(pathname: string): Array<Promise<unknown>> {
  return modulesFor(pathname).map((load) => {
    const loading = load();
    loading.catch(() => {});
    return loading;
  });
}

/** Catches what a route throws (a failed chunk included) and clears on the next navigation. */
class RouteBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; error: unknown; key: string }
> {
  override state = { failed: false, error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key
      ? null
      : { failed: false, error: null, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? (
      <>
        <RouteError error={this.state.error} />
        <Live />
      </>
    ) : (
      this.props.children
    );
  }
}

/**
 * Marks the route's content (or its error screen) as committed: a prerendered page is then the
 * app's, and the presses held before its code arrived are made (held-presses.ts). Inside the
 * route's Suspense boundary, so on a device whose page React builds afresh it runs once the new
 * page is in place, not when the rest of the tree has hydrated around the old one.
 */
function Live() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  useEffect(() => {
    const held = (window as { __early?: () => Element[] }).__early?.() ?? [];
    if (held.length === 0) return;
    import('./held-presses')
      .then((m) => m.pressHeld(held))
      .catch((err: unknown) => console.warn('Could not press the buttons pressed early', err));
  }, []);
  return null;
}

/**
 * The route table, built once. `<Routes>` would rebuild it from its `<Route>` children and match
 * it again on every render, hydration's included, in renders that cannot yield.
 */
const ROUTES: RouteObject[] = [
  { path: paths.landing, element: <Landing /> },
  {
    path: paths.chat,
    element: <shell.Page />,
    children: [
      { index: true, element: <chatbot.Page /> },
      { path: 'chatbot', element: <chatbot.Page /> },
      ...SECTIONS.map(([path, s]) => ({ path, element: <s.Page /> })),
      { path: '*', element: <chatbot.Page /> },
    ],
  },
  ...PAGES.map(([path, p]) => ({ path, element: <p.Page /> })),
  { path: '*', element: <notFound.Page /> },
];

/** The route table's matches for the current path, worked out once per path. */
function RouteTable() {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(ROUTES, pathname), [pathname]);
  return renderMatches(matches);
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteBoundary resetKey={location.key}>
      <Suspense fallback={<RouteLoading />}>
        <RouteTable />
        <Live />
      </Suspense>
    </RouteBoundary>
  );
}
