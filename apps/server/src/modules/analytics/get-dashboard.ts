import type { Dashboard, DashboardQuery } from '@shop/domain/analytics';
import type { AppContext } from '../../http/types.ts';
import { refreshRollups } from './refresh-rollups.ts';
import { dailyTotals, searchMisses, topProducts, visitorsByDay } from './repository.ts';

const DAY_MS = 86_400_000;

function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** GET /api/v1/staff/analytics: the period's days, funnel, revenue, top products and missed searches. */
export async function getDashboard(ctx: AppContext, { from, to }: DashboardQuery): Promise<Dashboard> {
  // What arrived since the last background refresh counts too.
  await refreshRollups(ctx);
  const [daily, visitors, products, misses] = await Promise.all([
    dailyTotals(ctx.db, from, to),
    visitorsByDay(ctx.db, from, to),
    topProducts(ctx.db, from, to, 10),
    searchMisses(ctx.db, from, to, 20),
  ]);
  const orders = new Map<string, { orders: number; revenue: number }>();
  let events = 0;
  for (const row of daily) {
    events += row.events;
    if (row.name === 'purchase') orders.set(row.day, { orders: row.events, revenue: Number(row.valueCents) });
  }
  const byDay = new Map(visitors.map((v) => [v.day, v]));
  const days = daysOf(from, to).map((day) => ({
    day,
    visitors: byDay.get(day)?.visitors ?? 0,
    orders: orders.get(day)?.orders ?? 0,
    revenue: orders.get(day)?.revenue ?? 0,
  }));
  const sum = (pick: (v: (typeof visitors)[number]) => number) => visitors.reduce((n, v) => n + pick(v), 0);
  return {
    from,
    to,
    totals: {
      visitors: sum((v) => v.visitors),
      orders: days.reduce((n, d) => n + d.orders, 0),
      revenue: days.reduce((n, d) => n + d.revenue, 0),
      events,
    },
    days,
    funnel: [
      { step: 'view_item', visitors: sum((v) => v.viewed) },
      { step: 'add_to_cart', visitors: sum((v) => v.added) },
      { step: 'begin_checkout', visitors: sum((v) => v.checkedOut) },
      { step: 'purchase', visitors: sum((v) => v.purchased) },
    ],
    topProducts: products.map((p) => ({ ...p, revenue: Number(p.revenue) })),
    searchMisses: misses,
  };
}
