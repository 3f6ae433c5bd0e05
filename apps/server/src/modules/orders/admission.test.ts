import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { Admission } from './admission.ts';

/** The in-process front door of order placements (README "Admission"), without a database. */
const need = (available: number, quantity = 1) => [{ variantId: 'v1', quantity, available }];
const settled = <T>(p: Promise<T>) => {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  p.then(
    (value) => Object.assign(state, { done: true, value }),
    (error) => Object.assign(state, { done: true, error }),
  );
  return state;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('order admission', () => {
  it('refuses at once what is not available, with the cart error and the stock left', async () => {
    const a = new Admission({ slots: 4, queueWaitMs: 60_000 });
    await expect(a.enter(need(0), performance.now())).rejects.toMatchObject({
      code: 'ECOM-112',
      params: { type: 'OUT_OF_STOCK_ERROR', variantId: 'v1', currentStock: 0 },
      httpStatus: 400,
    });
    await expect(a.enter(need(1, 2), performance.now())).rejects.toMatchObject({
      code: 'ECOM-113',
      params: { currentStock: 1 },
    });
  });

  it('lets as many orders in as there are units; the next waits and is told what the winners left', async () => {
    const a = new Admission({ slots: 4, queueWaitMs: 60_000 });
    const first = await a.enter(need(2), performance.now());
    const second = await a.enter(need(2), performance.now());
    const third = settled(a.enter(need(2), performance.now()));
    await tick();
    expect(third.done).toBe(false);
    // The first order committed and left 1; the second is still placing its unit: the third waits on.
    a.learn('v1', 1);
    first();
    await tick();
    expect(third.done).toBe(false);
    a.learn('v1', 0);
    second();
    await tick();
    expect(third).toMatchObject({ done: true, error: { code: 'ECOM-112' } });
  });

  it('admits a waiting order when one in flight failed and took nothing', async () => {
    const a = new Admission({ slots: 4, queueWaitMs: 60_000 });
    const first = await a.enter(need(1), performance.now());
    const second = settled(a.enter(need(1), performance.now()));
    await tick();
    expect(second.done).toBe(false);
    first();
    await tick();
    expect(second.done).toBe(true);
    expect(second.error).toBeUndefined();
  });

  it('answers 429 TOO_MANY_REQUESTS to a placement that waited too long for a slot', async () => {
    const a = new Admission({ slots: 1, queueWaitMs: 50 });
    const first = await a.enter(need(10), performance.now());
    await expect(a.enter(need(10), performance.now())).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      params: { retryAfterSeconds: 1 },
    });
    first();
    // The slot is free again and the refused placement's units were given back.
    const again = await a.enter(need(10, 10), performance.now());
    again();
  });
});
