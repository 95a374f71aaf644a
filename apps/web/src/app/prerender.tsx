import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createUpdateStore } from '../features/pwa/update-store';
import { AppTree } from './app';

/** No service worker while prerendering: nothing here is ever called. */
const noUpdates = createUpdateStore(() => {
  throw new Error('no updates while prerendering');
});

/**
 * Renders a route as a first-time guest sees it before any code runs, for the build's
 * prerendered pages (scripts/prerender.mjs). The lazy route code is awaited, so the whole
 * page is in the HTML.
 */
export async function renderRoute(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppTree
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      updates={noUpdates}
    />,
    {
      onError: (e) => void errors.push(e),
      // The whole page is written at once, so every Suspense boundary stays in place in the
      // HTML. (By default React moves a boundary that comes after the first 12.8 kB into a
      // hidden element at the end, revealed by an inline script: on screen only once that has
      // run, and one more script for the CSP to allow.)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw errors[0];
  const out = new PassThrough();
  prelude.pipe(out);
  let html = '';
  for await (const chunk of out) html += String(chunk);
  return html;
}
