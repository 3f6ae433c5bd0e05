/**
 * The house rules that a linter cannot say in one line (docs/decisions/0002-lint-and-boundaries.md):
 * 1. web features do not import each other (routes compose them);
 * 2. in the whole server, only a module's repository touches database tables (db/schema, db/seed and
 *    db/client, and tests, excepted);
 * 3. a module (or any other server code) reaches a module through its index.ts, never its repository or
 *    use-case files;
 * 4. only config.ts reads process.env (also enforced by Biome's noProcessEnv; repeated here for .tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '');
}

/** Resolves a relative or `~/` specifier to a repo-relative path; bare packages stay as they are. */
function resolveSpec(root: string, file: string, spec: string): string {
  if (spec.startsWith('~/')) return path.relative(root, path.join(root, 'apps/web/app', spec.slice(2)));
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), spec));
  return spec;
}

/** Every broken rule under `root` (a checkout of this repository), one line each. */
export function checkBoundaries(root: string): string[] {
  const problems: string[] = [];
  const rel = (f: string) => path.relative(root, f);
  const isTest = (f: string) => /\.test\.tsx?$/.test(f);

  for (const file of walk(path.join(root, 'apps/web/app/features'))) {
    const own = rel(file).split('/')[4];
    for (const spec of importsOf(file)) {
      const target = resolveSpec(root, file, spec);
      const m = /^apps\/web\/app\/features\/([^/]+)/.exec(target);
      if (m && m[1] !== own)
        problems.push(`${rel(file)}: feature '${own}' imports feature '${m[1]}' (${spec})`);
    }
  }

  // Where table definitions may be imported: a module's repository, the database's own folders, tests.
  const TABLE_ACCESS = [
    /^apps\/server\/src\/modules\/[^/]+\/repository(\.ts|\/)/,
    /^apps\/server\/src\/db\/(schema\/|seed\/|client\.ts$)/,
    /^apps\/server\/src\/test\//,
  ];

  for (const file of walk(path.join(root, 'apps/server/src'))) {
    const r = rel(file);
    const mayTouchTables = isTest(file) || TABLE_ACCESS.some((allowed) => allowed.test(r));
    const own = /^apps\/server\/src\/modules\/([^/]+)\//.exec(r)?.[1];
    // Test helpers may reach into a module (to arrange state); everything else goes through its index.ts.
    const throughIndex = own !== undefined || !r.startsWith('apps/server/src/test/');
    for (const spec of importsOf(file)) {
      const target = resolveSpec(root, file, spec);
      if (!mayTouchTables && /^apps\/server\/src\/db\/schema/.test(target)) {
        problems.push(`${r}: only a module's repository may touch database tables (${spec})`);
      }
      const m = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
      if (throughIndex && m && m[1] !== own && !/^index(\.ts)?$/.test(m[2] ?? '')) {
        problems.push(`${r}: reach module '${m[1]}' through its index.ts, not ${m[2]}`);
      }
    }
  }

  for (const dir of ['apps/server/src', 'apps/web/app', 'packages/domain/src']) {
    for (const file of walk(path.join(root, dir))) {
      const r = rel(file);
      if (r === 'apps/server/src/config.ts' || r.startsWith('apps/server/src/test/') || isTest(file))
        continue;
      if (/process\.env\b/.test(fs.readFileSync(file, 'utf8')))
        problems.push(`${r}: only config.ts reads process.env`);
    }
  }

  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkBoundaries(path.resolve(import.meta.dirname, '..'));
  if (problems.length > 0) {
    console.error(`Boundary rules broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Boundaries hold: features, repositories, modules, config.');
}
