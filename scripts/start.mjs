/**
 * `npm start`: builds the storefront and the server when the build is missing or older than any source
 * file, then serves the shop. A second start on the same machine skips the build, so the shop answers
 * within seconds (the figure of issue "Foundation"). Plain JavaScript: nothing to transpile before serving.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/build.ts',
  'apps/server/package.json',
  'packages/domain/src',
  'package-lock.json',
];
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const built = Math.min(...OUTPUTS.map((o) => newest(o)));
if (built === 0 || SOURCES.some((s) => newest(s) > built)) {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
