import type { Plugin } from 'vite';

/**
 * Preloads the text font from the page's head, so it arrives alongside the code and the first
 * render already uses it: no reflow (layout shift) when it would otherwise arrive later.
 */
export function preloadFont(): Plugin {
  return {
    name: 'mentora-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /nunito.*\.woff2$/.test(f));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
