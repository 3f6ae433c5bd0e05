import { describe, expect, it } from 'vitest';
import { enqueue, parseBackup } from './queue.ts';
import { isDuplicateTransaction, pruneLedger, recordTransaction } from './transactions.ts';

const e = (event: string, n: number) => ({ event, n }) as { event: 'view_item' | 'purchase'; n: number };
const full = (name: 'view_item' | 'purchase') => Array.from({ length: 50 }, (_, i) => e(name, i));

describe('the not-initialised queue (spec 002 §4: 50, a purchase replaces a non-purchase)', () => {
  it('keeps up to 50 events in order', () => {
    let q: ReturnType<typeof e>[] = [];
    for (let i = 0; i < 50; i++) q = enqueue(q, e('view_item', i)).queue;
    expect(q).toHaveLength(50);
    expect(q[49]?.n).toBe(49);
  });

  it('drops a non-purchase that arrives when it is full', () => {
    const { queue, dropped } = enqueue(full('view_item'), e('view_item', 99));
    expect(queue).toHaveLength(50);
    expect(dropped?.n).toBe(99);
  });

  it('lets a purchase replace the oldest non-purchase when it is full', () => {
    const q = [e('purchase', -1), ...full('view_item').slice(1)];
    const { queue, dropped } = enqueue(q, e('purchase', 100));
    expect(queue).toHaveLength(50);
    expect(dropped).toEqual(e('view_item', 1));
    expect(queue[0]).toEqual(e('purchase', -1));
    expect(queue[49]).toEqual(e('purchase', 100));
  });

  it('drops a purchase when the queue holds only purchases', () => {
    const { queue, dropped } = enqueue(full('purchase'), e('purchase', 100));
    expect(queue).toEqual(full('purchase'));
    expect(dropped?.n).toBe(100);
  });

  it('restores a backup: well-formed entries only, never more than 50', () => {
    const isE = (v: unknown): v is { event: string } => typeof (v as { event?: unknown })?.event === 'string';
    expect(parseBackup('not json', isE)).toEqual([]);
    expect(parseBackup(null, isE)).toEqual([]);
    expect(parseBackup('[{"event":"view_item"},7,null]', isE)).toEqual([{ event: 'view_item' }]);
    expect(parseBackup(JSON.stringify(full('view_item').concat(full('purchase'))), isE)).toHaveLength(50);
  });
});

describe('duplicate transactions within 24 h', () => {
  const H = 3_600_000;
  it('rejects an id tracked in the last 24 h, and forgets it after', () => {
    const ledger = recordTransaction({}, 'ORD-1', 0);
    expect(isDuplicateTransaction(ledger, 'ORD-1', 23 * H)).toBe(true);
    expect(isDuplicateTransaction(ledger, 'ORD-2', H)).toBe(false);
    expect(isDuplicateTransaction(ledger, 'ORD-1', 24 * H)).toBe(false);
    expect(pruneLedger(recordTransaction(ledger, 'ORD-2', 20 * H), 25 * H)).toEqual({ 'ORD-2': 20 * H });
  });
});
