import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type Config, loadConfig } from './config.ts';
import { type Database, hasMigrations, openDatabase } from './db/client.ts';
import { waitForDatabase } from './db/unavailable.ts';
import type { ApiApp } from './http/types.ts';
import { startJobWorker } from './modules/jobs/index.ts';
import { createStorage, type Storage } from './platform/storage.ts';

// The app (Fastify, its plugins, the modules) is imported while the embedded database opens: both take
// a few hundred milliseconds, and the start-up budget is 3 s.
const appModule = import('./app.ts');
appModule.catch(() => {}); // reported where it is awaited, not as an unhandled rejection first

/**
 * Starts the shop: config, database, migrations, demo seed, listen; closes gracefully on SIGINT/SIGTERM.
 * Every step logs, so a slow or failing start says where it stopped.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
    placementPoolSize: config.orders.slots,
    timeouts: config.databaseTimeouts,
  });
  const { buildApp } = await appModule;
  let app: ApiApp | undefined;
  try {
    if (database.kind === 'postgres') await reachDatabase(database, config);
    const storage = await createStorage(config);
    app = await buildApp({ config, database, storage });
    app.log.info({ engine: database.kind }, 'database open, app built');
    if (hasMigrations(config.migrationsDir)) {
      await database.migrate(config.migrationsDir);
      app.log.info({ dir: config.migrationsDir }, 'migrations applied');
    } else {
      app.log.warn(
        { dir: config.migrationsDir },
        'no migrations in MIGRATIONS_DIR: the schema is left as it is',
      );
    }
    if (config.seedOnStart) await seed(app, database, storage);
    installShutdown(app, database, config.shutdownTimeoutMs);
    if (config.jobs.worker) {
      const worker = startJobWorker(app.ctx);
      // Closing stops the polling and lets the jobs in hand finish, before the database closes.
      app.addHook('onClose', () => worker.stop());
    }
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    // Close what was opened: an embedded database left open by a crash may refuse the next start.
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
  // Both counted from the process start (module loading included): the start-up budget is 3 s.
  const cpu = process.cpuUsage();
  const startup = {
    startupMs: Math.round(performance.now()),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
  app.log.info({ url, ...startup }, `shop listening on ${url}`);
}

/**
 * A PostgreSQL server that is not there yet (a container still starting) is waited for, with backoff, for
 * DATABASE_START_TIMEOUT_MS; then the start ends with a message that says so (never the URL's password).
 */
async function reachDatabase(database: Database, config: Config) {
  const where = serverOf(config.databaseUrl!);
  await waitForDatabase(() => database.ping(), {
    totalMs: config.databaseStartTimeoutMs,
    onRetry: (attempt, delayMs, err) =>
      console.warn(
        `database at ${where} not reachable (try ${attempt}: ${err instanceof Error ? err.message : err}); retrying in ${delayMs} ms`,
      ),
  }).catch((err: Error) => {
    throw new Error(`${err.message.replace('(DATABASE_URL)', `at ${where} (DATABASE_URL)`)}`);
  });
}

/** host:port/database of a PostgreSQL URL, without user or password. */
function serverOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function seed(app: ApiApp, database: Database, storage: Storage) {
  // Imported only when seeding is on: the demo data is of no use to a shop that runs on its own catalogue.
  const { seedIfEmpty } = await import('./db/seed/index.ts');
  const summary = await seedIfEmpty(database.db, { storage });
  app.log.info({ summary }, summary ? 'demo shop seeded' : 'the database already holds a shop: seed skipped');
}

/**
 * Graceful shutdown on SIGINT/SIGTERM: stop accepting, let requests in flight finish (SHUTDOWN_TIMEOUT_MS at
 * most), close the database, exit 0. One stop often arrives as several copies (the process group, npm
 * relaying it, systemd's whole-cgroup kill): signals within SIGNAL_ECHO_MS of the first are that same stop.
 * A signal after that is the user insisting: exit at once. Under `npm start` (scripts/start.mjs, which
 * forwards one signal) the IPC channel closing means that script is gone: shut down the same way.
 */
const SIGNAL_ECHO_MS = 1000;

function installShutdown(app: ApiApp, database: Database, timeoutMs: number) {
  let closingSince: number | undefined;
  const shutdown = async (signal: string) => {
    const now = performance.now();
    if (closingSince !== undefined) {
      if (now - closingSince < SIGNAL_ECHO_MS) return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closingSince = now;
    app.log.info({ signal, timeoutMs }, 'shutting down: refusing new requests, finishing those in flight');
    // A stuck request must not keep a rolling deploy waiting forever.
    const timer = setTimeout(() => {
      app.log.error('requests still running after SHUTDOWN_TIMEOUT_MS: exiting anyway');
      process.exit(1);
    }, timeoutMs);
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      app.log.info('closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => void shutdown('parent exited'));
  }
}

main().catch((err) => {
  // Configuration errors are written for people: the message alone, without a stack.
  // Configuration and an unreachable database are written for people: the message alone, without a stack.
  const forPeople =
    err instanceof Error && /^(Invalid configuration|The database cannot be reached)/.test(err.message);
  console.error(forPeople ? err.message : err);
  process.exit(1);
});
