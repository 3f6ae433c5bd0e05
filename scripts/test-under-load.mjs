/**
 * The proof of issue 16: the README's `npm test`, run RUNS times in a row (default 3) while LOAD busy
 * loops (default 1) keep cores occupied beside it, as on a machine busy with other work. Prints each run's
 * wall time and result, and the slowest tests both suites listed; the full logs stay in a temporary
 * directory. Exits non-zero when a run failed. Set TEST_DATABASE_URL as CI does (.ci/run) to include the
 * PostgreSQL API suite; E2E_PORT picks the port of the browser journeys.
 *
 *   node scripts/test-under-load.mjs            # 3 runs beside one busy core
 *   RUNS=1 LOAD=0 node scripts/test-under-load.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);
const load = Number(process.env.LOAD ?? 1);
const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-under-load-'));

const hogs = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill();
};
process.on('SIGINT', () => {
  stopHogs();
  process.exit(130);
});

/** The lists the slowest-reporters print: each "Slowest ..." heading and the timed rows under it. */
function slowest(text) {
  const out = [];
  let inList = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('Slowest ')) inList = true;
    else if (!/^\s*\d+\.\d s/.test(line)) inList = false;
    if (inList) out.push(line);
  }
  return out;
}

function runOnce(n) {
  const log = path.join(logs, `run-${n}.log`);
  const out = fs.createWriteStream(log);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => resolve({ n, code, seconds: (Date.now() - started) / 1000, log }));
    });
  });
}

console.log(`npm test × ${runs}, ${load} busy loop(s) beside it, ${os.cpus().length} cores; logs in ${logs}`);
const results = [];
for (let n = 1; n <= runs; n++) {
  const result = await runOnce(n);
  results.push(result);
  // Colours off: the summaries are read from the logs.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI colour codes
  const text = fs.readFileSync(result.log, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  const unit = /Tests\s+(.+\(\d+\))/.exec(text)?.[1] ?? '?';
  const e2e = [...text.matchAll(/^\s+(\d+ (?:passed|failed|flaky|skipped|did not run).*)$/gm)]
    .map((m) => m[1].trim())
    .join(', ');
  const verdict = result.code === 0 ? 'PASS' : `FAIL (exit ${result.code})`;
  console.log(
    `\nrun ${n}: ${verdict} in ${(result.seconds / 60).toFixed(1)} min — vitest: ${unit}; playwright: ${e2e}`,
  );
  for (const line of slowest(text)) console.log(line);
}
stopHogs();

const failed = results.filter((r) => r.code !== 0);
console.log(
  `\n${results.map((r) => `run ${r.n}: ${r.code === 0 ? 'pass' : 'FAIL'} ${(r.seconds / 60).toFixed(1)} min`).join('; ')}`,
);
process.exit(failed.length > 0 ? 1 : 0);
