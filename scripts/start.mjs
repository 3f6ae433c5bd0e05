/**
 * `npm start`: builds the storefront and the server when the build is missing or older than any source
 * file, then serves the shop. A second start on the same machine skips the build, so the shop answers
 * within seconds (the figure of issue "Foundation"). Plain JavaScript: nothing to transpile before serving.
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/**
 * Production refuses to start without AUTH_SECRET and ALTCHA_HMAC_KEY. For the shop on this machine
 * (PUBLIC_URL unset: http://localhost:$PORT) `npm start` makes them once and keeps them in
 * DATA_DIR/secrets.json (readable by this user only), so sign-ins survive a restart; a shop given a
 * PUBLIC_URL must be given its secrets too (the server then names what is missing).
 */
function localSecrets(env) {
  const wanted = ['AUTH_SECRET', 'ALTCHA_HMAC_KEY'].filter((name) => !env[name]);
  if (wanted.length === 0 || env.PUBLIC_URL) return {};
  const file = path.resolve(root, env.DATA_DIR || '.data', 'secrets.json');
  let kept = {};
  try {
    kept = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // none yet
  }
  let changed = false;
  for (const name of wanted) {
    if (typeof kept[name] !== 'string' || kept[name].length < 32) {
      kept[name] = randomBytes(48).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return Object.fromEntries(wanted.map((name) => [name, kept[name]]));
}

const env = { NODE_ENV: 'production', ...process.env };
for (const [k, v] of Object.entries(env)) if (v === '') delete env[k]; // an empty variable is unset
Object.assign(env, localSecrets(env));

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
