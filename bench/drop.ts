/**
 * `npm run bench:drop`: a limited drop. 1,000 buyers (distinct accounts, each signed in with an address and
 * one unit in the cart: `BENCH_BUYERS`) race through the real HTTP API (`POST /api/v1/orders`, the TEST
 * method) for 100 units (`BENCH_UNITS`) of one variant, all at once, on PostgreSQL (`DATABASE_URL`'s
 * server, default the local one; a fresh database per run). The server is the real one (main.ts) in its
 * own process on `BENCH_PORT` (3950). Reports orders created (must equal the units), units oversold (must
 * be 0), 5xx (must be 0), orders/s, p50/p99 of the order call (target p99 <= 500 ms), and the same number
 * of calls to a bare node:http server in the same run (the machine's ceiling) for the ratio.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  addresses,
  cartLines,
  carts,
  orders,
  products,
  productVariants,
  shippingRates,
  stores,
  users,
  variantInventory,
} from '../apps/server/src/db/schema/index.ts';
import { CSRF_HEADER, csrfCookieName, csrfTokenFor } from '../apps/server/src/http/csrf.ts';
import { createSession } from '../apps/server/src/modules/accounts/create-session.ts';
import { startServer } from '../apps/server/src/test/server-process.ts';
import { startCeiling } from './server.ts';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const UNITS = Number(process.env.BENCH_UNITS ?? 100);
const P99_TARGET_MS = 500;

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

interface Shot {
  status: number;
  ms: number;
}

/** Fires every request at once (each its own connection) and times each. */
async function burst(requests: (() => Promise<Response>)[]): Promise<{ shots: Shot[]; seconds: number }> {
  const start = performance.now();
  const shots = await Promise.all(
    requests.map(async (send) => {
      const t0 = performance.now();
      try {
        const res = await send();
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    }),
  );
  return { shots, seconds: (performance.now() - start) / 1000 };
}

function summary(shots: Shot[], seconds: number) {
  const ms = shots.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: pct(ms, 0.5), p99: pct(ms, 0.99), perSecond: shots.length / seconds };
}

const databaseUrl = await freshDatabase('shop_bench_drop');
const authSecret = randomBytes(32).toString('base64url');
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '20',
  DATA_DIR: `/tmp/shop-bench-drop-${process.pid}`,
  SEED_ON_START: 'false',
  AUTH_SECRET: authSecret,
  RATE_LIMIT_MAX: '1000000000',
  JOBS_WORKER: 'false',
  // startServer waits for the 'shop listening' line (info).
  LOG_LEVEL: 'info',
  PORT: String(PORT),
};
console.log(`bench:drop: ${BUYERS} buyers for ${UNITS} units on PostgreSQL, server on port ${PORT}`);
const server = await startServer(env, 180_000);
const base = server.url;
// The server migrated the database; the buyers and the drop are written straight into it.
const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://', poolSize: 10 });
const db = database.db;
const config = loadConfig({ ...env, NODE_ENV: 'test' });
const ctx = { db, now: () => new Date() } as unknown as Parameters<typeof createSession>[0];

const [store] = await db.insert(stores).values({ slug: 'drop-store', name: 'Drop Store' }).returning();
await db.insert(shippingRates).values({
  storeId: store!.id,
  carrier: 'STANDARD',
  name: 'Standard',
  country: 'US',
  feeCents: 800,
});
const [product] = await db
  .insert(products)
  .values({ storeId: store!.id, type: 'IN_STOCK', slug: 'the-drop', name: 'The Drop', status: 'ACTIVE' })
  .returning();
const [variant] = await db
  .insert(productVariants)
  .values({ productId: product!.id, name: 'Only', sku: 'drop-1', regularPrice: 12_000, position: 0 })
  .returning();
await db.insert(variantInventory).values({ variantId: variant!.id, available: UNITS, currentStock: UNITS });

const cookieName = config.session.cookieName;
const buyers: { cookie: string; csrf: string; addressId: string }[] = [];
for (let i = 0; i < BUYERS; i += 50) {
  const made = await Promise.all(
    Array.from({ length: Math.min(50, BUYERS - i) }, async (_, j) => {
      const [user] = await db
        .insert(users)
        .values({
          email: `buyer-${i + j}-${randomUUID().slice(0, 6)}@drop.test`,
          firstName: 'Buyer',
          activated: true,
        })
        .returning({ id: users.id });
      const { token } = await createSession(ctx, user!.id, true);
      const [address] = await db
        .insert(addresses)
        .values({
          userId: user!.id,
          firstName: 'Buyer',
          street: '1 Main St',
          city: 'Springfield',
          countryCode: 'US',
          stateOrProvince: 'IL',
          postCode: '62701',
          phone: '+1 217 555 0100',
          primary: true,
        } as typeof addresses.$inferInsert)
        .returning({ id: addresses.id });
      const [cart] = await db.insert(carts).values({ userId: user!.id }).returning({ id: carts.id });
      await db.insert(cartLines).values({
        cartId: cart!.id,
        kind: 'VARIANT',
        lineKey: variant!.id,
        variantId: variant!.id,
        quantity: 1,
      });
      const csrf = csrfTokenFor(config, token);
      return {
        cookie: `${cookieName}=${token}; ${csrfCookieName(config)}=${csrf}`,
        csrf,
        addressId: address!.id,
      };
    }),
  );
  buyers.push(...made);
}
console.log(`  ${buyers.length} buyers ready`);

const order = (b: (typeof buyers)[number]) => () =>
  fetch(`${base}/api/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: b.cookie,
      [CSRF_HEADER]: b.csrf,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      shippingAddressId: b.addressId,
      shippingMethodByStoreId: { [store!.id]: 'STANDARD' },
      paymentMethod: 'TEST',
      testCard: '4242424242424242',
    }),
  });

const drop = await burst(buyers.map(order));
const dropStats = summary(drop.shots, drop.seconds);
const created = drop.shots.filter((s) => s.status === 201).length;
const fivexx = drop.shots.filter((s) => s.status >= 500 || s.status === 0).length;
const refused = drop.shots.filter((s) => s.status === 400).length;
const [row] = await db.select({ available: variantInventory.available }).from(variantInventory);
const stored = (await db.select({ id: orders.id }).from(orders)).length;
const oversold = Math.max(0, stored - UNITS) + Math.max(0, -(row?.available ?? 0));

const ceiling = await startCeiling(PORT + 1);
const bare = await burst(buyers.map(() => () => fetch(ceiling.url)));
const bareStats = summary(bare.shots, bare.seconds);
await ceiling.stop();

console.log('');
console.log('| what | calls | 2xx | 4xx | 5xx | per second | p50 ms | p99 ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| POST /api/v1/orders (drop) | ${drop.shots.length} | ${created} | ${refused} | ${fivexx} | ${dropStats.perSecond.toFixed(0)} | ${dropStats.p50.toFixed(0)} | ${dropStats.p99.toFixed(0)} |`,
);
console.log(
  `| bare node:http hello (ceiling) | ${bare.shots.length} | ${bare.shots.filter((s) => s.status === 200).length} | 0 | 0 | ${bareStats.perSecond.toFixed(0)} | ${bareStats.p50.toFixed(0)} | ${bareStats.p99.toFixed(0)} |`,
);
console.log('');
console.log(
  `  orders created ${created} (stored ${stored}), stock left ${row?.available}, oversold ${oversold}`,
);
console.log(
  `  orders/s ${(created / drop.seconds).toFixed(1)}; calls/s at ${((dropStats.perSecond / bareStats.perSecond) * 100).toFixed(1)}% of the ceiling`,
);
const pass =
  created === UNITS && stored === UNITS && oversold === 0 && fivexx === 0 && dropStats.p99 <= P99_TARGET_MS;
const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log(`  ${mark(created === UNITS && stored === UNITS)}  exactly ${UNITS} orders`);
console.log(`  ${mark(oversold === 0)}  no unit oversold`);
console.log(`  ${mark(fivexx === 0)}  no 5xx`);
console.log(
  `  ${mark(dropStats.p99 <= P99_TARGET_MS)}  p99 of the order call ${dropStats.p99.toFixed(0)} ms (<= ${P99_TARGET_MS} ms)`,
);

await database.close();
server.child.kill('SIGTERM');
await server.exited;
process.exitCode = pass ? 0 : 1;
