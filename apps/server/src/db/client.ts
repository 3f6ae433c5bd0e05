import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgClient } from 'drizzle-orm/node-postgres/session';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.ts';
import { type DatabaseTimeouts, DEFAULT_TIMEOUTS } from './timeouts.ts';
import { DatabaseBusyError } from './unavailable.ts';

export type { DatabaseTimeouts } from './timeouts.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; use cases receive it through their context. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * Order placements' own connections (`placementPoolSize` of the pool's; orders README "Admission"), so
   * that a drop's orders never queue behind the reads of a thousand requests for a connection; `db` itself
   * where there is no pool to split (PGlite, a pool of one).
   */
  placements: Db;
  /** PGlite only: the whole data directory as a tarball, to start other instances from (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  kind: 'pglite' | 'postgres';
  migrate(migrationsDir: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent, PGlite is used at `pgliteDir`. */
  databaseUrl?: string;
  /** A data directory, or `memory://` for a throw-away database. */
  pgliteDir: string;
  poolSize?: number;
  /** Of `poolSize`, the connections set apart for order placements (`placements`); 0 by default. */
  placementPoolSize?: number;
  timeouts?: DatabaseTimeouts;
  /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}

/** drizzle-kit writes `meta/_journal.json` with the first migration; before that there is nothing to apply. */
export const hasMigrations = (migrationsDir: string) =>
  fs.existsSync(path.join(migrationsDir, 'meta', '_journal.json'));

type PgPool = InstanceType<typeof import('pg').Pool>;
type ConnectCallback = (err: Error | undefined, client?: unknown, done?: unknown) => void;

/**
 * pg-pool answers "timeout exceeded when trying to connect" both when the database is gone and when every
 * connection is in use for longer than DATABASE_CONNECT_TIMEOUT_MS. When connections came back to the pool
 * while the request waited (others were served before it), the database answers and the shop is merely
 * busy: the error becomes a DatabaseBusyError (429 with Retry-After); otherwise it stays (503).
 */
function tellBusyFromDown(pool: PgPool, connectMs: number): void {
  let released = 0;
  pool.on('release', () => {
    released += 1;
  });
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<unknown> | undefined;
  const busyOr = (err: Error | undefined, before: number) =>
    err?.message === 'timeout exceeded when trying to connect' && released > before
      ? new DatabaseBusyError(connectMs, err)
      : err;
  // pg-pool's own query() goes through this.connect too, with a callback.
  (pool as unknown as { connect: (cb?: ConnectCallback) => unknown }).connect = (cb?: ConnectCallback) => {
    const before = released;
    if (cb) return connect((err, client, done) => cb(busyOr(err, before), client, done));
    return connect()?.catch((err: Error) => {
      throw busyOr(err, before);
    });
  };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Loaded only for a server database: the embedded shop starts without it.
    const { default: pg } = await import('pg');
    const t = opts.timeouts ?? DEFAULT_TIMEOUTS;
    const newPool = (max: number) => {
      const pool = new pg.Pool({
        connectionString: opts.databaseUrl,
        max,
        connectionTimeoutMillis: t.connectMs,
        statement_timeout: t.statementMs,
        // Our own clock too: a server that stops answering never reports its statement timeout.
        query_timeout: t.statementMs > 0 ? t.statementMs + 2_000 : undefined,
        idle_in_transaction_session_timeout: t.idleInTransactionMs,
        keepAlive: true,
      });
      // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
      pool.on('error', (err) => console.warn(`database pool: idle client error: ${err.message}`));
      // A checked-out connection the server ends (idle-in-transaction timeout, restart) reports the error
      // outside any query: without a listener that would crash the process. Its next query fails (503).
      pool.on('connect', (client) => {
        client.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
      });
      tellBusyFromDown(pool, t.connectMs);
      return pool;
    };
    const size = opts.poolSize ?? 10;
    const apart = Math.min(opts.placementPoolSize ?? 0, size - 1);
    const pool = newPool(size - Math.max(0, apart));
    const placementPool = apart > 0 ? newPool(apart) : null;
    // drizzle-orm sees the older @types/pg that lighthouse pins at the root; at runtime it is the same Pool.
    const client = pool as unknown as NodePgClient;
    const db = drizzlePg({ client, schema }) as unknown as Db;
    const placements = placementPool
      ? (drizzlePg({ client: placementPool as unknown as NodePgClient, schema }) as unknown as Db)
      : db;
    return {
      db,
      placements,
      kind: 'postgres',
      // On a connection of its own without the statement limit: building an index may take minutes.
      migrate: async (migrationsFolder) => {
        const own = new pg.Client({
          connectionString: opts.databaseUrl,
          connectionTimeoutMillis: t.connectMs,
        });
        await own.connect();
        try {
          await migratePg(drizzlePg({ client: own as unknown as NodePgClient }), { migrationsFolder });
        } finally {
          await own.end();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await Promise.all([pool.end(), placementPool?.end()]);
      },
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    placements: db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
