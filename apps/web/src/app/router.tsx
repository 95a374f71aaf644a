import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import Landing from './routes/landing';

type LazyModule = { default: React.ComponentType };
const lazy = (load: () => Promise<LazyModule>) => async () => ({
  Component: (await load()).default,
});

const chatbot = lazy(() => import('./routes/chat-chatbot'));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: paths.landing, Component: Landing },
      { path: paths.login, lazy: lazy(() => import('./routes/login')) },
      {
        path: paths.chat,
        lazy: lazy(() => import('./routes/chat-shell')),
        children: [
          { index: true, lazy: chatbot },
          { path: 'chatbot', lazy: chatbot },
          { path: 'mood-tracker', lazy: lazy(() => import('./routes/chat-mood-tracker')) },
          { path: 'self-care', lazy: lazy(() => import('./routes/chat-self-care')) },
          { path: 'coping-skills', lazy: lazy(() => import('./routes/chat-coping-skills')) },
          { path: '*', lazy: chatbot },
        ],
      },
      { path: paths.grounding, lazy: lazy(() => import('./routes/question-ans')) },
      { path: paths.sleepTool, lazy: lazy(() => import('./routes/sleeptool')) },
      { path: paths.creative, lazy: lazy(() => import('./routes/creative')) },
      { path: paths.profile, lazy: lazy(() => import('./routes/profile')) },
      { path: paths.settings, lazy: lazy(() => import('./routes/settings')) },
      { path: paths.privacy, lazy: lazy(() => import('./routes/privacy')) },
      { path: paths.safetyPlan, lazy: lazy(() => import('./routes/safety-plan')) },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
