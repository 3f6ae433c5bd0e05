import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMigrations } from './check-migrations.ts';

const root = path.resolve(import.meta.dirname, '..');
const MIGRATIONS = 'apps/server/src/db/migrations';
// Inside the repository, so that the schema's imports (drizzle-orm) resolve as the real schema's do.
const scratch = path.join(root, 'node_modules/.cache/check-migrations-test');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('check-migrations: the committed migrations hold the Drizzle schema', () => {
  it('finds nothing pending for the schema and migrations of this repository', () => {
    expect(checkMigrations('./apps/server/src/db/schema/index.ts', MIGRATIONS)).toEqual({ pending: null });
  }, 60_000);

  it('catches a table added to the schema without a migration', () => {
    fs.mkdirSync(scratch, { recursive: true });
    const schema = path.join(scratch, 'schema.ts');
    const real = path.relative(scratch, path.join(root, 'apps/server/src/db/schema/index.ts'));
    fs.writeFileSync(
      schema,
      [
        "import { integer, pgTable } from 'drizzle-orm/pg-core';",
        `export * from '${real}';`,
        "export const giftWraps = pgTable('gift_wraps', { id: integer('id').primaryKey() });",
      ].join('\n'),
    );
    const result = checkMigrations(`./${path.relative(root, schema)}`, MIGRATIONS);
    expect(result.pending).toContain('CREATE TABLE "gift_wraps"');
  }, 60_000);
});
