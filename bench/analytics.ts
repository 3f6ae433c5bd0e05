/**
 * `npm run bench:analytics`: the shop's own analytics on PostgreSQL (DATABASE_URL's server, default the
 * local one), in two parts; the process exits 0 either way.
 *
 * 1. Collector throughput: the built shop as its own process, POST /api/v1/analytics/events with batches of
 *    10 events as browsers send them (varied visitors and products, purchases with new transaction ids),
 *    BENCH_CONNECTIONS (20) clients for BENCH_SECONDS (10), beside GET /api/health on the same server in the
 *    same run (the ratio compares across machines). Then the stored events are counted against the batches
 *    answered 200: nothing lost. PASS: no error, no non-2xx, nothing lost.
 *    (The rollups are not on this path: the background refresh adds events to them, timed in part 2.)
 * 2. Dashboard over a million events: a fresh database filled with BENCH_EVENTS (1,000,000) events over 90
 *    days as the collector's own rows, the background refresh's catch-up over all of them (timed), then the dashboard's queries (getDashboard) for 7,
 *    30, 90 and 366 days, timed 30 times each, beside the same figures computed from the raw events (what
 *    the rollups save). PASS: p95 <= 200 ms for every period.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import type { AppContext } from '../apps/server/src/http/types.ts';
import { type CollectedEvent, toRow } from '../apps/server/src/modules/analytics/collect-events.ts';
import { getDashboard } from '../apps/server/src/modules/analytics/get-dashboard.ts';
import { refreshRollups } from '../apps/server/src/modules/analytics/refresh-rollups.ts';
import { insertEvents, insertPurchases } from '../apps/server/src/modules/analytics/repository.ts';
import { freshDatabase } from './fresh-database.ts';
import { root, startShop } from './server.ts';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3940);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const DAYS = 90;
const DASHBOARD_P95_MS = 200;

// --- shoppers' events

const PRODUCTS = Array.from({ length: 300 }, (_, i) => ({
  item_id: `bench-product-${i}`,
  item_name: `Bench Keycap ${i}`,
  item_category: i % 3 === 0 ? 'GROUP_BUY' : 'IN_STOCK',
  price: 15 + (i % 40) * 2.5,
  quantity: 1,
  currency: 'USD',
}));
const commerce = (
  event: string,
  items: (typeof PRODUCTS)[number][],
  extra: Record<string, unknown> = {},
) => ({
  event,
  currency: 'USD',
  value: Math.round(items.reduce((s, i) => s + i.price * i.quantity, 0) * 100) / 100,
  items,
  ...extra,
});
let orders = 0;
/** What one visitor's browser sends in one beacon: pages, views, and now and then a cart and an order. */
function visitorEvents(n: number, size: number): Record<string, unknown>[] {
  const product = PRODUCTS[(n * 7919) % PRODUCTS.length]!;
  const events: Record<string, unknown>[] = [
    { event: 'page_view', path: '/' },
    { event: 'page_view', path: `/product/${product.item_id}` },
    commerce('view_item', [product]),
  ];
  if (n % 3 === 0) events.push(commerce('add_to_cart', [product]), commerce('view_cart', [product]));
  if (n % 9 === 0) events.push(commerce('begin_checkout', [product]));
  if (n % 18 === 0)
    events.push(
      commerce('purchase', [product], {
        transaction_id: `B-${process.pid}-${++orders}`,
        tax: 0,
        shipping: 0,
      }),
    );
  while (events.length < size)
    events.push(commerce('view_item', [PRODUCTS[(n + events.length) % PRODUCTS.length]!]));
  return events.slice(0, size);
}
const visitorId = (n: number) => `bench-visitor-${String(n).padStart(12, '0')}`;

// --- 1. collector throughput

async function collector() {
  const url = await freshDatabase(SERVER, 'shop_bench_analytics_collect');
  process.env.ANALYTICS_RATE_LIMIT_PER_MINUTE = '1000000000';
  const shop = await startShop({
    port: PORT,
    dataDir: path.join(root, '.data', 'bench-analytics'),
    databaseUrl: url,
  });
  try {
    const health = await autocannon({
      url: `${shop.url}/api/health`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    let n = 0;
    const run = await autocannon({
      url: shop.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/analytics/events',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              body: JSON.stringify({ visitor: visitorId(n % 5000), events: visitorEvents(n, 10) }),
            };
          },
        },
      ],
    });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const stored = Number((await db.query('select count(*) from analytics_events')).rows[0].count);
    await db.end();
    const ok = run['2xx'];
    const bad = run.non2xx + run.errors + run.timeouts;
    console.log(
      `\n1. Collector on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s, batches of 10 events`,
    );
    console.log(
      `   GET /api/health (baseline)     ${health.requests.average.toFixed(0).padStart(7)} req/s   p99 ${health.latency.p99} ms`,
    );
    console.log(
      `   POST /api/v1/analytics/events  ${run.requests.average.toFixed(0).padStart(7)} req/s   p99 ${run.latency.p99} ms   = ${(run.requests.average * 10).toFixed(0)} events/s   (${((run.requests.average / health.requests.average) * 100).toFixed(1)}% of the baseline's requests/s)`,
    );
    console.log(
      `   ${ok} batches answered 200 (${ok * 10} events), ${stored} events stored; ${bad} errors, non-2xx or timeouts`,
    );
    // Batches still in flight when the run stopped are stored but not counted as answered.
    return { pass: bad === 0 && stored >= ok * 10, eventsPerSecond: run.requests.average * 10 };
  } finally {
    await shop.stop();
  }
}

// --- 2. dashboard over a million events

async function fill(url: string) {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  await database.migrate(path.join(root, 'apps/server/src/db/migrations'));
  const start = performance.now();
  const perDay = Math.ceil(EVENTS / DAYS);
  const first = Date.parse('2026-01-01T12:00:00Z');
  let written = 0;
  let visitor = 0;
  for (let d = 0; d < DAYS && written < EVENTS; d++) {
    const now = new Date(first + d * 86_400_000);
    const day = now.toISOString().slice(0, 10);
    let today = 0;
    while (today < perDay && written + today < EVENTS) {
      // The collector's own rows, ~10,000 events a transaction.
      const rows: ReturnType<typeof toRow>[] = [];
      for (let chunk = 0; chunk < 10_000 && today < perDay && written + today < EVENTS; ) {
        visitor += 1;
        const size = Math.min(4 + (visitor % 3), perDay - today);
        const events = visitorEvents(visitor, size) as unknown as CollectedEvent[];
        for (const e of events) rows.push(toRow(e, visitorId(visitor), day, now));
        chunk += events.length;
        today += events.length;
      }
      await database.db.transaction(async (tx) => {
        await insertPurchases(
          tx,
          rows.filter((r) => r.name === 'purchase'),
        );
        const rest = rows.filter((r) => r.name !== 'purchase');
        for (let i = 0; i < rest.length; i += 2000) await insertEvents(tx, rest.slice(i, i + 2000));
      });
    }
    written += today;
  }
  const filled = performance.now();
  // What the background refresh does as events arrive, here for all of them at once.
  const counted = await refreshRollups({ db: database.db });
  const rolled = performance.now();
  await database.db.execute('analyze');
  const secs = (ms: number) => (ms / 1000).toFixed(0);
  console.log(
    `\n2. Dashboard: ${written} events of ${visitor} visitor-days over ${DAYS} days written in ${secs(filled - start)} s; ` +
      `${counted} rolled up by the background refresh in ${secs(rolled - filled)} s (${Math.round(counted / ((rolled - filled) / 1000))} events/s)`,
  );
  return database;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function time(fn: () => Promise<unknown>, runs = 30) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

async function dashboard() {
  const url = await freshDatabase(SERVER, 'shop_bench_analytics_dash');
  const database = await fill(url);
  const ctx = { db: database.db } as AppContext;
  const to = new Date(Date.parse('2026-01-01') + (DAYS - 1) * 86_400_000);
  const period = (days: number) => ({
    from: new Date(to.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10),
    to: to.toISOString().slice(0, 10),
  });
  let pass = true;
  console.log(
    '   period    dashboard p50 / p95 ms    from raw events p50 / p95 ms (visitors, orders, funnel)',
  );
  for (const days of [7, 30, 90, 366]) {
    const p = period(days);
    const fast = await time(() => getDashboard(ctx, p));
    const raw = await time(
      () =>
        database.db.execute(
          `select day, count(distinct visitor) visitors, count(*) filter (where name = 'purchase') orders,
             count(distinct visitor) filter (where name = 'view_item') viewed, count(distinct visitor) filter (where name = 'add_to_cart') added,
             count(distinct visitor) filter (where name = 'begin_checkout') checked, sum(value_cents) filter (where name = 'purchase') revenue
           from analytics_events where day between '${p.from}' and '${p.to}' group by day`,
        ),
      5,
    );
    pass &&= fast.p95 <= DASHBOARD_P95_MS;
    console.log(
      `   ${String(days).padStart(3)} days   ${fast.p50.toFixed(1).padStart(8)} / ${fast.p95.toFixed(1).padEnd(8)}          ${raw.p50.toFixed(0).padStart(8)} / ${raw.p95.toFixed(0)}   (x${(raw.p50 / fast.p50).toFixed(0)})`,
    );
  }
  await database.close();
  return { pass };
}

async function main() {
  const c = await collector();
  const d = await dashboard();
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('\nTargets');
  console.log(
    `  ${mark(c.pass)}  collector: no error, every event of the batches answered 200 stored (${c.eventsPerSecond.toFixed(0)} events/s)`,
  );
  console.log(
    `  ${mark(d.pass)}  dashboard queries over ${EVENTS} events: p95 <= ${DASHBOARD_P95_MS} ms for 7 to 366 days`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
