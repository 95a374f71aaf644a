// What a Lighthouse trace says about the page's main thread: the tasks that its simulation
// (CPU ×4) turns into long tasks, how much of their time the thread actually ran on a CPU, and
// how long the browser's own task that commits the navigation took. On a busy 2-core machine,
// a task's wall time can be twice its CPU time: the difference is waiting for a core.

/** Tasks of at least this many ms become long (≥ 50 ms) once the simulation multiplies by 4. */
export const LONG_AT_MS = 12.5;

/**
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 * @returns {{ tasks: number, wallMs: number, cpuMs: number, commitMs: number } | null}
 */
export function mainThreadLoad(trace) {
  const events = trace?.traceEvents ?? [];
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      String(e.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!nav) return null;
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
  let end = -Infinity;
  const tasks = [];
  for (const e of main
    .filter((m) => m.name === 'RunTask' && m.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts)) {
    // A task run inside another (a nested loop) is counted with the outer one.
    if (e.ts + e.dur <= end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  // The document's commit is the longest of the commits (empty documents commit too).
  const commitAt = main
    .filter((e) => e.name === 'DocumentLoader::CommitNavigation' && e.ts >= nav.ts)
    .sort((a, b) => b.dur - a.dur)[0];
  const commit = commitAt && tasks.find((t) => t.ts <= commitAt.ts && commitAt.ts <= t.ts + t.dur);
  const long = tasks.filter((t) => t.dur / 1000 >= LONG_AT_MS);
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    tasks: long.length,
    wallMs: ms(long.reduce((s, t) => s + t.dur, 0)),
    cpuMs: ms(long.reduce((s, t) => s + (t.tdur ?? t.dur), 0)),
    commitMs: commit ? ms(commit.dur) : 0,
  };
}
