import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shared test fixture: fails a test on any console error or uncaught page error,
 * unless the test expects it (`allowConsoleErrors`).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  // A guest's first visit is prerendered and marked until the app takes it over: a navigation
  // that waits for the page to load also waits for the app to be live.
  page: async ({ page }, use) => {
    const live = async (waitUntil?: string) => {
      if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
      await page.waitForFunction(
        () => !document.getElementById('root')?.hasAttribute('data-prerendered'),
      );
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await live(options?.waitUntil);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await live(options?.waitUntil);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A failed load names its resource only in the message's location: it is kept, so that
        // a test can allow one resource by name.
        const { url } = msg.location();
        const text = msg.text();
        errors.push(text.startsWith('Failed to load resource') && url ? `${text} (${url})` : text);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      const unexpected = errors.filter((e) => !allowConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';

/** Runs axe (WCAG 2.1 AA) on the page and fails on any violation. */
export async function expectNoA11yViolations(page: Page, include?: string) {
  // Check the settled page. A transition that starts while axe reads the page (a toast arriving
  // or leaving) makes that reading a half-faded frame: then the page settles and is read again.
  // The last reading must be clean either way.
  let summary: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await settle(page);
    await page
      .evaluate(() => {
        const w = window as unknown as { __moved?: boolean; __watching?: boolean };
        w.__moved = false;
        if (w.__watching) return;
        w.__watching = true;
        const mark = () => (w.__moved = true);
        for (const type of ['transitionstart', 'transitionrun', 'animationstart'])
          document.addEventListener(type, mark, true);
      })
      .catch(() => undefined);
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    if (include) builder = builder.include(include);
    const results = await builder.analyze();
    summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    if (summary.length === 0) break;
    const moved = await page
      .evaluate(() => (window as unknown as { __moved?: boolean }).__moved === true)
      .catch(() => false);
    if (!moved) break;
  }
  expect(summary, 'accessibility violations').toEqual([]);
}

/** Lets finite transitions (a toast fading in, a dialog opening) finish, within 1.5 s. */
async function settle(page: Page) {
  await Promise.race([
    page
      .evaluate(async () => {
        const pending = () =>
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
        // A toast that is on the page but not yet shown is about to start its transition.
        const arriving = () => document.querySelector('[data-sonner-toast][data-mounted="false"]');
        for (let round = 0; round < 20; round += 1) {
          const running = pending();
          if (running.length === 0 && !arriving()) return;
          await Promise.all([
            ...running.map((a) => a.finished.catch(() => undefined)),
            new Promise((resolve) => requestAnimationFrame(resolve)),
          ]);
        }
      })
      .catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
}

/** Sets the colour theme the way the app reads it before first paint. */
export async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.emulateMedia({ colorScheme: theme });
}

/**
 * A slider's value and range as a screen reader gets them: the browser's own accessibility tree.
 * (Its aria-valuetext is not in what the DevTools protocol reports: test the attribute.)
 */
export async function sliderAsRead(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{
        role?: { value?: unknown };
        name?: { value?: unknown };
        value?: { value?: unknown };
        properties?: Array<{ name: string; value: { value?: unknown } }>;
      }>;
    };
    const node = nodes.find((n) => n.role?.value === 'slider' && n.name?.value === name);
    if (!node) throw new Error(`no slider named "${name}" in the accessibility tree`);
    const prop = (p: string) => node.properties?.find((x) => x.name === p)?.value.value;
    return {
      value: Number(node.value?.value),
      min: Number(prop('valuemin')),
      max: Number(prop('valuemax')),
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * The time limit of a long walk: several devices that each sign in (a deliberately slow password
 * hash on the server), or every page of the app. In full runs these took 40 to 72 s, and one
 * passed 90 s when the machine was slower.
 */
export const LONG_WALK = 150_000;

/** Waits until the service worker is active, has precached the app and controls this page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

/**
 * Fills this browser's storage to its quota (a few characters short of it: no key of the app
 * fits): 'junk' takes the largest part, which a test removes to make room again, and keys of
 * half the size each, from 'junk-1' on, the rest. Each key is written once; growing one key step
 * by step wrote megabytes two dozen times and took ten seconds, and several times that on a busy
 * machine.
 */
export async function fillStorage(page: Page) {
  await page.evaluate(() => {
    let keys = 0;
    for (let size = 8 * 1024 * 1024; size >= 1; size = Math.floor(size / 2)) {
      try {
        localStorage.setItem(keys === 0 ? 'junk' : `junk-${keys}`, 'x'.repeat(size));
        keys += 1;
      } catch {
        /* too much: try half */
      }
    }
  });
}

/**
 * What live regions say from here on, as a screen reader would be told it: the text of a live
 * region (aria-live, or a status, alert or log) each time something in it changes, and of one
 * that comes onto the page with text in it (some screen readers read those out). Call before
 * the page is opened; each call of the function returned gives what was said since the last.
 */
export async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        // (what leaves a region is not read out)
        const added = record.type === 'characterData' || record.addedNodes.length > 0;
        const region = added ? target?.closest(LIVE) : null;
        if (region) changed.add(region);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(LIVE)) changed.add(node);
          node.querySelectorAll(LIVE).forEach((inner) => changed.add(inner));
        }
      }
      for (const region of changed) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (region.isConnected && text) said.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __said: string[] }).__said.splice(0));
}
