import { performance } from 'node:perf_hooks';
import { DomainError } from '@shop/domain';
import type { AppContext } from '../../http/types.ts';

/**
 * This instance's front door for order placements (README "Admission"), so that a limited drop's losers
 * are told "out of stock" at once instead of queueing for database connections:
 *
 * - per variant, what this instance last knew to be available (from the request's one-statement check, or
 *   from an order's conditional update after it committed) and how many units orders in flight here are
 *   placing. A placement whose units are not available is refused with the cart's ECOM-112/113; one whose
 *   units are all claimed by orders in flight waits for them (in memory, no connection held) and is then
 *   decided on what they left. The database stays the judge: the conditional update in the transaction
 *   refuses whatever this instance could not know (another instance's sales);
 * - at most `slots` placement transactions at once (half the pool), the others waiting their turn;
 * - a placement that waited `queueWaitMs` in all is refused 429 TOO_MANY_REQUESTS with Retry-After, the
 *   API's answer for "too many at once", never a 503 from a pool that ran dry.
 */
export interface Need {
  variantId: string;
  quantity: number;
  available: number;
}

interface Waiter {
  /** Whether what it waits on changed: then it is woken (else it stays, no new promise nor timer). */
  ready: () => boolean;
  wake: () => void;
}

type Verdict = 'short' | 'blocked' | 'free';

export class Admission {
  private readonly known = new Map<string, { available: number; at: number }>();
  private readonly inFlight = new Map<string, number>();
  private readonly waiters = new Set<Waiter>();
  private running = 0;
  private readonly slotQueue: (() => void)[] = [];

  constructor(private readonly opts: { slots: number; queueWaitMs: number }) {}

  /** What a read or a committed order saw; a later observation wins over an earlier one. */
  learn(variantId: string, available: number, at = performance.now()): void {
    const seen = this.known.get(variantId);
    if (!seen || seen.at <= at) this.known.set(variantId, { available, at });
  }

  /**
   * Waits until `needs` can be placed (then the release function must be called once the order's
   * transaction ended, after `learn` of what it left), or throws: ECOM-112/113 when a variant has not
   * enough left, 429 when the wait grew too long.
   */
  async enter(needs: readonly Need[], readAt: number): Promise<() => void> {
    for (const n of needs) this.learn(n.variantId, n.available, readAt);
    const deadline = performance.now() + this.opts.queueWaitMs;
    for (;;) {
      const verdict = this.verdict(needs);
      if (verdict === 'free') break;
      if (verdict === 'short') {
        for (const n of needs) {
          const available = this.availableOf(n);
          if (available < n.quantity) throw shortOf(n.variantId, available);
        }
      }
      // Woken only when its verdict changed: an order in flight that committed leaves the others blocked
      // (fewer available, as many fewer in flight), so 900 waiters cost nothing per commit until the last.
      await this.waitFor(() => this.verdict(needs) !== 'blocked', deadline);
    }
    for (const n of needs) this.inFlight.set(n.variantId, (this.inFlight.get(n.variantId) ?? 0) + n.quantity);
    let released = false;
    const releaseUnits = () => {
      if (released) return;
      released = true;
      for (const n of needs) {
        const left = (this.inFlight.get(n.variantId) ?? 0) - n.quantity;
        if (left > 0) this.inFlight.set(n.variantId, left);
        else this.inFlight.delete(n.variantId);
      }
      this.wakeReady();
    };
    try {
      await this.takeSlot(deadline);
    } catch (err) {
      releaseUnits();
      throw err;
    }
    return () => {
      if (released) return;
      const next = this.slotQueue.shift();
      if (next) next();
      else this.running -= 1;
      releaseUnits();
    };
  }

  private availableOf(n: Need): number {
    return this.known.get(n.variantId)?.available ?? n.available;
  }

  /** Short: a variant has fewer available than needed; blocked: its units are all being placed; else free. */
  private verdict(needs: readonly Need[]): Verdict {
    let blocked = false;
    for (const n of needs) {
      const available = this.availableOf(n);
      if (available < n.quantity) return 'short';
      if ((this.inFlight.get(n.variantId) ?? 0) + n.quantity > available) blocked = true;
    }
    return blocked ? 'blocked' : 'free';
  }

  private async takeSlot(deadline: number): Promise<void> {
    if (this.running < this.opts.slots) {
      this.running += 1;
      return;
    }
    const left = deadline - performance.now();
    if (left <= 0) throw busy(this.opts.queueWaitMs);
    await new Promise<void>((resolve, reject) => {
      // A releasing order hands its slot over (`running` unchanged): see `release` in `enter`.
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const i = this.slotQueue.indexOf(turn);
        if (i >= 0) this.slotQueue.splice(i, 1);
        reject(busy(this.opts.queueWaitMs));
      }, left);
      this.slotQueue.push(turn);
    });
  }

  private waitFor(ready: () => boolean, deadline: number): Promise<void> {
    const left = deadline - performance.now();
    if (left <= 0) return Promise.reject(busy(this.opts.queueWaitMs));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        ready,
        wake: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(busy(this.opts.queueWaitMs));
      }, left);
      this.waiters.add(waiter);
    });
  }

  /** Wakes the waiters whose verdict changed (after units in flight were released). */
  private wakeReady(): void {
    for (const w of [...this.waiters]) if (w.ready()) w.wake();
  }
}

export const shortOf = (variantId: string, currentStock: number) =>
  new DomainError(
    currentStock <= 0 ? 'ECOM-112' : 'ECOM-113',
    {
      type: currentStock <= 0 ? 'OUT_OF_STOCK_ERROR' : 'QUANTITY_ERROR',
      variantId,
      currentStock: Math.max(0, currentStock),
    },
    400,
  );

const busy = (waitedMs: number) =>
  new DomainError(
    'TOO_MANY_REQUESTS',
    { retryAfterSeconds: Math.max(1, Math.ceil(waitedMs / 1000)), limit: 'orders' },
    429,
  );

const admissions = new WeakMap<AppContext, Admission>();

/** One per app (tests build many apps in one process). */
export function admissionOf(ctx: AppContext): Admission {
  let a = admissions.get(ctx);
  if (!a) {
    a = new Admission(ctx.config.orders);
    admissions.set(ctx, a);
  }
  return a;
}
