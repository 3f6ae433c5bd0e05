import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { adminQuery, databaseUrl, testServerUrl } from '../../test/db-templates.ts';
import { dropBuyers, dropStore, dropVariant, fillCarts, placeDropOrder } from '../../test/drop-fixtures.ts';
import { type ServerProcess, startServer } from '../../test/server-process.ts';

/**
 * The real server process (main.ts) on PostgreSQL, killed with SIGKILL in the middle of a burst of orders
 * for a limited drop, then started again on the same database. What was committed must be whole, and what
 * was not must have left no trace: the transaction of an order is all or nothing.
 */
const serverUrl = testServerUrl();
const UNITS = 20;
const BUYERS = 40;
const name = `shop_crash_${process.pid}_${Date.now().toString(36)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));

interface Answer {
  status: number;
  body: { groupId?: string; errors?: { errorCode: string }[] } | null;
}

/** Every sum that must hold between the variant's stock, the orders and their groups, payments and logs. */
async function books(db: Database['db'], variantId: string) {
  const one = async <T>(q: ReturnType<typeof sql>) => {
    const r = (await db.execute(q)) as unknown as { rows: T[] };
    return r.rows[0]!;
  };
  return {
    stock: await one<{ available: number; current_stock: number }>(
      sql`select available, current_stock from variant_inventory where variant_id = ${variantId}`,
    ),
    units: await one<{ live: number; paid: number; orders: number }>(sql`
      select coalesce(sum(u.quantity) filter (where o.status not in ('CANCELED', 'REFUNDED', 'EXPIRED_ORDER')), 0)::int as live,
             coalesce(sum(u.quantity) filter (where o.status = 'PROCESSING'), 0)::int as paid,
             count(distinct o.id)::int as orders
      from orders o join order_units u on u.order_id = o.id where u.variant_id = ${variantId}`),
    halfWritten: await one<{ n: number }>(sql`
      select count(*)::int as n from orders o
      where not exists (select 1 from order_lines l where l.order_id = o.id)
         or not exists (select 1 from order_units u where u.order_id = o.id)
         or not exists (select 1 from order_activity a where a.order_id = o.id and a.type = 'PLACED')
         or not exists (select 1 from payments p where p.group_id = o.group_id)`),
    emptyGroups: await one<{ n: number }>(sql`
      select count(*)::int as n from order_groups g
      where not exists (select 1 from orders o where o.group_id = g.id)
         or g.total_cents <> (select coalesce(sum(o.total), 0) from orders o where o.group_id = g.id)`),
    paidNotProcessing: await one<{ n: number }>(sql`
      select count(*)::int as n from payments p join orders o on o.group_id = p.group_id
      where p.status = 'SUCCEEDED' and o.status <> 'PROCESSING'`),
  };
}

describe.skipIf(!serverUrl)('a server killed mid-burst of orders (PostgreSQL: TEST_DATABASE_URL)', () => {
  let server: ServerProcess | undefined;
  let database: Database | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.close();
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no half-written order, loses no paid order, keeps stock equal to the orders; retries finish the drop', {
    timeout: 240_000,
  }, async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
    const env = {
      DATABASE_URL: databaseUrl(serverUrl!, name),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_ON_START: 'false',
      JOBS_WORKER: 'false',
      RATE_LIMIT_MAX: '1000000000',
      DATABASE_POOL_SIZE: '10',
    };
    server = await startServer(env, 120_000);
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: 'memory://', poolSize: 4 });
    const db = database.db;
    const config = loadConfig({ ...env, NODE_ENV: 'test' });
    const storeId = await dropStore(db);
    const variantId = await dropVariant(db, storeId, UNITS);
    const buyers = await dropBuyers(db, config, BUYERS);
    await fillCarts(db, buyers, variantId);
    const keys = buyers.map(() => randomUUID());

    // The burst; the server is killed as soon as the first orders are answered, the others in flight.
    const first = server;
    let answered = 0;
    let killAt!: () => void;
    const enough = new Promise<void>((resolve) => {
      killAt = resolve;
    });
    const burst = buyers.map((b, i) =>
      placeDropOrder(first.url, storeId, b, keys[i])
        .then(async (r): Promise<Answer> => {
          const answer = { status: r.status, body: (await r.json().catch(() => null)) as Answer['body'] };
          if (r.status === 201 && ++answered === 3) killAt();
          return answer;
        })
        .catch((): Answer => ({ status: 0, body: null })),
    );
    await Promise.race([enough, Promise.all(burst)]);
    first.child.kill('SIGKILL');
    const before = await Promise.all(burst);
    await first.exited;
    const cut = before.filter((a) => a.status === 0).length;
    expect(cut, 'some orders were in flight when the server died').toBeGreaterThan(0);

    server = await startServer(env, 120_000);
    const afterCrash = await books(db, variantId);
    expect(afterCrash.halfWritten.n).toBe(0);
    expect(afterCrash.emptyGroups.n).toBe(0);
    expect(afterCrash.paidNotProcessing.n).toBe(0);
    expect(afterCrash.stock.available + afterCrash.units.live).toBe(UNITS);
    expect(afterCrash.stock.current_stock).toBe(UNITS - afterCrash.units.paid);
    expect(afterCrash.units.orders).toBeLessThanOrEqual(UNITS);

    // Every buyer tries again with the same key: an order answered before the kill is the same group, paid.
    const again = await Promise.all(
      buyers.map(async (b, i): Promise<Answer> => {
        const r = await placeDropOrder(server!.url, storeId, b, keys[i]);
        return { status: r.status, body: (await r.json()) as Answer['body'] };
      }),
    );
    for (const [i, a] of before.entries()) {
      if (a.status !== 201) continue;
      expect(again[i]!.status).toBe(200);
      expect(again[i]!.body?.groupId).toBe(a.body?.groupId);
    }
    const placed = again.filter((a) => a.status === 201 || a.status === 200).length;
    const refused = again.filter((a) => a.status === 400 && a.body?.errors?.[0]?.errorCode === 'ECOM-112');
    expect({ placed, refused: refused.length }).toEqual({ placed: UNITS, refused: BUYERS - UNITS });

    const end = await books(db, variantId);
    expect(end).toMatchObject({
      stock: { available: 0, current_stock: 0 },
      units: { live: UNITS, paid: UNITS, orders: UNITS },
      halfWritten: { n: 0 },
      emptyGroups: { n: 0 },
      paidNotProcessing: { n: 0 },
    });
  });
});
