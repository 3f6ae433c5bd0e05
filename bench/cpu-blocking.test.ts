import { describe, expect, it } from 'vitest';
import { cpuBlockingMs } from './cpu-blocking.ts';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('cpuBlockingMs', () => {
  it("sums, after the first paint, each task's CPU time x4 beyond 50 ms, on the page's main thread", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'), // about:blank: barely runs
      task(1, 1, 0, 5, 5),
      thread(2, 7, 'CrRendererMain'), // the page
      task(2, 7, 1_000, 40, 40), // before the first paint: not counted
      { name: 'firstContentfulPaint', ph: 'I', pid: 2, tid: 7, ts: 100_000 },
      task(2, 7, 200_000, 300, 20), // waited for a core: 20 ms of CPU x4 = 80 -> 30 blocking
      task(2, 7, 600_000, 10, 10), // 40 ms: not long
      task(2, 7, 700_000, 30, 30), // 120 -> 70 blocking
      thread(2, 9, 'Compositor'),
      task(2, 9, 300_000, 500, 500), // another thread: not counted
    ];
    expect(cpuBlockingMs(events)).toBeCloseTo(100, 6);
  });

  it('is 0 for a trace without a renderer', () => {
    expect(cpuBlockingMs([])).toBe(0);
  });
});
