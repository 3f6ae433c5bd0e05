import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import { runCommand } from '../../test/server-process.ts';
import { type Database, openDatabase } from '../client.ts';
import { contactMessages, products, stores } from '../schema/index.ts';

/**
 * `npm run seed -- --reset`, the command itself, on a copy of the demo shop that someone has changed: on
 * PGlite in a data directory, or on a database of the TEST_DATABASE_URL server.
 */
describe('npm run seed -- --reset', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-cli-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const summary = async (db: Database['db']) => ({
    products: (await db.select({ n: count() }).from(products))[0]!.n,
    locked: (await db.select().from(products).where(eq(products.slug, 'forest-sprite-artist-proof'))).length,
    storeNames: (await db.select({ name: stores.name }).from(stores)).map((s) => s.name),
    contactMessages: (await db.select({ n: count() }).from(contactMessages))[0]!.n,
  });

  it('empties every table and rebuilds the demo shop', async () => {
    const database = await openTestDatabase('seeded', pgliteDir);
    let open: Database | undefined = database;
    try {
      const original = await summary(database.db);
      await database.db.delete(products).where(eq(products.slug, 'forest-sprite-artist-proof'));
      await database.db.update(stores).set({ name: 'Renamed by hand' });
      await database.db
        .insert(contactMessages)
        .values({ name: 'Ada', email: 'ada@example.com', message: 'Where is my order?' });
      expect(await summary(database.db)).toEqual({
        products: original.products - 1,
        locked: 0,
        storeNames: ['Renamed by hand'],
        contactMessages: 1,
      });
      // The embedded database has one user at a time: hand the data directory over to the command.
      if (database.kind === 'pglite') {
        await database.close();
        open = undefined;
      }

      const run = await runCommand('npm', ['run', 'seed', '--', '--reset'], {
        DATA_DIR: dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Seeded the demo shop in \d+ ms/);

      open ??= await openDatabase({ pgliteDir });
      expect(await summary(open.db)).toEqual({ ...original, contactMessages: 0 });
      // Its artwork is drawn again into the data directory's uploads.
      expect(fs.readdirSync(path.join(dataDir, 'uploads/demo/products')).length).toBeGreaterThan(80);
    } finally {
      await open?.close();
    }
  }, 120_000);
});
