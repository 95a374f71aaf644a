// Lighthouse (mobile profile, the default) on Debian's Chromium, headless, against the real
// server: median of 3 runs per page, reports in bench/results/. Usage:
// node bench/lighthouse.mjs [--no-build] [--runs=3] [/route ...]
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { report, resultsDir } from './lib.mjs';
import { LONG_AT_MS, mainThreadLoad } from './main-thread.mjs';
import { ensureBuild, startServer } from './server.mjs';

/** Budgets (issue 11). Scores are 0-100; times in ms. */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
};
const ROUTES_DEFAULT = ['/', '/chat', '/chat/mood-tracker', '/chat/self-care', '/login'];
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const routes = args.filter((a) => a.startsWith('/'));
const ROUTES = routes.length ? routes : ROUTES_DEFAULT;

// Chromium, and an emoji font beside it as on any phone (scripts/ensure-browser.mjs).
if (!process.env.CHROME_PATH)
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../scripts/ensure-browser.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
const chromePath = process.env.CHROME_PATH ?? chromiumPath();
if (!chromePath) {
  console.error('No Chromium found: set CHROME_PATH (Debian: apt-get install chromium).');
  process.exit(1);
}

// Browser work that is not the page's, switched off so that it does not take a core from the
// page while it loads (Chromium reads only the last --disable-features, so the launcher's own
// list goes into it):
// - the omnibox popup, which headless Chromium keeps ready as two WebUI pages in a renderer of
//   their own, and which on every navigation took CPU time from the page being measured (16 ms
//   in one page's commit task alone);
// - the spare renderer: a process Chromium starts for the *next* navigation as soon as this one
//   takes the one it had ready. Its start-up runs at normal priority for about 16 ms of CPU, just
//   as the page commits. On this 2-core machine the kernel's scheduler trace showed the page's
//   main thread, runnable throughout, preempted by it: a commit task of 9 ms of CPU took 41 ms
//   (docs/decisions/0015-bench-without-spare-renderer.md).
const DISABLE_FEATURES = `--disable-features=${[
  ...(chromeLauncher.Launcher.defaultFlags()
    .find((f) => f.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? []),
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
].join(',')}`;

ensureBuild();
const server = await startServer();
const rows = [];
const summary = [];
mkdirSync(resultsDir, { recursive: true });
try {
  for (const route of ROUTES) {
    const runs = [];
    // A run that could not paint (a busy machine, a crashed tab) is retried, a few times at most.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
      // A fresh browser each run: nothing cached, no service worker from the run before.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, DISABLE_FEATURES],
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(
          `${server.url}${route}`,
          {
            port: chrome.port,
            output: ['html', 'json'],
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          undefined,
        );
        const fcp = result?.lhr.audits['first-contentful-paint']?.numericValue;
        if (!result || result.lhr.runtimeError || typeof fcp !== 'number') {
          console.warn(
            `${route}: run ${attempt + 1} gave no result (${result?.lhr.runtimeError?.code ?? 'no paint'}), retrying`,
          );
          continue;
        }
        runs.push(result);
      } finally {
        await chrome.kill();
      }
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${route}`);
    const median = computeMedianRun(runs.map((r) => r.lhr));
    const chosen = runs.find((r) => r.lhr === median) ?? runs[0];
    const lhr = chosen.lhr;
    const name = route === '/' ? 'landing' : route.slice(1).replaceAll('/', '-');
    const [html, json] = chosen.report;
    writeFileSync(path.join(resultsDir, `lighthouse-${name}.html`), html);
    writeFileSync(path.join(resultsDir, `lighthouse-${name}.json`), json);

    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    const fig = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: Math.round(audit('largest-contentful-paint')),
      fcp: Math.round(audit('first-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      failing,
      // The observed tasks behind TBT: their wall time, the part of it the page's thread ran on
      // a CPU (the rest it waited for one), and the browser's own navigation commit among them.
      mainThread: mainThreadLoad(chosen.artifacts?.Trace),
    };
    const mt = fig.mainThread;
    const tbtNote = mt
      ? `${mt.tasks} tasks ≥ ${LONG_AT_MS} ms: ${mt.wallMs} ms, ${mt.cpuMs} ms on CPU; commit ${mt.commitMs} ms`
      : undefined;
    summary.push(fig);
    console.log(
      `${route}: perf ${fig.performance}, a11y ${fig.accessibility}, best practices ${fig.bestPractices}, LCP ${fig.lcp} ms, FCP ${fig.fcp} ms, TBT ${fig.tbt} ms, CLS ${fig.cls}${failing.length ? `; failing: ${failing.join(', ')}` : ''}`,
    );
    rows.push(
      {
        name: `${route} performance`,
        value: fig.performance,
        budget: BUDGETS.performance,
        min: true,
      },
      {
        name: `${route} accessibility`,
        value: fig.accessibility,
        budget: BUDGETS.accessibility,
        min: true,
      },
      {
        name: `${route} best practices`,
        value: fig.bestPractices,
        budget: BUDGETS.bestPractices,
        min: true,
      },
      { name: `${route} LCP`, value: fig.lcp, unit: 'ms', budget: BUDGETS.lcpMs },
      { name: `${route} TBT`, value: fig.tbt, unit: 'ms', budget: BUDGETS.tbtMs, note: tbtNote },
      { name: `${route} CLS`, value: fig.cls, budget: BUDGETS.cls },
    );
  }
} finally {
  await server.stop();
}

console.log(
  `\nmobile profile (simulated throttling), median of ${RUNS} runs, reports in bench/results/\n`,
);
const ok = report('lighthouse', rows, { runs: RUNS, summary });
if (!ok) {
  console.error('Lighthouse figures below budget');
  process.exit(1);
}
