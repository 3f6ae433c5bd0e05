/**
 * `node scripts/smoke-start.mjs`: the README's start, as a shopper meets it, under whichever Node runs this
 * script. CI runs it with Node 24 LTS (the shop is developed on Node 20) after the build: `npm start` on a
 * fresh embedded database, then the pages and calls a first visit makes, then a Ctrl-C that must end the
 * shop cleanly. Exits 1 with the reason on the first thing that is wrong.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.SMOKE_PORT ?? 3870);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-smoke-'));

const shop = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => shop.on('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`smoke (Node ${process.version}): ${message}`);
  shop.kill('SIGKILL');
  process.exit(1);
}

async function get(url) {
  const res = await fetch(base + url, { headers: { accept: 'text/html,application/json' } });
  return { status: res.status, text: await res.text() };
}

// Up to 3 minutes for the first start (migrations and the demo shop's images on a busy machine).
const deadline = Date.now() + 180_000;
for (;;) {
  const health = await get('/api/health').catch(() => null);
  if (health?.status === 200) break;
  const gone = await Promise.race([exited, new Promise((r) => setTimeout(r, 500, null))]);
  if (gone) fail(`the shop exited before it answered: ${JSON.stringify(gone)}`);
  if (Date.now() > deadline) fail('the shop did not answer /api/health within 3 minutes');
}

const list = await get('/api/v1/products?page=1&size=12');
if (list.status !== 200) fail(`the catalogue answered ${list.status}`);
const slug = JSON.parse(list.text).contents?.[0]?.slug;
if (!slug) fail('the demo catalogue is empty');
for (const [url, expected] of [
  ['/', '<html'],
  ['/product', '<html'],
  [`/product/${encodeURIComponent(slug)}`, slug],
  ['/news', '<html'],
]) {
  const page = await get(url);
  if (page.status !== 200 || !page.text.includes(expected)) fail(`${url} answered ${page.status}`);
}

shop.kill('SIGINT');
const end = await exited;
if (end.code !== 0) fail(`Ctrl-C did not end the shop cleanly: ${JSON.stringify(end)}`);
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`smoke (Node ${process.version}): the shop started, served its pages and stopped cleanly`);
