import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config.ts';
import { type Database, hasMigrations, openDatabase } from './db/client.ts';
import type { ApiApp } from './http/types.ts';
import { localStorage, type Storage } from './platform/storage.ts';

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
  });
  const { buildApp } = await appModule;
  let app: ApiApp | undefined;
  try {
    const storage = localStorage(config.uploadsDir);
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

async function seed(app: ApiApp, database: Database, storage: Storage) {
  // Imported only when seeding is on: the demo data is of no use to a shop that runs on its own catalogue.
  const { seedIfEmpty } = await import('./db/seed/index.ts');
  const summary = await seedIfEmpty(database.db, { storage });
  app.log.info({ summary }, summary ? 'demo shop seeded' : 'the database already holds a shop: seed skipped');
}

function installShutdown(app: ApiApp, database: Database, timeoutMs: number) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
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
}

main().catch((err) => {
  // Configuration errors are written for people: the message alone, without a stack.
  console.error(err instanceof Error && err.message.startsWith('Invalid configuration') ? err.message : err);
  process.exit(1);
});
