import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium, quiet and offline: no sandbox (containers), no GPU, no update or sync traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningServer {
  url: string;
  /** CPU time (user + system) the server process has used so far, in ms; null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** CPU time of a process from /proc (Linux): robust to a busy machine, unlike requests per second. */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;
const SHOP_START_TIMEOUT_MS = 600_000;

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // A server that never became ready must not outlive the benchmark (it would hold the port).
  child.kill('SIGKILL');
  throw new Error(`server not ready at ${url} within ${timeoutMs} ms`);
}

/** Starts the built shop (NODE_ENV=production) as its own process, as a shopper would meet it. */
export async function startShop(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** The checkout whose build to serve (bench:web's BENCH_COMPARE); this one by default. */
  root?: string;
  /** More environment for this server (a cache turned off, a rate limit scaled). */
  env?: Record<string, string>;
  /** More node options (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    // Production refuses to start without them: made up for this run.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', ...(opts.nodeArgs ?? []), 'apps/server/dist/main.js'],
    {
      cwd: opts.root ?? root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // A first start seeds the demo shop (its pictures drawn with sharp): minutes on a busy 2-core machine.
  return serverProcess(child, `http://127.0.0.1:${opts.port}`, '/api/ready', SHOP_START_TIMEOUT_MS);
}

/** A server in a child process, once `readyPath` answers 2xx; stopped with SIGTERM. */
async function serverProcess(
  child: ChildProcess,
  url: string,
  readyPath: string,
  timeoutMs: number,
): Promise<RunningServer> {
  await waitFor(url + readyPath, timeoutMs, child);
  return {
    url,
    cpuMs: () => processCpuMs(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The framework's floor for `bench:web`: the minimal React Router app of apps/web/baseline, built
 * beforehand, served by bench/baseline-server.ts in its own process (as the shop is).
 */
export async function startBaseline(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return serverProcess(child, `http://127.0.0.1:${port}`, '/', 60_000);
}

/** The ceiling: a bare node:http hello server in its own process. */
export async function startCeiling(port: number): Promise<RunningServer> {
  const code = `require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/plain'});s.end('hello')}).listen(${port},'127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
  return serverProcess(child, `http://127.0.0.1:${port}`, '', 10_000);
}

/** Creates the database a PostgreSQL URL names when it does not exist yet (a fresh machine has only `test`). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}
