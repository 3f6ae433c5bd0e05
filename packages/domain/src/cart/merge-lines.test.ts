import { describe, expect, it } from 'vitest';
import { readGuestLines } from './guest-lines.ts';
import { mergeLines } from './merge-lines.ts';
import { bundle, bundleLine, facts, line, NOW, variant } from './test-facts.ts';

describe('mergeLines: a guest cart into a member cart on login', () => {
  it('adds up the same variant, caps by stock and limits, and tells what was left', () => {
    const a = variant({ available: 5 });
    const b = variant({ variantLimit: 1 });
    const gone = '00000000-0000-4000-8000-0000000000ff';
    const f = facts([a, b]);
    const { lines, dropped } = mergeLines(
      [line({ variantId: a.variantId, quantity: 3 })],
      [
        line({ variantId: a.variantId, quantity: 4 }),
        line({ variantId: b.variantId, quantity: 3 }),
        line({ variantId: gone }),
      ],
      f,
      NOW,
      () => 'x',
    );
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [a.variantId, 5],
      [b.variantId, 1],
    ]);
    expect(dropped).toEqual([
      { key: a.variantId, name: 'x', quantity: 2, reason: 'QUANTITY_ERROR' },
      { key: b.variantId, name: 'x', quantity: 2, reason: 'PURCHASE_LIMIT_REACHED' },
      { key: gone, name: 'x', quantity: 1, reason: 'PRODUCT_UNAVAILABLE_ERROR' },
    ]);
  });

  it('merges bundles and drops a guest gift', () => {
    const a = variant({ available: 2 });
    const b = variant();
    const ab = bundle([a, b]);
    const { lines, dropped } = mergeLines(
      [bundleLine(ab, [a.variantId, b.variantId], 1)],
      [bundleLine(ab, [a.variantId, b.variantId], 5), line({ kind: 'GIFT', variantId: b.variantId })],
      facts([a, b], [ab]),
      NOW,
      () => null,
    );
    expect(lines.map((l) => l.quantity)).toEqual([2]);
    expect(dropped.map((d) => [d.quantity, d.reason])).toEqual([
      [4, 'BUNDLE_QUANTITY_ERROR'],
      [1, 'INVALID_LINE'],
    ]);
  });
});

describe('readGuestLines: a local cart as the browser sent it', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('drops garbage lines one by one and adds up duplicates', () => {
    const { lines, dropped } = readGuestLines(
      [
        { variantId: id(1), quantity: 2, addToCartDate: '2026-05-01T10:00:00+02:00' },
        { variantId: id(1), quantity: 1 },
        { variantId: id(2), quantity: -1 },
        { variantId: id(3), quantity: 1.5 },
        { variantId: id(4), quantity: '3' },
        { variantId: 'robert; drop table', quantity: 1 },
        null,
        'garbage',
        { bundleId: id(5), variantIds: [id(7), id(6)], quantity: 1 },
        { bundleId: id(5), quantity: 1 },
        { quantity: 1 },
      ],
      NOW,
    );
    expect(lines).toMatchObject([
      { kind: 'VARIANT', variantId: id(1), quantity: 3, addedAt: '2026-05-01T08:00:00.000Z' },
      {
        kind: 'BUNDLE',
        bundleId: id(5),
        variantIds: [id(6), id(7)],
        quantity: 1,
        addedAt: new Date(NOW.getTime() + 1).toISOString(),
      },
    ]);
    expect(dropped.map((d) => d.reason)).toEqual(Array(8).fill('INVALID_LINE'));
  });

  it('keeps the first 50 lines of a huge local cart', () => {
    const raw = Array.from({ length: 300 }, (_, i) => ({ variantId: id(i + 1), quantity: 1 }));
    const { lines, dropped } = readGuestLines(raw, NOW);
    expect(lines).toHaveLength(50);
    expect(dropped).toHaveLength(250);
    expect(dropped[0]?.reason).toBe('CART_FULL');
  });
});
