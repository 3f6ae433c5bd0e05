import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, hasMigrations, openDatabase } from '../db/client.ts';
import { localStorage, type Storage } from '../platform/storage.ts';
import {
  adminQuery,
  type DbTemplates,
  databaseUrl,
  MIGRATIONS_DIR,
  TEMPLATE_SEED_NOW,
  testServerUrl,
  waitForNoSessions,
} from './db-templates.ts';

export { TEMPLATE_SEED_NOW } from './db-templates.ts';

/** Where a test database starts: migrated and empty, or migrated and filled with the demo shop. */
export type TestTemplate = 'migrated' | 'seeded';

/** The templates the server project's global setup built (undefined when run without it). */
const templates = () => inject('dbTemplates') as DbTemplates | undefined;

// Read once per worker: PGlite copies the tarball into each new instance and never changes it.
const tarballs = new Map<string, Blob>();
function tarball(file: string): Blob {
  const known = tarballs.get(file);
  if (known) return known;
  const blob = new Blob([fs.readFileSync(file)]);
  tarballs.set(file, blob);
  return blob;
}

async function copyOnPostgres(serverUrl: string, template: string, name: string): Promise<void> {
  // Two files copying the same template at once may briefly collide ("being accessed by other users").
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + attempt * 25));
    }
  }
}

/**
 * A fresh database for one test file, a copy of the run's migrated (or seeded) template: in-memory PGlite
 * by default; when TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 * Test files never share state.
 */
export async function openTestDatabase(
  template: TestTemplate = 'migrated',
  /** PGlite only: a data directory on disk to create (a command under test opens it after us). */
  pgliteDir = 'memory://',
): Promise<Database & { url?: string }> {
  const built = templates();
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    if (built?.engine === 'pglite') {
      return openDatabase({ pgliteDir, loadDataDir: tarball(built[template]) });
    }
    const database = await openDatabase({ pgliteDir });
    if (hasMigrations(MIGRATIONS_DIR)) await database.migrate(MIGRATIONS_DIR);
    return database;
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  if (built?.engine === 'postgres') await copyOnPostgres(serverUrl, built[template], name);
  else await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  // Half the connections apart for order placements, as main.ts does (orders README "Admission").
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDir: 'memory://',
    poolSize: 20,
    placementPoolSize: 10,
  });
  if (built?.engine !== 'postgres' && hasMigrations(MIGRATIONS_DIR)) await database.migrate(MIGRATIONS_DIR);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      // A backend that FORCE kills while the ended pool still waits for it sends a FATAL that nothing
      // listens to any more (an uncaught error): let the pool's backends leave first.
      await waitForNoSessions(serverUrl, name);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /**
   * Start from the demo shop. Seeded at `now()` when given, else at TEMPLATE_SEED_NOW; at that instant the
   * run's seeded template is copied (with its artwork), at any other the shop is seeded afresh.
   */
  seed?: boolean;
  now?: () => Date;
  /** Modules to mount instead of the registry's (a test-only module, for instance). */
  modules?: BuildAppOptions['modules'];
  /** The app's storage (an S3 one on a local server); the local folder by default. */
  storage?: Storage;
  /** A fake React Router build for storefront tests; API tests never need the real one. */
  webBuild?: BuildAppOptions['webBuild'];
  /** Log lines go here (set `config.logLevel` too: tests are silent by default). */
  logStream?: BuildAppOptions['logStream'];
}

/** buildApp on a fresh database; `close()` tears both down. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const built = templates();
  const seedAt = opts.now?.() ?? new Date(TEMPLATE_SEED_NOW);
  const fromTemplate =
    opts.seed === true && built !== undefined && seedAt.getTime() === Date.parse(built.seedNow);
  const database = await openTestDatabase(fromTemplate ? 'seeded' : 'migrated');
  // Uploads (the seed's artwork included) go to a throw-away folder, never the developer's DATA_DIR.
  const tmpUploads = opts.config?.uploadsDir
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  const config = testConfig({ ...opts.config, ...(tmpUploads ? { uploadsDir: tmpUploads } : {}) });
  const storage = opts.storage ?? localStorage(config.uploadsDir);
  if (fromTemplate) {
    fs.cpSync(built.seededUploads, config.uploadsDir, { recursive: true });
  } else if (opts.seed) {
    const { seedDemoShop } = await import('../db/seed/index.ts');
    await seedDemoShop(database.db, { storage, now: seedAt });
  }
  const app = await buildApp({
    config,
    database,
    storage,
    now: opts.now,
    modules: opts.modules,
    webBuild: opts.webBuild,
    logStream: opts.logStream,
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
