import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.ts';

const SCHEMA_FROM = (depth: number) => `${'../'.repeat(depth)}db/schema/index.ts`;

let root: string;
/** A throw-away checkout holding only the given files. */
function tree(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('check-boundaries: only repositories touch tables, in the whole server', () => {
  it('catches a table written from http/ or platform/, statically or dynamically imported', () => {
    const problems = checkBoundaries(
      tree({
        'apps/server/src/http/hit-store.ts': `import { rateLimitHits } from '${SCHEMA_FROM(1)}';\n`,
        'apps/server/src/platform/replay-store.ts': `const s = await import('${SCHEMA_FROM(1)}');\n`,
        'apps/server/src/main.ts': `export { users } from './db/schema/users.ts';\n`,
      }),
    );
    expect(problems.sort()).toEqual([
      `apps/server/src/http/hit-store.ts: only a module's repository may touch database tables (${SCHEMA_FROM(1)})`,
      "apps/server/src/main.ts: only a module's repository may touch database tables (./db/schema/users.ts)",
      `apps/server/src/platform/replay-store.ts: only a module's repository may touch database tables (${SCHEMA_FROM(1)})`,
    ]);
  });

  it('lets repositories, the database folders and tests touch tables', () => {
    expect(
      checkBoundaries(
        tree({
          'apps/server/src/modules/shop/repository.ts': `import { a } from '${SCHEMA_FROM(2)}';\n`,
          'apps/server/src/modules/shop/repository/users.ts': `import { a } from '${SCHEMA_FROM(3)}';\n`,
          'apps/server/src/db/seed/store.ts': `import { a } from '../schema/index.ts';\n`,
          'apps/server/src/db/client.ts': `import * as schema from './schema/index.ts';\n`,
          'apps/server/src/test/session.ts': `import { a } from '${SCHEMA_FROM(1)}';\n`,
          'apps/server/src/http/limits.test.ts': `import { a } from '${SCHEMA_FROM(1)}';\n`,
        }),
      ),
    ).toEqual([]);
  });

  it('catches a use case touching tables and server code reaching past a module index', () => {
    const problems = checkBoundaries(
      tree({
        'apps/server/src/modules/shop/list.ts': `import { a } from '${SCHEMA_FROM(2)}';\n`,
        'apps/server/src/http/limits.ts': `import { hit } from '../modules/shop/repository.ts';\n`,
        'apps/server/src/http/fine.ts': `import { hit } from '../modules/shop/index.ts';\n`,
      }),
    );
    expect(problems.sort()).toEqual([
      "apps/server/src/http/limits.ts: reach module 'shop' through its index.ts, not repository.ts",
      `apps/server/src/modules/shop/list.ts: only a module's repository may touch database tables (${SCHEMA_FROM(2)})`,
    ]);
  });

  it('holds for this repository', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    expect(checkBoundaries(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
