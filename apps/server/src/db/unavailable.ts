import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Failures that say the database is unreachable or too slow right now, not that the request was wrong:
 * answered 503 with Retry-After (http/errors.ts) instead of a 500, so clients and balancers retry later.
 * Drizzle wraps the driver's error; the whole `cause` chain is looked at.
 */
const SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const MESSAGES = [
  'Query read timeout', // pg's query_timeout: the server went silent
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Connection terminated',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Seconds a client should wait before trying again when the pool was merely busy. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * No pool connection within DATABASE_CONNECT_TIMEOUT_MS while connections kept coming back to the pool
 * (db/client.ts): the database answers, the shop is merely busy. Answered 429 TOO_MANY_REQUESTS with
 * Retry-After (http/errors.ts), the API's "too many at once", not the 503 of a database that is down.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(waitedMs: number, cause: unknown) {
    super(`The database pool is busy: no connection free within ${waitedMs} ms`, { cause });
    this.name = 'DatabaseBusyError';
  }
}

export function isDatabaseBusy(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    if (e instanceof DatabaseBusyError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface ReachOptions {
  /** Give up after this long (DATABASE_START_TIMEOUT_MS). */
  totalMs: number;
  /** The first wait; each next one doubles, up to 5 s. */
  firstDelayMs?: number;
  onRetry?: (attempt: number, delayMs: number, err: unknown) => void;
}

/**
 * Tries `ping` until it answers, waiting 250 ms, 500 ms, 1 s... (at most 5 s) between tries, for at most
 * `totalMs`; then throws an error that says where it stopped. For the start-up: a database that comes up
 * a little after the shop (a container starting) is waited for, one that never does ends the start.
 */
export async function waitForDatabase(ping: () => Promise<void>, opts: ReachOptions): Promise<void> {
  const deadline = Date.now() + opts.totalMs;
  let delay = opts.firstDelayMs ?? 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await ping();
      return;
    } catch (err) {
      const left = deadline - Date.now();
      if (left <= 0) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new DatabaseUnreachableError(`after ${attempt} tries in ${opts.totalMs} ms: ${reason}`, err);
      }
      const wait = Math.min(delay, left);
      opts.onRetry?.(attempt, wait, err);
      await sleep(wait);
      delay = Math.min(delay * 2, 5_000);
    }
  }
}

export class DatabaseUnreachableError extends Error {
  constructor(detail: string, cause: unknown) {
    super(`The database cannot be reached (DATABASE_URL) ${detail}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}
