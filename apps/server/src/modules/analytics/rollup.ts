import type { CollectedEvent } from './collect-events.ts';
import type { Rollup } from './repository.ts';

/** Funnel steps as bits of analytics_visitors.steps. */
export const STEP_BITS = { view_item: 1, add_to_cart: 2, begin_checkout: 4, purchase: 8 } as const;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What a batch adds to the daily rollups: events and value per name, the visitor's funnel steps, and per
 * product its views, adds, units bought and revenue. Revenue counts USD only, the shop's one currency.
 */
export function buildRollup(events: CollectedEvent[], visitor: string, day: string): Rollup {
  const daily = new Map<string, { events: number; valueCents: number }>();
  const items = new Map<string, Rollup['items'][number]>();
  let steps = 0;
  for (const e of events) {
    const d = daily.get(e.event) ?? { events: 0, valueCents: 0 };
    d.events += 1;
    if (e.event === 'purchase' && e.currency === 'USD') d.valueCents += cents(e.value);
    daily.set(e.event, d);
    if (e.event === 'page_view') continue;
    steps |= STEP_BITS[e.event as keyof typeof STEP_BITS] ?? 0;
    if (e.event !== 'view_item' && e.event !== 'add_to_cart' && e.event !== 'purchase') continue;
    for (const item of e.items) {
      const row = items.get(item.item_id) ?? {
        day,
        itemId: item.item_id,
        name: item.item_name,
        views: 0,
        addsToCart: 0,
        purchased: 0,
        revenueCents: 0,
      };
      row.name = item.item_name;
      if (e.event === 'view_item') row.views += 1;
      if (e.event === 'add_to_cart') row.addsToCart += item.quantity;
      if (e.event === 'purchase') {
        row.purchased += item.quantity;
        if (e.currency === 'USD') row.revenueCents += cents(item.price * item.quantity);
      }
      items.set(item.item_id, row);
    }
  }
  return {
    daily: [...daily].map(([name, d]) => ({ day, name, ...d })),
    visitors: [{ day, visitor, steps }],
    items: [...items.values()],
  };
}

/** Several batches' rollups as one, summed by key (one upsert per key: PostgreSQL refuses a key twice). */
export function mergeRollups(parts: Rollup[]): Rollup {
  const daily = new Map<string, Rollup['daily'][number]>();
  const visitors = new Map<string, Rollup['visitors'][number]>();
  const items = new Map<string, Rollup['items'][number]>();
  for (const part of parts) {
    for (const d of part.daily) {
      const key = `${d.day}|${d.name}`;
      const held = daily.get(key);
      if (held) {
        held.events += d.events;
        held.valueCents += d.valueCents;
      } else daily.set(key, { ...d });
    }
    for (const v of part.visitors) {
      const key = `${v.day}|${v.visitor}`;
      const held = visitors.get(key);
      if (held) held.steps |= v.steps;
      else visitors.set(key, { ...v });
    }
    for (const i of part.items) {
      const key = `${i.day}|${i.itemId}`;
      const held = items.get(key);
      if (held) {
        held.name = i.name;
        held.views += i.views;
        held.addsToCart += i.addsToCart;
        held.purchased += i.purchased;
        held.revenueCents += i.revenueCents;
      } else items.set(key, { ...i });
    }
  }
  return { daily: [...daily.values()], visitors: [...visitors.values()], items: [...items.values()] };
}
