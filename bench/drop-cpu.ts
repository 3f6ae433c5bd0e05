/**
 * `npm run bench:drop-cpu`: what the server's CPU pays for the drop of `npm run bench:drop`, apart: per
 * placed order and per refused buyer (CPU time is what a busy machine delays but does not grow, so these
 * compare runs that wall-clock figures cannot). One server process on PostgreSQL (a fresh database, port
 * `BENCH_PORT`, 3970), `BENCH_BUYERS` (300) signed-in buyers; after a warm-up drop, `REPEAT` (1) rounds of:
 * every buyer refused (no stock: `MODE=refusals`), then every buyer served (`MODE=orders`), each the
 * server's CPU divided by the buyers. `COLD=1`: instead, a drop of 100 units among the buyers on the fresh
 * server, then the same again warm (bench:drop warms its servers up first), each with the CPU of every
 * PostgreSQL process on the machine (others' included), this process's (the client's), and when the
 * answers came (the first and last 201 and 400, from the burst's start). `PROFILE_DIR=dir`: the server
 * runs under `node --cpu-prof` and writes its profile there on exit. `SERVER_LOG_LEVEL` (info).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  dropBuyers,
  dropStore,
  dropVariant,
  fillCarts,
  placeDropOrder,
} from '../apps/server/src/test/drop-fixtures.ts';
import { startServer } from '../apps/server/src/test/server-process.ts';
import { freshDatabase } from './fresh-database.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3970);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 300);
const PROFILE = process.env.PROFILE_DIR;
const REPEAT = Number(process.env.REPEAT ?? 1);

function cpuSeconds(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const databaseUrl = await freshDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  `shop_dropcpu_${PORT}`,
);

/** CPU seconds every PostgreSQL process has used so far (the server's backends are pooled: they live on). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '20',
  DATA_DIR: `/tmp/shop-dropcpu-${process.pid}`,
  SEED_ON_START: 'false',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  RATE_LIMIT_MAX: '1000000000',
  JOBS_WORKER: 'false',
  LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'info',
  PORT: String(PORT),
};
const args = [
  ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
  '--import',
  'tsx',
  'apps/server/src/main.ts',
];
const server = await startServer(env, 180_000, { command: process.execPath, args });
const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://', poolSize: 10 });
const db = database.db;
const config = loadConfig({ ...env, NODE_ENV: 'test' });
const storeId = await dropStore(db);
const buyers = await dropBuyers(db, config, BUYERS);

async function drop(units: number) {
  const variantId = await dropVariant(db, storeId, units);
  await fillCarts(db, buyers, variantId);
  const before = cpuSeconds(server.child.pid);
  const pgBefore = postgresCpuSeconds();
  const clientBefore = process.cpuUsage();
  const t0 = performance.now();
  const res = await Promise.all(
    buyers.map(async (b) => {
      const t = performance.now();
      const r = await placeDropOrder(server.url, storeId, b);
      await r.text();
      return { status: r.status, ms: performance.now() - t, at: performance.now() - t0 };
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(server.child.pid) - before;
  const pgCpu = postgresCpuSeconds() - pgBefore;
  const client = process.cpuUsage(clientBefore);
  const clientCpu = (client.user + client.system) / 1e6;
  const by = new Map<number, number>();
  for (const r of res) by.set(r.status, (by.get(r.status) ?? 0) + 1);
  const ms = res.map((r) => r.ms).sort((a, b) => a - b);
  const p99 = ms[Math.floor(ms.length * 0.99)]!;
  // When the answers came, from the burst's start: the orders' (201) and the refusals' (400) first and last.
  const when = (status: number) => {
    const at = res
      .filter((r) => r.status === status)
      .map((r) => r.at)
      .sort((a, b) => a - b);
    return at.length ? `${at[0]!.toFixed(0)}-${at[at.length - 1]!.toFixed(0)} ms` : '-';
  };
  const timeline = `201 at ${when(201)}, 400 at ${when(400)}`;
  return { units, cpu, pgCpu, clientCpu, wall, p99, timeline, statuses: Object.fromEntries(by) };
}

if (process.env.COLD) {
  const d = await drop(100); // on a fresh server, as bench:drop
  const line = (r: typeof d) =>
    `${r.cpu.toFixed(2)} s CPU (PostgreSQL ${r.pgCpu.toFixed(2)} s, client ${r.clientCpu.toFixed(2)} s), p99 ${r.p99.toFixed(0)} ms (${r.timeline}), ${JSON.stringify(r.statuses)}`;
  console.log(`cold drop: ${line(d)}`);
  const w = await drop(100);
  console.log(`warm drop: ${line(w)}`);
}
if (!process.env.COLD) await drop(20); // warm-up
const MODE = process.env.MODE ?? 'both';
for (let i = 0; i < (process.env.COLD ? 0 : REPEAT); i++) {
  const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  if (MODE !== 'orders') {
    const r = await drop(0);
    console.log(
      `refusals: ${((r.cpu / BUYERS) * 1000).toFixed(3)} ms each (${JSON.stringify(r.statuses)}), load ${load()}`,
    );
  }
  if (MODE !== 'refusals') {
    const o = await drop(BUYERS);
    console.log(
      `orders: ${((o.cpu / BUYERS) * 1000).toFixed(2)} ms each (${JSON.stringify(o.statuses)}), load ${load()}`,
    );
  }
}
await database.close();
server.child.kill('SIGTERM');
await server.exited;
