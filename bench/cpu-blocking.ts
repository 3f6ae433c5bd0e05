/**
 * Blocking time from the main thread's CPU time, for `npm run bench:web`: Lighthouse's TBT sums, for each task
 * after the first contentful paint, its wall-clock duration (times its 4x CPU slowdown) beyond 50 ms. On a
 * shared machine a task's wall clock includes the time the thread waited for a core, so TBT grows with the
 * neighbours (the same page: 112 ms in one run, 537 in the next). This sums the same, from each task's
 * thread time (`tdur`: CPU the renderer's main thread used): what the page makes the phone do, which a busy
 * machine delays but does not grow.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string };
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export function cpuBlockingMs(events: readonly TraceEvent[]): number {
  const tasksOf = (pid: number, tid: number) =>
    events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid);
  const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  // The page's renderer main thread: the one that worked most (about:blank's and others' barely run).
  const mains = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => tasksOf(e.pid, e.tid));
  const tasks = mains.sort((a, b) => cpu(b) - cpu(a))[0] ?? [];
  const pid = tasks[0]?.pid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  return tasks
    .filter((e) => e.ts + (e.dur ?? 0) > fcp)
    .reduce((sum, e) => sum + Math.max(0, ((e.tdur ?? 0) / 1000) * SLOWDOWN - LONG_TASK_MS), 0);
}
