import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollector } from './collector.ts';

const view = (n: number) => ({ event: 'page_view' as const, path: `/p/${n}` });

function setup(accept = true) {
  const bodies: { visitor: string; events: { path: string }[] }[] = [];
  const world = { accept };
  const collector = createCollector({
    send: (body) => {
      if (!world.accept) return false;
      bodies.push(JSON.parse(body));
      return true;
    },
    schedule: (fn, ms) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    visitor: () => 'v'.repeat(32),
  });
  return { collector, bodies, world };
}

describe('the collector batches (10 events, 5 s, or when the page is left)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends 10 events at once in one request, with the visitor of the day', () => {
    const { collector, bodies } = setup();
    for (let i = 0; i < 9; i++) collector.add(view(i));
    expect(bodies).toEqual([]);
    collector.add(view(9));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.events).toHaveLength(10);
    expect(bodies[0]?.visitor).toBe('v'.repeat(32));
  });

  it('sends fewer after 5 s', () => {
    const { collector, bodies } = setup();
    collector.add(view(1));
    vi.advanceTimersByTime(4999);
    expect(bodies).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(bodies.map((b) => b.events.length)).toEqual([1]);
  });

  it('flush sends everything in requests of at most 10, and keeps what the browser refused', () => {
    const { collector, bodies, world } = setup(false);
    for (let i = 0; i < 9; i++) collector.add(view(i));
    collector.flush();
    expect(collector.pending()).toBe(9);
    world.accept = true;
    for (let i = 9; i < 13; i++) collector.add(view(i));
    collector.flush();
    expect(bodies.map((b) => b.events.length)).toEqual([10, 3]);
    expect(collector.pending()).toBe(0);
  });
});
