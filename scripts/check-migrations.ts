/**
 * The committed migrations must hold the whole Drizzle schema: `drizzle-kit generate` run on a copy of the
 * migrations folder must find nothing to write. A schema change without its migration would pass every
 * PGlite test of a developer who ran `db:generate` but forgot to commit it, and fail at the next start
 * elsewhere. Also runs `drizzle-kit check` (no two migrations collide). Part of `npm run check`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');

function drizzle(args: string[]) {
  const run = spawnSync(drizzleKit, args, {
    cwd: root,
    encoding: 'utf8',
    // No terminal: a question (a rename?) must fail the check, not wait for an answer.
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

// drizzle-kit prefixes "./" to --out: hand it a path relative to the root.
const outArg = (dir: string) => path.relative(root, dir);

export interface MigrationCheck {
  /** The SQL of the migration the schema still needs; null when the committed ones hold it all. */
  pending: string | null;
  /** Output of drizzle-kit when it could not tell. */
  error?: string;
}

/** Generates into a copy of `migrationsDir` from `schema` (both relative to the repository root). */
export function checkMigrations(schema: string, migrationsDir: string): MigrationCheck {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-check-'));
  try {
    if (fs.existsSync(path.join(root, migrationsDir)))
      fs.cpSync(path.join(root, migrationsDir), copy, { recursive: true });
    const before = new Set(fs.readdirSync(copy));
    const run = drizzle(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', outArg(copy)]);
    const added = fs.readdirSync(copy).filter((f) => f.endsWith('.sql') && !before.has(f));
    if (added.length > 0) {
      return { pending: added.map((f) => fs.readFileSync(path.join(copy, f), 'utf8')).join('\n') };
    }
    if (!run.ok || !/No schema changes/.test(run.output)) return { pending: null, error: run.output };
    const consistent = drizzle(['check', '--dialect', 'postgresql', '--out', outArg(copy)]);
    return consistent.ok ? { pending: null } : { pending: null, error: consistent.output };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = checkMigrations('./apps/server/src/db/schema/index.ts', 'apps/server/src/db/migrations');
  if (result.pending) {
    console.error(
      `The Drizzle schema has changes no committed migration holds; run \`npm run db:generate\` and commit it:\n\n${result.pending}`,
    );
    process.exit(1);
  }
  if (result.error) {
    console.error(`drizzle-kit could not compare the schema with the migrations:\n${result.error}`);
    process.exit(1);
  }
  console.log('Migrations hold the whole schema.');
}
