import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { judge } from './check-js-budgets.ts';
import { ClientBuild } from './js-weight.ts';

/**
 * A client build in miniature: React Router's manifest, an entry, a root with two pages, and a panel loaded
 * on first use. Files hold random bytes (hex), so gzip cannot shrink them below a known size.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budgets-'));
const assets = path.join(dir, 'client', 'assets');
fs.mkdirSync(assets, { recursive: true });
const write = (name: string, kb: number) =>
  fs.writeFileSync(path.join(assets, name), randomBytes(kb * 512).toString('hex'));
write('entry.js', 40);
write('root.js', 10);
write('home.js', 5);
write('product.js', 20);
write('panel.js', 8);
const manifest = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js' },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/assets/home.js' },
    'routes/product': {
      id: 'routes/product',
      parentId: 'root',
      path: 'product/:slug',
      module: '/assets/product.js',
    },
  },
};
fs.writeFileSync(
  path.join(assets, 'manifest-0.js'),
  `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
);
const chunk = (file: string, source: string, isDynamicEntry = false) => ({
  file,
  source,
  isEntry: false,
  isDynamicEntry,
  imports: [],
  dynamicImports: [],
  modules: [source],
});
fs.writeFileSync(
  path.join(dir, 'client-chunks.json'),
  JSON.stringify([chunk('assets/root.js', 'app/root.tsx'), chunk('assets/panel.js', 'app/panel.tsx', true)]),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const kbOf = (...files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0) /
  1024;

describe('the JavaScript budget check', () => {
  const build = new ClientBuild(dir);
  const home = kbOf('manifest-0.js', 'entry.js', 'root.js', 'home.js');
  const product = kbOf('manifest-0.js', 'entry.js', 'root.js', 'product.js');
  const panel = kbOf('panel.js');
  const over = (lines: ReturnType<typeof judge>) =>
    lines.filter((l) => !(l.kb <= l.budget)).map((l) => l.what);

  it('weighs each page as a first visit loads it: manifest, entry, root and the route', () => {
    const lines = judge(build, () => 1000, []);
    expect(lines.map((l) => [l.what, l.kb.toFixed(2)])).toEqual([
      ['routes/home', home.toFixed(2)],
      ['routes/product', product.toFixed(2)],
    ]);
  });

  it('passes pages within their budgets and fails the one that grew past its own', () => {
    const budgets: Record<string, number> = { 'routes/home': home + 1, 'routes/product': product + 1 };
    expect(over(judge(build, (id) => budgets[id]!, []))).toEqual([]);
    budgets['routes/product'] = product - 1;
    expect(over(judge(build, (id) => budgets[id]!, []))).toEqual(['routes/product']);
  });

  it('weighs a part loaded on first use by what it adds, and fails a budgeted part that is gone', () => {
    const lazy = [
      { source: 'app/panel.tsx', onPath: '/', kb: panel + 1 },
      { source: 'app/renamed-panel.tsx', onPath: '/', kb: 100 },
    ];
    const lines = judge(build, () => 1000, lazy);
    expect(lines.at(-2)!.kb.toFixed(2)).toBe(panel.toFixed(2));
    expect(over(lines)).toEqual(['app/renamed-panel.tsx (on first use, on /)']);
    expect(over(judge(build, () => 1000, [{ ...lazy[0]!, kb: panel - 1 }]))).toEqual([
      'app/panel.tsx (on first use, on /)',
    ]);
  });
});
