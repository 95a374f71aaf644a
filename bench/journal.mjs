// Opens the previous-journals list with 5,000 stored entries (about 4 MB) in real Chromium and
// times how long until the first entries are on screen; then scrolls and pages through it and
// reports the longest main-thread task. Usage: node bench/journal.mjs [--no-build] [--runs=5]
// Some functions below run inside the page (page.evaluate), where these are defined:
/* global document, requestAnimationFrame, MutationObserver, getComputedStyle */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { median, report } from './lib.mjs';
import { ensureBuild, startServer } from './server.mjs';

/** Budgets (issue 11). */
export const BUDGETS = { firstEntriesMs: 200, longestScrollTaskMs: 50, renderedEntries: 20 };
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const ENTRIES = 5000;

ensureBuild();
const server = await startServer();
const executablePath = chromiumPath();
const browser = await chromium.launch({
  args: CHROMIUM_ARGS,
  ...(executablePath ? { executablePath } : {}),
});
const rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/`);
  const stored = await page.evaluate((n) => {
    const filler =
      'Today I noticed the light through the window and felt a little calmer than yesterday. '.repeat(
        9,
      );
    const base = new Date(2026, 0, 1).getTime();
    const list = Array.from({ length: n }, (_, i) => {
      const when = new Date(base - i * 3_600_000);
      return {
        id: when.getTime(),
        content: `Entry number ${n - i}. ${filler}`,
        date: when.toLocaleDateString(),
        time: when.toLocaleTimeString(),
      };
    });
    const raw = JSON.stringify(list);
    localStorage.setItem('journalHistory', raw);
    return raw.length;
  }, ENTRIES);

  const opens = [];
  let rendered = 0;
  let longest = 0;
  let more = 0;
  let slowestFrame = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${server.url}/chat/mood-tracker?open=journal`);
    const write = page.getByRole('dialog', { name: 'Mood Journal' });
    await write.getByRole('button', { name: 'See Your Previous Journals' }).waitFor();
    // Timed inside the page: from the click to the frame that shows the first entries.
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll('[role="dialog"] button')].find(
            (b) => b.textContent?.trim() === 'See Your Previous Journals',
          );
          const t0 = performance.now();
          const done = () =>
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          const check = () => document.querySelector('[role="dialog"] article');
          const obs = new MutationObserver(() => {
            if (check()) {
              obs.disconnect();
              done();
            }
          });
          obs.observe(document.body, { childList: true, subtree: true });
          button.click();
          if (check()) {
            obs.disconnect();
            done();
          }
        }),
    );
    opens.push(ms);
    const history = page.getByRole('dialog', { name: 'Your Previous Journals' });
    await history.getByRole('article').first().waitFor();
    rendered = await history.getByRole('article').count();

    // Scroll the list to the end, press "Show more", and scroll again, watching long tasks.
    const scroll = await page.evaluate(async () => {
      const tasks = [];
      const po = new PerformanceObserver((l) =>
        tasks.push(...l.getEntries().map((e) => e.duration)),
      );
      po.observe({ type: 'longtask', buffered: false });
      const box = document.querySelector('[role="dialog"]');
      const scroller = [box, ...box.querySelectorAll('*')].find(
        (el) =>
          el.scrollHeight > el.clientHeight + 10 && getComputedStyle(el).overflowY !== 'visible',
      );
      const frames = [];
      const step = async () => {
        for (let y = 0; y <= scroller.scrollHeight; y += 120) {
          scroller.scrollTop = y;
          const t = performance.now();
          await new Promise((r) => requestAnimationFrame(r));
          frames.push(performance.now() - t);
        }
      };
      await step();
      const moreButton = [...box.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Show more',
      );
      const t0 = performance.now();
      moreButton?.click();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const moreMs = performance.now() - t0;
      await step();
      await new Promise((r) => setTimeout(r, 50));
      po.disconnect();
      return {
        longest: Math.max(0, ...tasks),
        slowestFrame: Math.max(0, ...frames),
        moreMs,
        articles: box.querySelectorAll('article').length,
      };
    });
    longest = Math.max(longest, scroll.longest);
    slowestFrame = Math.max(slowestFrame, scroll.slowestFrame);
    more = Math.max(more, scroll.moreMs);
  }

  console.log(
    `${ENTRIES} entries stored (${(stored / 1024 / 1024).toFixed(1)} MB); open times: ${opens.map((t) => Math.round(t)).join(', ')} ms`,
  );
  rows.push(
    {
      name: 'first entries on screen (median)',
      value: Math.round(median(opens)),
      unit: 'ms',
      budget: BUDGETS.firstEntriesMs,
      under: true, // issue 11: "in under 200 ms"
      note: `worst ${Math.round(Math.max(...opens))} ms of ${RUNS}`,
    },
    {
      name: 'entries rendered at first',
      value: rendered,
      budget: BUDGETS.renderedEntries,
      note: 'paged',
    },
    { name: '"Show more" to the next 20', value: Math.round(more), unit: 'ms' },
    { name: 'slowest frame while scrolling', value: Math.round(slowestFrame), unit: 'ms' },
    {
      name: 'longest task while scrolling',
      value: Math.round(longest),
      unit: 'ms',
      budget: BUDGETS.longestScrollTaskMs,
    },
  );
} finally {
  await browser.close();
  await server.stop();
}
const ok = report('journal', rows, { entries: ENTRIES, runs: RUNS });
if (!ok) {
  console.error('journal list over budget');
  process.exit(1);
}
