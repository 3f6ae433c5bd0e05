import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, hasMigrations, openDatabase } from '../db/client.ts';
import { localStorage } from '../platform/storage.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * A fresh database for one test file: in-memory PGlite by default; when TEST_DATABASE_URL is set, a new
 * database created on that PostgreSQL server (and dropped on close), so test files never share state.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    if (hasMigrations(MIGRATIONS)) await database.migrate(MIGRATIONS);
    return database;
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://', poolSize: 20 });
  if (hasMigrations(MIGRATIONS)) await database.migrate(MIGRATIONS);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      // pool.end() resolves before its backends have gone; one that FORCE kills meanwhile sends its client a
      // FATAL that the ended pool has no listener for (an uncaught error). Give them a moment to leave first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await drop.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Fill the database with the demo shop before the app starts. */
  seed?: boolean;
  now?: () => Date;
  /** Modules to mount instead of the registry's (a test-only module, for instance). */
  modules?: BuildAppOptions['modules'];
  /** A fake React Router build for storefront tests; API tests never need the real one. */
  webBuild?: BuildAppOptions['webBuild'];
}

/** buildApp on a fresh database; `close()` tears both down. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const database = await openTestDatabase();
  // Uploads (the seed's artwork included) go to a throw-away folder, never the developer's DATA_DIR.
  const tmpUploads = opts.config?.uploadsDir
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  const config = testConfig({ ...opts.config, ...(tmpUploads ? { uploadsDir: tmpUploads } : {}) });
  const storage = localStorage(config.uploadsDir);
  if (opts.seed) {
    const { seedDemoShop } = await import('../db/seed/index.ts');
    await seedDemoShop(database.db, { storage, now: opts.now?.() });
  }
  const app = await buildApp({
    config,
    database,
    storage,
    now: opts.now,
    modules: opts.modules,
    webBuild: opts.webBuild,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      if (tmpUploads) fs.rmSync(tmpUploads, { recursive: true, force: true });
    },
  };
}
