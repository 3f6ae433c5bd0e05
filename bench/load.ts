/**
 * `npm run bench`: requests/s and p99 of the shop's hot routes at 50 connections, each as a ratio to a bare
 * node:http hello server measured in the same run (machines are shared and noisy; only ratios compare).
 * Runs on the embedded PGlite, and on PostgreSQL too when DATABASE_URL is set. The targets of issue
 * "Catalogue" (the list at >= 15% of the ceiling with p99 <= 25 ms, on PostgreSQL) and a home page without
 * errors or timeouts are marked PASS or FAIL; the process exits 0 either way.
 * The cart (issue "Cart and bundles", bench/cart.ts): add-to-cart, a member's cart read and a guest cart of
 * 10 lines priced, each connection its own shopper; targets on PostgreSQL: guest pricing >= 5% of the ceiling,
 * p99 <= 50 ms for all three. On PostgreSQL the list and the cart run a second time on a shop with its
 * catalogue cache off (CATALOG_CACHE_TTL_MS=0): the cart then reads its facts from the database on every call.
 * `BENCH_ONLY=<words>` measures only the targets whose name holds them (`cart:` for the cart's three, on
 * PostgreSQL with its caches on alone: `BENCH_ENGINES=postgres`); `BENCH_ENGINES` (pglite,postgres,pg-nocache)
 * the engines to run.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { cartTargets } from './cart.ts';
import { loyaltyTargets } from './loyalty.ts';
import { ensureDatabase, type RunningServer, root, startCeiling, startShop } from './server.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  engine: string;
  target: string;
  rps: number;
  p99: number;
  non2xx: number;
  /** Server CPU per request (ms): unlike requests/s, it hardly moves when other processes take the CPU. */
  cpuPerRequest: number | null;
}

async function measure(
  url: string,
  server: RunningServer,
  options: Record<string, unknown> = {},
): Promise<Omit<Row, 'engine' | 'target'>> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections, duration: 2, ...options });
  const before = server.cpuMs();
  const r = await autocannon({ url, connections, duration, ...options });
  const after = server.cpuMs();
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
    cpuPerRequest:
      before === null || after === null || r.requests.total === 0
        ? null
        : (after - before) / r.requests.total,
  };
}

const LIST_TARGET = { ratio: 0.15, p99: 25 };
const CART_TARGET = { pricingRatio: 0.05, p99: 50 };
const CACHES_OFF = { CATALOG_CACHE_TTL_MS: '0' };

const LIST = { name: 'GET /api/v1/products (list)', path: '/api/v1/products?page=1&size=12' };
const HOME = { name: 'GET / (server-rendered home)', path: '/' };

export const TARGETS = [
  { name: 'GET /api/health', path: '/api/health' },
  LIST,
  // The store page's filters and price sort (the joins a price filter or sort needs).
  {
    name: 'GET /api/v1/products (filtered)',
    path: '/api/v1/products?type=IN_STOCK&inStock=true&priceFrom=5000&priceTo=20000&sortBy=PRICE_LOW_TO_HIGH',
  },
  { name: 'GET /api/v1/products/{slug}', path: '/api/v1/products/forest-sprite' },
  { name: 'GET /api/v1/search (panel)', path: '/api/v1/search?text=sprite&page=1&size=3' },
  HOME,
];

async function main() {
  const rows: Row[] = [];
  let contention: { ms: number; succeeded: number; errors: number } | null = null;
  const ceiling = await startCeiling(Number(process.env.BENCH_PORT ?? 3991) - 1);
  const base = await measure(ceiling.url, ceiling);
  await ceiling.stop();
  rows.push({ engine: '-', target: 'bare node:http hello (ceiling)', ...base });

  let engines: { name: string; databaseUrl?: string; cachesOff?: boolean }[] = [{ name: 'pglite' }];
  if (process.env.DATABASE_URL) {
    engines.push({ name: 'postgres', databaseUrl: process.env.DATABASE_URL });
    engines.push({ name: 'pg-nocache', databaseUrl: process.env.DATABASE_URL, cachesOff: true });
  }
  const only = process.env.BENCH_ONLY ?? '';
  const wanted = (t: { name: string }) => t.name.includes(only);
  if (process.env.BENCH_ENGINES) {
    const names = process.env.BENCH_ENGINES.split(',');
    engines = engines.filter((e) => names.includes(e.name));
  }
  // A shop that fails to start late in the run (a busy machine) still leaves the figures measured before it.
  let failure: unknown = null;
  try {
    for (const engine of engines) {
      if (engine.databaseUrl) await ensureDatabase(engine.databaseUrl);
      const shop = await startShop({
        port: Number(process.env.BENCH_PORT ?? 3991),
        dataDir: path.join(root, '.data', `bench-${engine.name}`),
        databaseUrl: engine.databaseUrl,
        // The cart's shoppers register from this one address.
        env: { AUTH_RATE_LIMIT_SCALE: '100000', ...(engine.cachesOff ? CACHES_OFF : {}) },
      });
      try {
        for (const t of (engine.cachesOff ? [LIST] : TARGETS).filter(wanted))
          rows.push({ engine: engine.name, target: t.name, ...(await measure(shop.url + t.path, shop)) });
        // The cart's and loyalty's targets need shoppers made first: only when some of theirs are wanted.
        const cart =
          !only || only.includes('cart') ? (await cartTargets(shop.url, connections)).filter(wanted) : [];
        for (const t of cart)
          rows.push({
            engine: engine.name,
            target: t.name,
            ...(await measure(shop.url + t.path, shop, t.options)),
          });
        // Loyalty (bench/loyalty.ts): on PostgreSQL with its caches on.
        if (engine.name === 'postgres' && engine.databaseUrl && (!only || only.includes('loyalty'))) {
          const loyalty = await loyaltyTargets(shop.url, engine.databaseUrl, 10);
          contention = await loyalty.contention();
          for (const t of loyalty.targets.filter(wanted))
            rows.push({
              engine: engine.name,
              target: t.name,
              ...(await measure(shop.url + t.path, shop, t.options)),
            });
        }
      } finally {
        await shop.stop();
      }
    }
  } catch (err) {
    failure = err;
  }

  console.log(`\n${connections} connections, ${duration} s per target (errors: non-2xx, errors, timeouts)\n`);
  console.log(
    `${'engine'.padEnd(11)}${'target'.padEnd(36)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'ratio'.padStart(9)}${'errors'.padStart(8)}${'cpu ms/req'.padStart(12)}`,
  );
  for (const r of rows) {
    const ratio = `${((r.rps / base.rps) * 100).toFixed(1)}%`;
    console.log(
      `${r.engine.padEnd(11)}${r.target.padEnd(36)}${r.rps.toFixed(0).padStart(10)}${String(r.p99).padStart(9)}${ratio.padStart(9)}${String(r.non2xx).padStart(8)}${(r.cpuPerRequest === null ? '-' : r.cpuPerRequest.toFixed(2)).padStart(12)}`,
    );
  }

  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('\nTargets');
  const list = rows.find((r) => r.engine === 'postgres' && r.target === LIST.name);
  if (list) {
    const ratio = list.rps / base.rps;
    console.log(
      `  ${mark(ratio >= LIST_TARGET.ratio)}  catalogue list on PostgreSQL at ${(ratio * 100).toFixed(1)}% of the ceiling (>= ${LIST_TARGET.ratio * 100}%)`,
    );
    console.log(
      `  ${mark(list.p99 <= LIST_TARGET.p99)}  catalogue list on PostgreSQL p99 ${list.p99} ms (<= ${LIST_TARGET.p99} ms)`,
    );
  } else {
    console.log(
      `  ----  catalogue list on PostgreSQL: not measured (${only ? 'BENCH_ONLY' : 'set DATABASE_URL'})`,
    );
  }
  const cart = rows.filter((r) => r.engine === 'postgres' && r.target.startsWith('cart:'));
  for (const r of cart) {
    if (r.target.includes('guest pricing')) {
      const ratio = r.rps / base.rps;
      console.log(
        `  ${mark(ratio >= CART_TARGET.pricingRatio && r.non2xx === 0)}  ${r.target} on PostgreSQL at ${(ratio * 100).toFixed(1)}% of the ceiling (>= ${CART_TARGET.pricingRatio * 100}%), ${r.non2xx} errors`,
      );
    }
    console.log(
      `  ${mark(r.p99 <= CART_TARGET.p99 && r.non2xx === 0)}  ${r.target} on PostgreSQL p99 ${r.p99} ms (<= ${CART_TARGET.p99} ms), ${r.non2xx} errors`,
    );
  }
  if (cart.length === 0) console.log('  ----  cart on PostgreSQL: not measured (set DATABASE_URL)');
  for (const r of rows.filter((x) => x.engine === 'postgres' && x.target.startsWith('loyalty:'))) {
    const ratio = r.rps / base.rps;
    console.log(
      `  ${mark(r.non2xx === 0 || r.target.includes('redeem'))}  ${r.target} on PostgreSQL at ${(ratio * 100).toFixed(1)}% of the ceiling, p99 ${r.p99} ms, ${r.non2xx} errors`,
    );
  }
  if (contention) {
    console.log(
      `  ${mark(contention.succeeded === 10 && contention.errors === 0)}  50 parallel redeems of one 10-use coupon: ${contention.succeeded} redeemed (exactly 10), ${contention.errors} errors, ${contention.ms.toFixed(0)} ms`,
    );
  }
  for (const home of rows.filter((r) => r.target === HOME.name)) {
    console.log(
      `  ${mark(home.non2xx === 0)}  home page on ${home.engine}: ${home.non2xx} errors or timeouts (none), p99 ${home.p99} ms`,
    );
  }
  if (failure) {
    console.error('\nStopped before the end of the run (the figures above are what was measured):', failure);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
