/**
 * `npm run bench:cart-cpu`: what one call of each cart target of `npm run bench` (bench/cart.ts) costs in CPU,
 * the shop's process and PostgreSQL's backends apart, in ms per call, and the bench client's own (autocannon
 * in this process, which shares the machine with them). Unlike requests per second, CPU per
 * call hardly moves when other processes take the machine, so it compares a change before and after on a
 * busy machine. The bare node:http ceiling is measured first, for ratios. `BENCH_CONNECTIONS` (10; 50 for
 * a quick look at `npm run bench`'s figures), `BENCH_SECONDS` (5) per target, `BENCH_ROUNDS` (3) rounds; on
 * `DATABASE_URL`'s server (default the local one, database `bench_cart_cpu`), the shop built
 * (apps/server/dist) on `BENCH_PORT` (3990; the ceiling one below). `BENCH_COMPARE=<another built checkout>`
 * measures its shop too (on `BENCH_PORT` + 1, the same database), target by target in the same rounds: a
 * before and after that holds on a busy machine. `BENCH_ONLY=<words>` measures the targets whose name holds
 * them; with `BENCH_CPU_PROF=<dir>` the shops write CPU profiles there when they stop (node --cpu-prof).
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { type CartTarget, cartTargets } from './cart.ts';
import { ensureDatabase, type RunningServer, root, startCeiling, startShop } from './server.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_cart_cpu';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const CLOCK_TICKS = 100;

/** CPU ms of every PostgreSQL backend serving `database` (their process titles name it), by pid. */
function backendsCpu(database: string): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // gone meanwhile
    }
  }
  return cpu;
}

function spent(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

async function main() {
  await ensureDatabase(databaseUrl);
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const port = Number(process.env.BENCH_PORT ?? 3990);
  // BENCH_COMPARE=<another built checkout>: its shop too, on the same database, measured in the same rounds.
  const roots = [root, ...(process.env.BENCH_COMPARE ? [path.resolve(process.env.BENCH_COMPARE)] : [])];
  const shops: { label: string; shop: RunningServer; targets: CartTarget[] }[] = [];
  const figures = new Map<
    string,
    { shop: number[]; pg: number[]; client: number[]; rps: number[]; p99: number[] }
  >();
  // The bare node:http ceiling at these connections first, for req/s as ratios (as `npm run bench` gives).
  const ceiling = await startCeiling(port - 1);
  const bare = await autocannon({ url: ceiling.url, connections, duration: seconds });
  await ceiling.stop();
  try {
    for (const [i, r] of roots.entries()) {
      const shop = await startShop({
        port: port + i,
        root: r,
        dataDir: path.join(root, '.data', 'bench-cart-cpu'),
        databaseUrl,
        nodeArgs: process.env.BENCH_CPU_PROF
          ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
          : [],
        // The shoppers register from one address, and their captchas need not cost the machine anything.
        env: { AUTH_RATE_LIMIT_SCALE: '100000', ALTCHA_COST: '1', ALTCHA_COUNTER_MAX: '10' },
      });
      shops.push({
        label: i === 0 ? 'this' : 'compare',
        shop,
        // BENCH_ONLY=<words>: only the targets whose name holds them (a profile of one call).
        targets: (await cartTargets(shop.url, connections)).filter((t) =>
          t.name.includes(process.env.BENCH_ONLY ?? ''),
        ),
      });
    }
    for (const { shop, targets } of shops)
      for (const t of targets)
        await autocannon({ url: shop.url + t.path, connections, duration: 2, ...t.options });
    for (let round = 0; round < rounds; round++) {
      for (const [n] of shops[0]!.targets.entries()) {
        for (const { label, shop, targets } of shops) {
          const t = targets[n]!;
          const shopBefore = shop.cpuMs() ?? 0;
          const pgBefore = backendsCpu(database);
          const clientBefore = process.cpuUsage();
          const r = await autocannon({
            url: shop.url + t.path,
            connections,
            duration: seconds,
            ...t.options,
          });
          const client = process.cpuUsage(clientBefore);
          const calls = r.requests.total;
          const name = `${label.padEnd(8)}${t.name}`;
          const f = figures.get(name) ?? { shop: [], pg: [], client: [], rps: [], p99: [] };
          f.shop.push(((shop.cpuMs() ?? 0) - shopBefore) / calls);
          f.pg.push(spent(pgBefore, backendsCpu(database)) / calls);
          f.client.push((client.user + client.system) / 1000 / calls);
          f.rps.push(r.requests.average);
          f.p99.push(r.latency.p99);
          figures.set(name, f);
          if (r.non2xx + r.errors + r.timeouts > 0)
            console.log(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        }
      }
    }
  } finally {
    for (const { shop } of shops) await shop.stop();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const all = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' ');
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `\n${connections} connections, ${seconds} s x ${rounds} rounds, load ${load}; ceiling ${bare.requests.average.toFixed(0)} req/s`,
  );
  console.log(
    `${'shop    target'.padEnd(43)}${'shop ms/call (rounds)'.padEnd(28)}${'pg ms/call (rounds)'.padEnd(28)}${'client'.padStart(7)} req/s  ratio   p99`,
  );
  for (const [name, f] of figures)
    console.log(
      `${name.padEnd(43)}${`${median(f.shop).toFixed(2)} (${all(f.shop)})`.padEnd(28)}${`${median(f.pg).toFixed(2)} (${all(f.pg)})`.padEnd(28)}${median(f.client).toFixed(3).padStart(7)}${median(f.rps).toFixed(0).padStart(6)}${`${((median(f.rps) / bare.requests.average) * 100).toFixed(1)}%`.padStart(7)}${String(median(f.p99)).padStart(6)}`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
