import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { event, purchase } from './test-events.ts';
import { createTracker, TRACKER_KEYS, type TrackerLog } from './tracker.ts';
import type { CommerceEvent } from './types.ts';

/** A tracker on fake timers, a map for local storage and a destination the test switches on and off. */
function setup(opts: { ready?: boolean; failing?: boolean; online?: boolean } = {}) {
  const world = {
    probe: (opts.ready ?? true) ? null : ('DATALAYER_UNAVAILABLE' as const),
    failing: opts.failing ?? false,
    online: opts.online ?? true,
    delivered: [] as CommerceEvent[][],
    logs: [] as TrackerLog[],
    store: new Map<string, string>(),
  };
  const tracker = createTracker({
    now: () => Date.now(),
    schedule: (fn, ms) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    },
    probe: () => world.probe,
    deliver: (events) => {
      if (world.failing) throw new Error('offline');
      world.delivered.push(events);
    },
    online: () => world.online,
    storage: {
      read: (k) => world.store.get(k) ?? null,
      write: (k, v) => (v === null ? world.store.delete(k) : world.store.set(k, v)),
    },
    log: (entry) => world.logs.push(entry),
  });
  const sent = () => world.delivered.flat().map((e) => e.event);
  return { world, tracker, sent };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('initialisation (spec 002 §4)', () => {
  it('initialises at once when the data layer is there, and delivers sanitised events', async () => {
    const { tracker, world } = setup();
    tracker.start();
    expect(tracker.getState()).toBe('INITIALIZED');
    expect(await tracker.track(event('view_item', { currency: 'usd' }))).toMatchObject({ status: 'sent' });
    expect(world.delivered[0]?.[0]?.currency).toBe('USD');
  });

  it('queues events until the container appears, retrying 5 times 2 s apart', async () => {
    const { tracker, world, sent } = setup({ ready: false });
    tracker.start();
    expect((await tracker.track(event('view_item'))).status).toBe('queued');
    await vi.advanceTimersByTimeAsync(2000 * 3);
    expect(tracker.getState()).toBe('NOT_INITIALIZED');
    world.probe = null;
    await vi.advanceTimersByTimeAsync(2000);
    expect(tracker.getState()).toBe('INITIALIZED');
    expect(sent()).toEqual(['view_item']);
  });

  it('gives up after 5 retries and keeps the queue in local storage', async () => {
    const { tracker, world } = setup({ ready: false });
    tracker.start();
    await tracker.track(event('add_to_cart'));
    await vi.advanceTimersByTimeAsync(2000 * 5);
    expect(tracker.getState()).toBe('INIT_FAILED');
    expect(JSON.parse(world.store.get(TRACKER_KEYS.backup) ?? '[]')).toHaveLength(1);
  });

  it('restores a backup of an earlier page at start and delivers it', async () => {
    const first = setup({ ready: false });
    first.tracker.start();
    await first.tracker.track(event('add_to_cart'));
    await vi.advanceTimersByTimeAsync(2000 * 5);
    const second = setup();
    second.world.store = first.world.store;
    second.tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.sent()).toEqual(['add_to_cart']);
    expect(second.world.store.has(TRACKER_KEYS.backup)).toBe(false);
  });
});

describe('delivery failures', () => {
  it('retries the queue 3 times 1 s apart, then drops it', async () => {
    const { tracker, world } = setup({ failing: true });
    tracker.start();
    expect((await tracker.track(event('view_item'))).status).toBe('queued');
    await vi.advanceTimersByTimeAsync(1000 * 2);
    expect(tracker.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.pending()).toEqual([]);
    expect(world.logs.some((l) => l.message.startsWith('analytics queue dropped after 3 tries'))).toBe(true);
    // A severe failure backed the event up for the next page.
    expect(JSON.parse(world.store.get(TRACKER_KEYS.backup) ?? '[]')).toHaveLength(1);
  });

  it('delivers on a retry when the network comes back', async () => {
    const { tracker, world, sent } = setup({ failing: true });
    tracker.start();
    await tracker.track(event('view_item'));
    world.failing = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toEqual(['view_item']);
    expect(world.store.has(TRACKER_KEYS.backup)).toBe(false);
  });

  it('offline: queues, and flush() sends when back online', async () => {
    const { tracker, world, sent } = setup({ online: false });
    tracker.start();
    expect((await tracker.track(event('view_item'))).status).toBe('queued');
    world.online = true;
    await tracker.flush();
    expect(sent()).toEqual(['view_item']);
  });

  it('enters degraded mode after 5 severe failures within 5 minutes, and leaves it when restored', async () => {
    const { tracker, world, sent } = setup({ failing: true });
    tracker.start();
    for (let i = 0; i < 5; i++) await tracker.track(event('view_item', { items: [] }));
    expect(tracker.getState()).toBe('DEGRADED');
    expect((await tracker.track(event('view_item'))).status).toBe('queued');
    world.failing = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(tracker.getState()).toBe('INITIALIZED');
    expect(sent()).toEqual(['view_item']);
  });

  it('does not degrade when the failures are spread over more than 5 minutes, or a success comes between', async () => {
    const { tracker } = setup();
    tracker.start();
    for (let i = 0; i < 4; i++) await tracker.track(event('view_item', { items: [] }));
    await vi.advanceTimersByTimeAsync(300_001);
    await tracker.track(event('view_item', { items: [] }));
    expect(tracker.getState()).toBe('INITIALIZED');
    for (let i = 0; i < 3; i++) await tracker.track(event('view_item', { items: [] }));
    await tracker.track(event('view_item'));
    await tracker.track(event('view_item', { items: [] }));
    expect(tracker.getState()).toBe('INITIALIZED');
  });

  it('medium failures do not count toward degraded mode', async () => {
    const { tracker } = setup();
    tracker.start();
    for (let i = 0; i < 6; i++) await tracker.track(event('page_view'));
    expect(tracker.getState()).toBe('INITIALIZED');
  });
});

describe('rejected events', () => {
  it('answers the errors and delivers nothing; logs mask personal data', async () => {
    const { tracker, world } = setup();
    tracker.start();
    const result = await tracker.track({ ...event('add_to_cart', { items: [] }), email: 'ada@example.com' });
    expect(result).toMatchObject({
      status: 'rejected',
      errors: [{ code: 'EMPTY_ARRAY', severity: 'critical' }],
    });
    expect(world.delivered).toEqual([]);
    expect(JSON.stringify(world.logs)).not.toContain('ada@example.com');
    expect(JSON.stringify(world.logs)).toContain('***');
  });

  it('rejects a purchase whose transaction id was tracked in the last 24 h, across pages', async () => {
    const { tracker, world } = setup();
    tracker.start();
    expect((await tracker.track(purchase())).status).toBe('sent');
    const again = setup();
    again.world.store = world.store;
    again.tracker.start();
    expect(await again.tracker.track(purchase())).toMatchObject({
      status: 'rejected',
      errors: [
        {
          code: 'DUPLICATE_TRANSACTION_ID',
          message: 'Duplicate transaction detected - purchase event already tracked',
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect((await again.tracker.track(purchase())).status).toBe('sent');
  });

  it('reports at most one copy of the same error a minute', async () => {
    const { tracker, world } = setup();
    tracker.start();
    for (let i = 0; i < 3; i++) await tracker.track(event('page_view'));
    expect(world.logs.filter((l) => l.type === 'VALIDATION_ERROR')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await tracker.track(event('page_view'));
    expect(world.logs.filter((l) => l.type === 'VALIDATION_ERROR')).toHaveLength(2);
  });
});
