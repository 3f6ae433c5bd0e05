/**
 * Vitest global setup of the server project: builds the test databases' starting points once per run, so
 * that each test file copies one (about a second) instead of creating, migrating and seeding its own (5-7 s
 * on PGlite). Every file still gets a database of its own; nothing mutable is shared between files.
 *
 * - PGlite: the data directory of a migrated database, and of a migrated and seeded one, dumped as tarballs;
 *   a test file starts an in-memory PGlite from one (`loadDataDir`).
 * - PostgreSQL (TEST_DATABASE_URL): two template databases; a test file gets `CREATE DATABASE ... TEMPLATE`.
 *
 * The seeded template is the demo shop at TEMPLATE_SEED_NOW, with its generated artwork in a folder that each
 * seeded test app copies into its own uploads folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { hasMigrations, openDatabase } from '../db/client.ts';
import { localStorage } from '../platform/storage.ts';

/** The instant the seeded template's countdowns and sales are relative to (the suite's usual NOW). */
export const TEMPLATE_SEED_NOW = '2026-06-15T12:00:00.000Z';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

export interface DbTemplates {
  engine: 'pglite' | 'postgres';
  /** PGlite: a tarball of the data directory; PostgreSQL: a template database's name. */
  migrated: string;
  seeded: string;
  /** The seed's artwork (the `demo/` tree of an uploads folder). */
  seededUploads: string;
  seedNow: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

const TEMPLATE_PREFIX = 'shop_tpl_';

/** The PostgreSQL server the API suite runs on, when TEST_DATABASE_URL is set (else PGlite). */
export const testServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** Opens a database on the server by name (same server and credentials as `serverUrl`). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection. */
export async function adminQuery(serverUrl: string, text: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text, params);
  } finally {
    await admin.end();
  }
}

/**
 * pool.end() resolves before its backends have gone; a database can be neither a template nor dropped while
 * they linger, so wait for them to leave.
 */
export async function waitForNoSessions(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}

async function seedInto(database: Awaited<ReturnType<typeof openDatabase>>, uploads: string) {
  const { seedDemoShop } = await import('../db/seed/index.ts');
  await seedDemoShop(database.db, { storage: localStorage(uploads), now: new Date(TEMPLATE_SEED_NOW) });
}

async function buildPgliteTemplates(dir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    if (hasMigrations(MIGRATIONS_DIR)) await database.migrate(MIGRATIONS_DIR);
    fs.writeFileSync(
      path.join(dir, 'migrated.tar'),
      Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()),
    );
    await seedInto(database, path.join(dir, 'uploads'));
    fs.writeFileSync(
      path.join(dir, 'seeded.tar'),
      Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()),
    );
  } finally {
    await database.close();
  }
}

const REPO = path.resolve(import.meta.dirname, '../../../..');
const CACHE = path.join(REPO, 'node_modules/.cache/shop-test-db');

/**
 * What the templates are made of: every server and domain source file except tests (schema, migrations, seed
 * and the code the seed calls), the lockfile (which pins PGlite) and this file. A change to any of them builds
 * new ones.
 */
function sourceKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'node_modules') walk(full);
      } else if (!/\.test\.tsx?$/.test(entry.name)) {
        hash.update(path.relative(REPO, full)).update(fs.readFileSync(full));
      }
    }
  };
  walk(path.join(REPO, 'apps/server/src'));
  walk(path.join(REPO, 'packages/domain/src'));
  hash.update(fs.readFileSync(path.join(REPO, 'package-lock.json')));
  hash.update(fs.readFileSync(path.join(REPO, 'apps/server/src/test/db-templates.ts'))); // how they are built
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite templates live in node_modules/.cache between runs (keyed by sourceKey), so a run whose sources
 * did not change starts at once. Built in a private folder and renamed into place: two runs at the same time
 * never see half a template.
 */
async function pgliteTemplates(): Promise<DbTemplates> {
  const dir = path.join(CACHE, sourceKey());
  if (!fs.existsSync(path.join(dir, 'seeded.tar'))) {
    const building = `${dir}.building-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    fs.mkdirSync(building, { recursive: true });
    await buildPgliteTemplates(building);
    try {
      fs.renameSync(building, dir);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another run finished the same one first
    }
    pruneCache(dir);
  } else {
    const now = new Date();
    fs.utimesSync(dir, now, now); // in use: not to be pruned
  }
  return {
    engine: 'pglite',
    migrated: path.join(dir, 'migrated.tar'),
    seeded: path.join(dir, 'seeded.tar'),
    seededUploads: path.join(dir, 'uploads'),
    seedNow: TEMPLATE_SEED_NOW,
  };
}

/** Drops templates of older sources (untouched for an hour: a run still using one has long finished). */
function pruneCache(keep: string) {
  for (const name of fs.readdirSync(CACHE)) {
    const full = path.join(CACHE, name);
    if (full !== keep && Date.now() - fs.statSync(full).mtimeMs > 3_600_000)
      fs.rmSync(full, { recursive: true, force: true });
  }
}

/** Templates left behind by a run that was killed (its process is gone) are dropped. */
async function dropOrphanTemplates(serverUrl: string): Promise<void> {
  const { rows } = await adminQuery(serverUrl, 'select datname from pg_database where datname like $1', [
    `${TEMPLATE_PREFIX}%`,
  ]);
  for (const { datname } of rows as { datname: string }[]) {
    const pid = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
    if (!Number.isInteger(pid) || isAlive(pid)) continue;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function postgresTemplate(
  serverUrl: string,
  name: string,
  from: string | null,
  fill: (url: string) => Promise<void>,
) {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  await fill(url);
  await waitForNoSessions(serverUrl, name);
  // Nobody may connect to a template while it is copied: refuse connections outright.
  await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
}

async function postgresTemplates(serverUrl: string, uploads: string): Promise<DbTemplates> {
  await dropOrphanTemplates(serverUrl);
  const base = `${TEMPLATE_PREFIX}${process.pid}_${Date.now().toString(36)}`;
  const migrated = `${base}_migrated`;
  const seeded = `${base}_seeded`;
  const open = (url: string) => openDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolSize: 2 });
  await postgresTemplate(serverUrl, migrated, null, async (url) => {
    const database = await open(url);
    try {
      if (hasMigrations(MIGRATIONS_DIR)) await database.migrate(MIGRATIONS_DIR);
    } finally {
      await database.close();
    }
  });
  await postgresTemplate(serverUrl, seeded, migrated, async (url) => {
    const database = await open(url);
    try {
      await seedInto(database, uploads);
    } finally {
      await database.close();
    }
  });
  return { engine: 'postgres', migrated, seeded, seededUploads: uploads, seedNow: TEMPLATE_SEED_NOW };
}

export default async function setup(project: TestProject) {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    project.provide('dbTemplates', await pgliteTemplates());
    return;
  }
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-templates-'));
  const templates = await postgresTemplates(serverUrl, uploads);
  project.provide('dbTemplates', templates);
  return async () => {
    for (const name of [templates.seeded, templates.migrated])
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(uploads, { recursive: true, force: true });
  };
}
