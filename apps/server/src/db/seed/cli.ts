/**
 * `npm run seed` fills an empty database with the demo shop; `npm run seed -- --reset` empties every table
 * first and rebuilds it. Uses the same configuration (DATABASE_URL or the embedded PGlite) as the server.
 */
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../platform/storage.ts';
import { openDatabase } from '../client.ts';
import { resetDatabase, seedDemoShop, seedIfEmpty } from './index.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: 2,
});
try {
  await database.migrate(config.migrationsDir);
  const storage = await createStorage(config);
  const started = performance.now();
  let summary: Awaited<ReturnType<typeof seedIfEmpty>>;
  if (reset) {
    await resetDatabase(database.db);
    summary = await seedDemoShop(database.db, { storage });
  } else {
    summary = await seedIfEmpty(database.db, { storage });
  }
  const ms = Math.round(performance.now() - started);
  if (summary) console.log(`Seeded the demo shop in ${ms} ms (${database.kind}):`, summary);
  else console.log('The database already has a shop; nothing seeded (use --reset to rebuild it).');
} finally {
  await database.close();
}
