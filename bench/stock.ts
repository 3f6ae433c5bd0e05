/**
 * `npm run bench:stock`: catalogue pages served while orders are placed. Visitors read product pages and
 * list pages (`BENCH_CONNECTIONS`, 10, through autocannon for `BENCH_SECONDS`, 15) of a shop of
 * `BENCH_PRODUCTS` (60) products, while buyers place orders through the real HTTP API (`POST /api/v1/orders`,
 * the TEST method) at `BENCH_ORDERS_PER_SECOND` (5) on the `BENCH_HOT` (3) newest products (a drop: on the
 * first list page). On PostgreSQL (`DATABASE_URL`'s server, a fresh database), the real server (main.ts)
 * in its own process on `BENCH_PORT` (3960). Rounds on the same shop (`BENCH_SCOPES`, by default
 * catalogue, product, product, catalogue): as before stock was versioned per product
 * (CATALOG_STOCK_SCOPE=catalogue: every order drops the whole catalogue cache), and as configured (product:
 * an order drops the entries showing its products). Reports per round the catalogue requests/s, p50/p99,
 * orders placed, and the cache's hit rate from the server's /metrics (catalog_cache_answers_total); then
 * per scope the mean requests/s and p99 and the pooled hit rate, the product rounds' as ratios to the
 * catalogue rounds'.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { desc, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { cartLines, products, productVariants } from '../apps/server/src/db/schema/index.ts';
import {
  type DropBuyer,
  dropBuyers,
  dropStore,
  dropVariant,
  placeDropOrder,
} from '../apps/server/src/test/drop-fixtures.ts';
import { startServer } from '../apps/server/src/test/server-process.ts';
import { freshDatabase } from './fresh-database.ts';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3960);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 60);
const HOT = Number(process.env.BENCH_HOT ?? 3);
const ORDERS_PER_SECOND = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 5);
const BUYERS = 40;
/**
 * The rounds, in order: ABBA by default, because on a busy machine a round's place in the run moves its
 * figures (the first one was up to 3x slower whichever scope it ran).
 */
const SCOPES = (process.env.BENCH_SCOPES ?? 'catalogue,product,product,catalogue').split(',') as (
  | 'catalogue'
  | 'product'
)[];

const databaseUrl = await freshDatabase(SERVER, `shop_bench_stock_${PORT}`);
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '20',
  DATA_DIR: `/tmp/shop-bench-stock-${process.pid}`,
  SEED_ON_START: 'false',
  AUTH_SECRET: randomUUID(),
  RATE_LIMIT_MAX: '1000000000',
  JOBS_WORKER: 'false',
  LOG_LEVEL: 'info',
  PORT: String(PORT),
};
console.log(
  `bench:stock: ${PRODUCTS} products, ${CONNECTIONS} visitors for ${SECONDS} s, ${ORDERS_PER_SECOND} orders/s on the ${HOT} newest, PostgreSQL, port ${PORT}`,
);
let server = await startServer(env, 180_000);
const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://', poolSize: 5 });
const db = database.db;
const config = loadConfig({ ...env, NODE_ENV: 'test' });

// The shop: products of one variant with plenty of stock, the newest ones ordered.
const storeId = await dropStore(db);
for (let i = 0; i < PRODUCTS; i++) await dropVariant(db, storeId, 1_000_000);
const made = await db
  .select({ slug: products.slug, variantId: productVariants.id })
  .from(products)
  .innerJoin(productVariants, eq(productVariants.productId, products.id))
  .orderBy(desc(products.createdAt), desc(products.id));
const hot = made.slice(0, HOT).map((p) => p.variantId);
const buyers = await dropBuyers(db, config, BUYERS);

// What visitors read: every product page, the first list pages, the in-stock list, a price sort.
const paths = [
  ...made.map((p) => `/api/v1/products/${p.slug}`),
  ...[1, 2, 3].map((page) => `/api/v1/products?size=20&page=${page}`),
  '/api/v1/products?inStock=true&size=20',
  '/api/v1/products?sortBy=PRICE_LOW_TO_HIGH&size=20',
];

async function cacheCounters(): Promise<{ hit: number; load: number; stock: number; whole: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const read = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  return {
    hit: read(/^catalog_cache_answers_total\{outcome="hit"\} (\S+)$/m),
    load: read(/^catalog_cache_answers_total\{outcome="load"\} (\S+)$/m),
    stock: read(/^catalog_cache_stock_dropped_total (\S+)$/m),
    whole: read(/^catalog_cache_whole_drops_total (\S+)$/m),
  };
}

/** Orders at the set rate until `stop()`, each buyer one at a time (its cart filled just before). */
function placeOrders() {
  let running = true;
  let placed = 0;
  let failed = 0;
  const pace = 1000 / ORDERS_PER_SECOND;
  const start = performance.now();
  const next = { n: 0 };
  const buyer = async (b: DropBuyer) => {
    while (running) {
      const n = next.n++;
      const due = start + n * pace;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (!running) break;
      const variantId = hot[n % hot.length]!;
      await db
        .insert(cartLines)
        .values({ cartId: b.cartId, kind: 'VARIANT', lineKey: variantId, variantId, quantity: 1 });
      const res = await placeDropOrder(server.url, storeId, b);
      await res.text();
      if (res.status === 201) placed += 1;
      else {
        failed += 1;
        await db.delete(cartLines).where(inArray(cartLines.cartId, [b.cartId]));
      }
    }
  };
  const workers = buyers.map(buyer);
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { placed, failed, seconds: (performance.now() - start) / 1000 };
    },
  };
}

interface Round {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  orders: number;
  ordersFailed: number;
  hitRate: number;
  hits: number;
  loads: number;
  stockDropped: number;
  wholeDrops: number;
}

async function round(label: string): Promise<Round> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  // Warm-up without orders: the cache filled, JIT settled.
  await autocannon({ url: server.url, connections: CONNECTIONS, duration: 3, requests });
  const before = await cacheCounters();
  const orders = placeOrders();
  const r = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests });
  const placed = await orders.stop();
  const after = await cacheCounters();
  const hits = after.hit - before.hit;
  const loads = after.load - before.load;
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    orders: placed.placed,
    ordersFailed: placed.failed,
    hitRate: hits / Math.max(1, hits + loads),
    hits,
    loads,
    stockDropped: after.stock - before.stock,
    wholeDrops: after.whole - before.whole,
  };
}

const rounds: Round[] = [];
for (const scope of SCOPES) {
  // The first server only migrated the database; each round starts its own with its scope.
  server.child.kill('SIGTERM');
  await server.exited;
  server = await startServer({ ...env, CATALOG_STOCK_SCOPE: scope }, 180_000);
  rounds.push(await round(scope === 'catalogue' ? 'before: an order drops all' : 'after: per product'));
}

console.log('');
console.log(
  '| stock scope | catalogue req/s | p50 ms | p99 ms | non-2xx | orders (failed) | hit rate | loads | dropped by stock | whole drops |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rounds) {
  console.log(
    `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.orders} (${r.ordersFailed}) | ${(r.hitRate * 100).toFixed(1)}% | ${r.loads} | ${r.stockDropped} | ${r.wholeDrops} |`,
  );
}
const pooled = (prefix: string) => {
  const of = rounds.filter((r) => r.label.startsWith(prefix));
  const mean = (f: (r: Round) => number) => of.reduce((n, r) => n + f(r), 0) / Math.max(1, of.length);
  const hits = of.reduce((n, r) => n + r.hits, 0);
  const loads = of.reduce((n, r) => n + r.loads, 0);
  return {
    rps: mean((r) => r.rps),
    p99: mean((r) => r.p99),
    loads,
    hitRate: hits / Math.max(1, hits + loads),
  };
};
const old = pooled('before');
const now = pooled('after');
console.log('');
console.log(
  `  per product / whole drop (means of ${SCOPES.length} rounds): req/s ${now.rps.toFixed(0)} / ${old.rps.toFixed(0)} = ${(now.rps / old.rps).toFixed(2)}x, p99 ${(now.p99 / Math.max(1, old.p99)).toFixed(2)}x, loads ${(now.loads / Math.max(1, old.loads)).toFixed(2)}x; hit rate ${(old.hitRate * 100).toFixed(1)}% -> ${(now.hitRate * 100).toFixed(1)}%`,
);

await database.close();
server.child.kill('SIGTERM');
await server.exited;
