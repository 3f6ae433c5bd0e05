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

// The tests of this script run the TypeScript server as it is (through tsx), without building.
const entry = process.env.START_SERVER_ENTRY;
const built = Math.min(...OUTPUTS.map((o) => newest(o)));
if (!entry && (built === 0 || SOURCES.some((s) => newest(s) > built))) {
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

/**
 * Signals. A Ctrl-C (or systemd's stop) reaches the whole process group, and npm relays it once more: the
 * server must see it once, or it would take the copy for the user's second signal and exit without
 * letting requests in flight finish. So the server runs in a process group of its own (`detached`), where
 * only this script signals it, and copies of one signal that arrive within SIGNAL_ECHO_MS of it are
 * dropped. A signal after that is the user's second: forwarded, the server exits at once. The IPC channel
 * lets the server notice when this script is gone (killed outright) and shut down instead of living on.
 */
const SIGNAL_ECHO_MS = 1000;
const args = entry ? ['--import', 'tsx', entry] : ['--enable-source-maps', 'apps/server/dist/main.js'];
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
  detached: true,
});
let lastForward = Number.NEGATIVE_INFINITY;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const now = performance.now();
    if (now - lastForward < SIGNAL_ECHO_MS) return; // the same stop, relayed by npm or the group
    lastForward = now;
    // SIGHUP (the terminal closed) asks the server to stop like the others do.
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
