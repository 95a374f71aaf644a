import type { Plugin } from 'vite';

/**
 * A chunk of its own for a set of modules. A module goes to the group when any of `patterns`
 * matches its id (with forward slashes); every pattern must match at least one module of the
 * build (`checkChunkGroups`), so a renamed or removed file cannot leave a group quietly empty.
 */
export interface ChunkGroup {
  name: string;
  priority: number;
  patterns: RegExp[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A source module of the repository, by its path without the extension. */
export const file = (p: string) => new RegExp(`/${escape(p)}\\.(ts|tsx|mjs|js)$`);

/** Every module of an installed package (a path inside it may follow the name). */
export const pkg = (p: string) => new RegExp(`/node_modules/${escape(p)}/`);

const unix = (id: string) => id.replaceAll('\\', '/');

/**
 * Chunks of their own for the small modules that many pages share. Left to itself the bundler
 * gives every set of pages its own chunk: a page in the shell asked for about twenty files of
 * one kilobyte each. On a phone's connection each is a round trip (six at a time), and starting
 * each request costs the main thread time. Grouped, such a page loads about six files. A group
 * takes only the modules it names (not their dependencies), so the landing page's own code, the
 * entry, keeps React and everything else it has.
 */
export const CHUNK_GROUPS: ChunkGroup[] = [
  {
    // The on-device understanding of typed messages (packages/understanding) and its trained
    // model: one file of its own, fetched after the chat page's first paint (never by the
    // landing page) and precached for offline use. Named so it is recognisable in the network
    // log, the size report and the service worker's precache list.
    name: 'understand',
    priority: 30,
    // The safety net's words for a doubtful reading of it come with it.
    patterns: [
      /\/packages\/understanding\/src\//,
      /\/packages\/understanding\/model\//,
      file('packages/domain/src/crisis-doubt'),
      file('apps/web/src/lib/understand-chunk'),
    ],
  },
  {
    // What the chat fetches after its first load, as it needs it: the mentors' fallback lines
    // (with the first reply) and how typed answers to the safety net are read (when it asks).
    // One file, not two.
    name: 'chat-later',
    priority: 20,
    patterns: [
      file('packages/domain/src/mentor-fallbacks'),
      file('packages/domain/src/safety-answers'),
    ],
  },
  {
    // What the shell and most other pages build on: stored data and its schemas, dates, the
    // settings, the small parts the shell's header and its sections share, and the layout of
    // the pages outside the shell (with its 'Need urgent help?').
    name: 'app-core',
    priority: 20,
    patterns: [
      pkg('zod'),
      ...['dates', 'mood', 'challenges', 'journal', 'settings', 'streak'].map((m) =>
        file(`packages/domain/src/${m}`),
      ),
      ...[
        'storage/storage',
        'storage/use-stored',
        'use-loaded',
        'use-lazy-code',
        'theme',
        'settings',
      ].map((m) => file(`apps/web/src/lib/${m}`)),
      file('apps/web/src/lib/safety/crisis-shown'),
      file('apps/web/src/lib/sync/status-store'),
      file('apps/web/src/features/settings/lib/notifications'),
      file('apps/web/src/components/ui/toaster'),
      file('apps/web/src/app/self-care-tool-page'),
      file('apps/web/src/app/tool-page'),
      file('apps/web/src/components/ui/lazy-dialog'),
      file('apps/web/src/features/safety/components/urgent-help-button'),
      // what it gives every dialog (read by the dialog's own chunk)
      file('apps/web/src/components/ui/dialog-help'),
    ],
  },
  {
    // Talking to the account's server (sign in, name, password, delete) and keeping focus while
    // a form waits for it: the login page, the profile and the settings share one file of it.
    name: 'account',
    priority: 20,
    patterns: [file('apps/web/src/lib/auth-client'), file('apps/web/src/lib/while-busy')],
  },
  {
    // The icon component every icon is built with, the icons several pages share, the error
    // box and what every page does as it arrives (its title, and focus on its heading). (Every
    // page but the landing page loads this group; the shared core is not on all: the login page
    // does without it.)
    name: 'ui',
    priority: 20,
    patterns: [
      /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/,
      ...['life-buoy', 'moon-star', 'trash', 'download'].map((i) =>
        file(`lucide-react/dist/esm/icons/${i}`),
      ),
      file('apps/web/src/components/ui/error-box'),
      file('apps/web/src/lib/page-arrived'),
      // cards and answers that leave out a double-click's second click (mood, self-care)
      file('apps/web/src/lib/single-click'),
    ],
  },
  {
    // The base of the accessible primitives (slider, switch, tabs, dialogs).
    name: 'radix-base',
    priority: 10,
    patterns: [
      '@radix-ui/primitive',
      ...[
        'compose-refs',
        'context',
        'use-layout-effect',
        'use-effect-event',
        'use-controllable-state',
        'slot',
        'primitive',
        'id',
        'use-callback-ref',
        'presence',
      ].map((p) => `@radix-ui/react-${p}`),
    ].map(pkg),
  },
  {
    // What every dialog needs: Radix's dialog with its focus trap and scroll lock.
    name: 'dialog',
    priority: 10,
    patterns: [
      ...[
        ...['dialog', 'dismissable-layer', 'focus-scope', 'portal', 'focus-guards'].map(
          (p) => `@radix-ui/react-${p}`,
        ),
        'tslib',
        'react-remove-scroll',
        'react-remove-scroll-bar',
        'use-callback-ref',
        'use-sidecar',
        'get-nonce',
        'react-style-singleton',
        'aria-hidden',
      ].map(pkg),
      file('apps/web/src/components/ui/dialog'),
    ],
  },
];

/** The groups as the bundler takes them (`output.codeSplitting.groups`). */
export function bundlerGroups(groups: ChunkGroup[]) {
  return groups.map(({ name, priority, patterns }) => ({
    name,
    priority,
    test: (id: string) => patterns.some((re) => re.test(unix(id))),
  }));
}

/** Each pattern of `groups` that matches none of the module ids, as `group: /pattern/`. */
export function unmatchedPatterns(groups: ChunkGroup[], ids: Iterable<string>): string[] {
  const all = [...ids].map(unix);
  return groups.flatMap(({ name, patterns }) =>
    patterns.filter((re) => !all.some((id) => re.test(id))).map((re) => `${name}: ${re}`),
  );
}

/**
 * Fails the build when a pattern of a chunk group matches no module of it: the file was renamed,
 * moved or is no longer imported, and the group no longer holds what its comment says.
 */
export function checkChunkGroups(groups: ChunkGroup[]): Plugin {
  return {
    name: 'mentora-check-chunk-groups',
    apply: 'build',
    generateBundle() {
      const unmatched = unmatchedPatterns(groups, this.getModuleIds());
      if (unmatched.length > 0)
        this.error(
          `A chunk group's pattern matches no module (build/chunk-groups.ts):\n  ${unmatched.join('\n  ')}`,
        );
    },
  };
}
