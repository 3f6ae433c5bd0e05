/**
 * The house rules that a linter cannot say in one line (docs/decisions/0002-lint-and-boundaries.md):
 * 1. web features do not import each other (routes compose them);
 * 2. only a module's repository.ts touches database tables (tests excepted);
 * 3. a module reaches another module through its index.ts, never its repository or use-case files;
 * 4. only config.ts reads process.env (also enforced by Biome's noProcessEnv; repeated here for .tsx).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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
function resolveSpec(file: string, spec: string): string {
  if (spec.startsWith('~/')) return path.relative(root, path.join(root, 'apps/web/app', spec.slice(2)));
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), spec));
  return spec;
}

const problems: string[] = [];
const rel = (f: string) => path.relative(root, f);
const isTest = (f: string) => /\.test\.tsx?$/.test(f);

for (const file of walk(path.join(root, 'apps/web/app/features'))) {
  const own = rel(file).split('/')[4];
  for (const spec of importsOf(file)) {
    const target = resolveSpec(file, spec);
    const m = /^apps\/web\/app\/features\/([^/]+)/.exec(target);
    if (m && m[1] !== own)
      problems.push(`${rel(file)}: feature '${own}' imports feature '${m[1]}' (${spec})`);
  }
}

for (const file of walk(path.join(root, 'apps/server/src/modules'))) {
  const r = rel(file);
  const own = r.split('/')[4];
  const isRepo = path.basename(file) === 'repository.ts' || r.includes('/repository/');
  for (const spec of importsOf(file)) {
    const target = resolveSpec(file, spec);
    if (!isRepo && !isTest(file) && /^apps\/server\/src\/db\/schema/.test(target)) {
      problems.push(`${r}: only repository.ts may touch database tables (${spec})`);
    }
    const m = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
    if (m && m[1] !== own && !/^index(\.ts)?$/.test(m[2] ?? '')) {
      problems.push(`${r}: reach module '${m[1]}' through its index.ts, not ${m[2]}`);
    }
  }
}

for (const dir of ['apps/server/src', 'apps/web/app', 'packages/domain/src']) {
  for (const file of walk(path.join(root, dir))) {
    const r = rel(file);
    if (r === 'apps/server/src/config.ts' || r.startsWith('apps/server/src/test/') || isTest(file)) continue;
    if (/process\.env\b/.test(fs.readFileSync(file, 'utf8')))
      problems.push(`${r}: only config.ts reads process.env`);
  }
}

if (problems.length > 0) {
  console.error(`Boundary rules broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Boundaries hold: features, repositories, modules, config.');
