import pg from 'pg';

/**
 * An empty database named `name` on the PostgreSQL server at `server` (dropped first if a run left it
 * behind), for a benchmark that fills its own: answers its URL.
 */
export async function freshDatabase(server: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
