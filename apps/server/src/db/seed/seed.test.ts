import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCheckoutPassword } from '../../modules/catalog/index.ts';
import { localStorage } from '../../platform/storage.ts';
import { openTestDatabase } from '../../test/harness.ts';
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
