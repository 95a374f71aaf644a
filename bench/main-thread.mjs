// What a Lighthouse trace says about the page's main thread: the tasks that its simulation
// (CPU ×4) turns into long tasks, how much of their time the thread actually ran on a CPU, and
// how long the browser's own task that commits the navigation took. On a busy 2-core machine,
// a task's wall time can be twice its CPU time: the difference is waiting for a core. The trace
// is read with Lighthouse's own model of it, the one its TBT is computed from.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Tasks of at least this many ms become long (≥ 50 ms) once the simulation multiplies by 4. */
export const LONG_AT_MS = 12.5;

/**
 * @param {{ traceEvents: Array<Record<string, any>> } | undefined} trace
 * @returns {{ tasks: number, wallMs: number, cpuMs: number, commitMs: number } | null}
 */
export function mainThreadLoad(trace) {
  let processed;
  try {
    processed = TraceProcessor.processTrace(trace);
  } catch {
    return null; // no trace, or no navigation in it
  }
  const { mainThreadEvents, frames, timestamps } = processed;
  // Top-level tasks from the start of the navigation on.
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  ).filter((t) => !t.parent && t.startTime >= 0);
  const runs = (t, name) => t.event.name === name || t.children.some((c) => runs(c, name));
  // The document's commit is the longest of the commits (empty documents commit too).
  const commitMs = Math.max(
    0,
    ...tasks.filter((t) => runs(t, 'DocumentLoader::CommitNavigation')).map((t) => t.duration),
  );
  const long = tasks.filter((t) => t.duration >= LONG_AT_MS);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    tasks: long.length,
    wallMs: round(long.reduce((s, t) => s + t.duration, 0)),
    // Trace events carry the thread's CPU time (tdur, µs) beside their wall time.
    cpuMs: round(long.reduce((s, t) => s + (t.event.tdur ?? t.event.dur) / 1000, 0)),
    commitMs: round(commitMs),
  };
}
