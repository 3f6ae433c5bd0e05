import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The repository's root: commands run from there, as a developer or CI would. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * A child's environment: this process's (PATH and the like) without any database or data settings of the
 * developer's, plus `env`. A test-tuned config: quiet, cheap password hashing, its own data directory.
 */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const key of Object.keys(inherited)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|DATA_DIR|PORT|HOST|PUBLIC_URL|METRICS_TOKEN)$/.test(key))
      delete inherited[key];
  }
  return {
    ...inherited,
    NODE_ENV: 'test',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    ...env,
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (e.g. `npm run seed -- --reset`). */
export function runCommand(command: string, args: string[], env: Record<string, string>) {
  return new Promise<CommandResult>((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every JSON log line so far. */
  logs: LogLine[];
  /** Resolves at the first log line whose message contains `text` (or that `match` accepts). */
  logged(match: string | ((line: LogLine) => boolean), timeoutMs?: number): Promise<LogLine>;
  /** The exit code and when the started process ended (performance.now()); under `npm start`, npm's. */
  exited: Promise<{ code: number | null; at: number }>;
  stderr(): string;
}

/**
 * Starts the real server (apps/server/src/main.ts through tsx) on a free port, and resolves once it logs
 * that it listens. `env` adds to or overrides the test environment (DATA_DIR or DATABASE_URL at least).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /**
   * Another way to start it (`npm start`), in a process group of its own so the test can signal the group;
   * the server's own pid is in its log lines (`pid`).
   */
  how: { command: string; args: string[]; ownGroup?: boolean } = {
    command: process.execPath,
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
  },
): Promise<ServerProcess> {
  const child = spawn(how.command, how.args, {
    cwd: REPO_ROOT,
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }),
    detached: how.ownGroup ?? false,
  });
  const logs: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return; // not a log line
    }
    logs.push(line);
    for (const w of [...waiters]) {
      if (w.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    // 'close', not 'exit': its output is read to the end by then, so the last log lines are in `logs`.
    child.on('close', (code) => resolve({ code, at: performance.now() })),
  );
  const logged = (match: string | ((line: LogLine) => boolean), ms = 30_000) => {
    const test = typeof match === 'string' ? (l: LogLine) => String(l.msg).includes(match) : match;
    const text = typeof match === 'string' ? match : 'the awaited line';
    const seen = logs.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no log "${text}" within ${ms} ms; stderr: ${stderr.slice(-2000)}`)),
        ms,
      );
      waiters.push({
        test,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      // Under `npm start` in its own group, npm may end first (a group signal kills it and its shell)
      // while start.mjs and the server go on writing: only the timeout ends the wait there.
      if (how.ownGroup) return;
      void exited.then(({ code }) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before logging "${text}"; stderr: ${stderr.slice(-2000)}`));
      });
    });
  };
  try {
    const listening = await logged('shop listening', timeoutMs);
    const url = new URL(String(listening.url));
    return {
      child,
      url: `http://127.0.0.1:${url.port}`,
      logs,
      logged,
      exited,
      stderr: () => stderr,
    };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

/** Resolves when process `pid` is gone (it need not be our child), with when (performance.now()). */
export async function processGone(pid: number, timeoutMs = 30_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return performance.now();
    }
    if (performance.now() > deadline) throw new Error(`process ${pid} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
