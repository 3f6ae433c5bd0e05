import { describe, expect, it } from 'vitest';
import type { CollectedEvent } from './collect-events.ts';
import { buildRollup, mergeRollups } from './rollup.ts';

const item = (id: string, price: number, quantity = 1) => ({
  item_id: id,
  item_name: id.toUpperCase(),
  item_category: 'KEYCAP',
  price,
  quantity,
  currency: 'USD',
});
const ev = (event: CollectedEvent['event'], items = [item('a', 10)], value = 10): CollectedEvent =>
  event === 'page_view' ? { event, path: '/' } : ({ event, currency: 'USD', value, items } as CollectedEvent);

describe('daily rollups of a batch', () => {
  it('counts events and purchase value per name, funnel steps per visitor, and per product', () => {
    const r = buildRollup(
      [
        ev('page_view'),
        ev('view_item'),
        ev('add_to_cart', [item('a', 10, 2)]),
        ev('purchase', [item('a', 10, 2), item('b', 5)], 25),
      ],
      'v1',
      '2027-01-01',
    );
    expect(r.daily).toEqual([
      { day: '2027-01-01', name: 'page_view', events: 1, valueCents: 0 },
      { day: '2027-01-01', name: 'view_item', events: 1, valueCents: 0 },
      { day: '2027-01-01', name: 'add_to_cart', events: 1, valueCents: 0 },
      { day: '2027-01-01', name: 'purchase', events: 1, valueCents: 2500 },
    ]);
    expect(r.visitors).toEqual([{ day: '2027-01-01', visitor: 'v1', steps: 1 | 2 | 8 }]);
    expect(r.items).toEqual([
      {
        day: '2027-01-01',
        itemId: 'a',
        name: 'A',
        views: 1,
        addsToCart: 2,
        purchased: 2,
        revenueCents: 2000,
      },
      { day: '2027-01-01', itemId: 'b', name: 'B', views: 0, addsToCart: 0, purchased: 1, revenueCents: 500 },
    ]);
  });

  it('merges batches into one row per key', () => {
    const m = mergeRollups([
      buildRollup([ev('view_item')], 'v1', '2027-01-01'),
      buildRollup([ev('add_to_cart')], 'v1', '2027-01-01'),
      buildRollup([ev('view_item')], 'v2', '2027-01-01'),
    ]);
    expect(m.daily).toEqual([
      { day: '2027-01-01', name: 'view_item', events: 2, valueCents: 0 },
      { day: '2027-01-01', name: 'add_to_cart', events: 1, valueCents: 0 },
    ]);
    expect(m.visitors).toEqual([
      { day: '2027-01-01', visitor: 'v1', steps: 3 },
      { day: '2027-01-01', visitor: 'v2', steps: 1 },
    ]);
    expect(m.items).toEqual([
      { day: '2027-01-01', itemId: 'a', name: 'A', views: 2, addsToCart: 1, purchased: 0, revenueCents: 0 },
    ]);
  });
});
