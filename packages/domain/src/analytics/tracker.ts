import {
  ANALYTICS_TIMING,
  type AnalyticsFailureType,
  DUPLICATE_TRANSACTION_MESSAGE,
  isSevere,
  SEVERITIES,
  type Severity,
  severityOf,
} from './constants.ts';
import { maskForLog } from './pii.ts';
import { enqueue, parseBackup } from './queue.ts';
import { sanitizeEvent } from './sanitize.ts';
import { isDuplicateTransaction, recordTransaction, type TransactionLedger } from './transactions.ts';
import type { AnalyticsIssue, CommerceEvent } from './types.ts';
import { validateEvent } from './validate.ts';

/**
 * The analytics service of spec 002 §4 as a state machine, pure but for its ports (clock, timers, storage,
 * the destination). The browser part (apps/web/app/features/analytics) gives it real ones; the tests fake
 * time.
 *
 * - NOT_INITIALIZED -> INITIALIZED once the destination is there (`probe()` answers null); the start probes
 *   up to 5 more times, 2 s apart, then gives up (INIT_FAILED: queue-only, events backed up).
 * - Events tracked before that, offline, or while degraded wait in the queue (50; a purchase replaces a
 *   non-purchase on overflow). A failed delivery is retried 3 times 1 s apart, then the queue is dropped.
 * - A high or critical failure (a rejected event, a failed delivery) backs the queue up to local storage,
 *   restored at the next start. 5 of them in a row within 5 minutes -> DEGRADED (queue-only); every 5 s
 *   (the monitor tick) it tries to deliver again, and a delivery that succeeds restores INITIALIZED.
 * - Purchases: a transaction id tracked within 24 h is rejected.
 */
export type TrackerState = 'NOT_INITIALIZED' | 'INITIALIZED' | 'INIT_FAILED' | 'DEGRADED';

export const TRACKER_KEYS = {
  backup: 'ANALYTICS_BACKUP',
  transactions: 'ANALYTICS_TRANSACTIONS',
} as const;

export interface TrackerLog {
  level: 'info' | 'warn' | 'error';
  type?: AnalyticsFailureType;
  severity?: Severity;
  message: string;
  /** Masked (pii.ts): values under personal-data field names are `***`. */
  detail?: unknown;
}

export interface TrackerPorts {
  now(): number;
  schedule(fn: () => void, ms: number): () => void;
  /** Null when the destination can take events, else why it cannot. */
  probe(): 'DATALAYER_UNAVAILABLE' | 'CONTAINER_NOT_LOADED' | null;
  /** Delivers events; throws (or rejects) when it could not: a NETWORK_ERROR. */
  deliver(events: CommerceEvent[]): void | Promise<void>;
  online(): boolean;
  storage: { read(key: string): string | null; write(key: string, value: string | null): void };
  log(entry: TrackerLog): void;
}

export type TrackResult =
  | { status: 'sent'; event: CommerceEvent }
  | { status: 'queued'; event: CommerceEvent }
  | { status: 'rejected'; errors: AnalyticsIssue[] };

const isEvent = (v: unknown): v is CommerceEvent =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CommerceEvent).event === 'string' &&
  Array.isArray((v as CommerceEvent).items);

const worst = (issues: AnalyticsIssue[]): Severity =>
  issues.reduce<Severity>(
    (w, i) => (SEVERITIES.indexOf(i.severity) > SEVERITIES.indexOf(w) ? i.severity : w),
    'low',
  );

export function createTracker(ports: TrackerPorts) {
  const T = ANALYTICS_TIMING;
  let state: TrackerState = 'NOT_INITIALIZED';
  let queue: CommerceEvent[] = [];
  /** Times of the high or critical failures in a row (a success clears them). */
  let failures: number[] = [];
  let retryCancel: (() => void) | null = null;
  let monitorCancel: (() => void) | null = null;
  let flushing: Promise<void> | null = null;
  /** The batch on its way (counted as pending until it is delivered). */
  let inFlight: CommerceEvent[] = [];
  let errorReports = 0;
  const lastReport = new Map<string, number>();
  const listeners = new Set<(s: TrackerState) => void>();

  const setState = (next: TrackerState) => {
    if (next === state) return;
    state = next;
    ports.log({
      level: next === 'DEGRADED' || next === 'INIT_FAILED' ? 'warn' : 'info',
      message: `analytics ${next}`,
    });
    for (const l of listeners) l(next);
  };

  /** Error reports: at most 50 a session, the same one at most once a minute (spec 002 §9). */
  function report(entry: TrackerLog, key: string) {
    const now = ports.now();
    const last = lastReport.get(key);
    if (
      errorReports >= T.errorReportsPerSession ||
      (last !== undefined && now - last < T.errorReportThrottleMs)
    )
      return;
    errorReports += 1;
    lastReport.set(key, now);
    ports.log(entry);
  }

  const backup = () => {
    const held = [...inFlight, ...queue];
    ports.storage.write(TRACKER_KEYS.backup, held.length ? JSON.stringify(held) : null);
  };

  function failed(type: AnalyticsFailureType, severity: Severity, message: string, detail?: unknown) {
    report({ level: 'error', type, severity, message, detail }, `${type}:${message}`);
    if (!isSevere(severity)) return;
    backup();
    const now = ports.now();
    failures = [...failures, now].filter((t) => now - t <= T.degradeWindowMs);
    if (failures.length >= T.degradeFailures && state === 'INITIALIZED') {
      setState('DEGRADED');
      monitor();
    }
  }

  function succeeded() {
    failures = [];
    if (state === 'DEGRADED') setState('INITIALIZED');
  }

  function push(event: CommerceEvent) {
    const { queue: next, dropped } = enqueue(queue, event);
    queue = next;
    if (dropped) ports.log({ level: 'warn', message: `analytics queue full: ${dropped.event} dropped` });
  }

  async function deliver(events: CommerceEvent[]): Promise<boolean> {
    const missing = ports.probe();
    if (missing) {
      failed(missing, 'high', `${missing}: events kept in the queue`);
      return false;
    }
    try {
      await ports.deliver(events);
      succeeded();
      return true;
    } catch (error) {
      failed(
        'NETWORK_ERROR',
        'high',
        `delivery failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /** Sends the queue; on failure retries 1 s apart, 3 times, then drops it. `retry`: retries done so far. */
  function flush(retry = 0): Promise<void> {
    if (flushing) return flushing;
    retryCancel?.();
    retryCancel = null;
    if (queue.length === 0 || !ports.online() || (state !== 'INITIALIZED' && state !== 'DEGRADED'))
      return Promise.resolve();
    const batch = queue;
    let sent = false;
    flushing = (async () => {
      queue = [];
      inFlight = batch;
      const ok = await deliver(batch);
      inFlight = [];
      if (ok) {
        sent = true;
        backup();
        return;
      }
      queue = [...batch, ...queue].slice(-T.failedQueueSize);
      if (retry < T.queueRetries) {
        retryCancel = ports.schedule(() => void flush(retry + 1), T.queueRetryDelayMs);
      } else if (state !== 'DEGRADED') {
        ports.log({
          level: 'warn',
          message: `analytics queue dropped after ${T.queueRetries} tries (${queue.length} events)`,
        });
        queue = [];
      }
    })().finally(() => {
      flushing = null;
      // Events tracked while this batch was on its way.
      if (sent && queue.length > 0) void flush();
    });
    return flushing;
  }

  /** Degraded: every monitor tick, try the queue again; a delivery that works restores the service. */
  function monitor() {
    monitorCancel?.();
    monitorCancel = ports.schedule(async () => {
      monitorCancel = null;
      if (state !== 'DEGRADED') return;
      if (queue.length > 0) await flush(T.queueRetries);
      else if (ports.probe() === null) succeeded();
      if (state === 'DEGRADED') monitor();
    }, T.monitorTickMs);
  }

  function ledger(): TransactionLedger {
    try {
      const parsed: unknown = JSON.parse(ports.storage.read(TRACKER_KEYS.transactions) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as TransactionLedger) : {};
    } catch {
      return {};
    }
  }

  function init(attempt: number) {
    if (state !== 'NOT_INITIALIZED') return;
    if (ports.probe() === null) {
      setState('INITIALIZED');
      void flush();
      return;
    }
    if (attempt >= T.initRetries) {
      backup();
      setState('INIT_FAILED');
      return;
    }
    ports.schedule(() => init(attempt + 1), T.initRetryDelayMs);
  }

  return {
    getState: () => state,
    /** Pending events (a copy). */
    pending: () => [...inFlight, ...queue],
    onState(listener: (s: TrackerState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Restores a backup left by an earlier page, then initialises (retrying 5 times, 2 s apart). */
    start() {
      for (const event of parseBackup(ports.storage.read(TRACKER_KEYS.backup), isEvent)) push(event);
      init(0);
    },
    /** Back online: send what waited. */
    flush: () => flush(),
    async track(raw: unknown): Promise<TrackResult> {
      const result = validateEvent(raw);
      for (const w of result.warnings)
        ports.log({ level: 'warn', message: w.message, detail: maskForLog(raw) });
      if (!result.valid) {
        failed(
          'VALIDATION_ERROR',
          worst(result.errors),
          `invalid ${String((raw as { event?: unknown })?.event)} event`,
          {
            errors: result.errors,
            event: maskForLog(raw),
          },
        );
        return { status: 'rejected', errors: result.errors };
      }
      const event = sanitizeEvent(raw as Record<string, unknown>);
      if (event.event === 'purchase' && event.transaction_id) {
        const now = ports.now();
        const held = ledger();
        if (isDuplicateTransaction(held, event.transaction_id, now)) {
          const errors: AnalyticsIssue[] = [
            {
              code: 'DUPLICATE_TRANSACTION_ID',
              severity: severityOf('DUPLICATE_TRANSACTION_ID'),
              field: 'transaction_id',
              message: DUPLICATE_TRANSACTION_MESSAGE,
            },
          ];
          failed('VALIDATION_ERROR', 'critical', DUPLICATE_TRANSACTION_MESSAGE, {
            transaction_id: event.transaction_id,
          });
          return { status: 'rejected', errors };
        }
        ports.storage.write(
          TRACKER_KEYS.transactions,
          JSON.stringify(recordTransaction(held, event.transaction_id, now)),
        );
      }
      if (state !== 'INITIALIZED' || !ports.online() || queue.length > 0) {
        push(event);
        if (state === 'INITIALIZED') void flush();
        return { status: 'queued', event };
      }
      if (await deliver([event])) return { status: 'sent', event };
      push(event);
      backup();
      retryCancel?.();
      retryCancel = ports.schedule(() => void flush(1), T.queueRetryDelayMs);
      return { status: 'queued', event };
    },
    stop() {
      retryCancel?.();
      monitorCancel?.();
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
