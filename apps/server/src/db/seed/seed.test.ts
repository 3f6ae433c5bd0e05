import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCheckoutPassword } from '../../modules/catalog/index.ts';
import { localStorage, type Storage } from '../../platform/storage.ts';
import { testServerUrl } from '../../test/db-templates.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { openDatabase } from '../client.ts';
import { products, productVariants, roles, users } from '../schema/index.ts';
import { DEMO_CHECKOUT_SECRET, seedIfEmpty } from './index.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('demo seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let uploads: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  const productCount = async () => (await database.db.select({ n: count() }).from(products))[0]!.n;

  it('seeds once through seedIfEmpty; a second call changes nothing', async () => {
    const storage = localStorage(uploads);
    const first = await seedIfEmpty(database.db, { storage, now: NOW });
    expect(first?.products).toBeGreaterThanOrEqual(80);
    const after = await productCount();
    expect(after).toBe(first?.products);
    expect(await seedIfEmpty(database.db, { storage, now: NOW })).toBeNull();
    expect(await productCount()).toBe(after);
  });

  it('is deterministic: the same ids, slugs and prices on every run', async () => {
    const other = await openTestDatabase();
    try {
      await seedIfEmpty(other.db, { storage: localStorage(uploads), now: NOW });
      const snapshot = (db: typeof database.db) =>
        db
          .select({ id: productVariants.id, sku: productVariants.sku, price: productVariants.regularPrice })
          .from(productVariants)
          .orderBy(asc(productVariants.sku));
      expect(await snapshot(other.db)).toEqual(await snapshot(database.db));
    } finally {
      await other.close();
    }
  });

  it('stores the limited product secret as a hash only', async () => {
    const [row] = await database.db
      .select({ hash: products.checkoutPasswordHash })
      .from(products)
      .where(eq(products.isCheckoutPasswordProtected, true));
    expect(row?.hash).toMatch(/^scrypt\$/);
    expect(row?.hash).not.toContain(DEMO_CHECKOUT_SECRET);
    expect(await verifyCheckoutPassword(DEMO_CHECKOUT_SECRET, row!.hash!)).toBe(true);
    expect(await verifyCheckoutPassword('wrong-secret', row!.hash!)).toBe(false);
  });

  it('creates the four roles and the demo accounts', async () => {
    expect((await database.db.select({ code: roles.code }).from(roles)).map((r) => r.code).sort()).toEqual([
      'ROLE__AMS_NORMAL_USER',
      'ROLE__AMS_PLATFORM_ADMIN',
      'ROLE__AMS_STORE_OWNER',
      'ROLE__AMS_SUPER_USER',
    ]);
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toContain('staff@keycap.shop');
  });

  it('writes its pictures through the storage as small AVIF and WebP files, two widths each', () => {
    const dir = path.join(uploads, 'demo/products');
    const files = fs.readdirSync(dir);
    expect(files.length).toBeGreaterThan(80 * 4);
    for (const f of files) {
      expect(f).toMatch(/\.w(400|800)\.(avif|webp)$/);
      // What a phone downloads for a card or the gallery: a few KB, never a photo's megabytes.
      expect(fs.statSync(path.join(dir, f)).size).toBeLessThan(32 * 1024);
    }
  });
});

/**
 * The seed renders and stores pictures between its statements, for longer than the shop allows a request's
 * transaction to stay idle or a statement to run. Two instances started together on a fresh database: the one
 * that seeds is not cut off half-way, the other waits for it and seeds nothing.
 */
describe.skipIf(!testServerUrl())(
  'demo seed on a PostgreSQL server with request-sized limits (skipped on PGlite: it has no limits)',
  () => {
    const TIGHT = { connectMs: 5_000, statementMs: 400, idleInTransactionMs: 300 };
    let created: Awaited<ReturnType<typeof openTestDatabase>>;
    let uploads: string;
    beforeAll(async () => {
      created = await openTestDatabase();
      uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-pg-'));
    });
    afterAll(async () => {
      await created?.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    });

    it('one instance seeds through a slow storage, the other waits past the statement limit and finds the shop', async () => {
      const first = await openDatabase({ databaseUrl: created.url, pgliteDir: 'memory://', timeouts: TIGHT });
      const second = await openDatabase({
        databaseUrl: created.url,
        pgliteDir: 'memory://',
        timeouts: TIGHT,
      });
      try {
        const local = localStorage(uploads);
        let seeding!: () => void;
        const started = new Promise<void>((resolve) => {
          seeding = resolve;
        });
        let puts = 0;
        // Object storage that takes its time: each of the first puts lasts longer than the idle limit.
        const slow: Storage = {
          ...local,
          put: async (key, body, type) => {
            puts += 1;
            seeding();
            if (puts <= 3) await sleep(TIGHT.idleInTransactionMs * 2);
            return local.put(key, body, type);
          },
        };
        const seeded = seedIfEmpty(first.db, { storage: slow, now: NOW });
        await started;
        const waited = await seedIfEmpty(second.db, { storage: local, now: NOW });
        expect(waited).toBeNull();
        expect((await seeded)?.products).toBeGreaterThanOrEqual(80);
        const [row] = await second.db.select({ n: count() }).from(products);
        expect(row?.n).toBe((await seeded)?.products);
      } finally {
        await first.close();
        await second.close();
      }
    });
  },
);
