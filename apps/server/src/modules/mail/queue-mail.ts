import type { Config } from '../../config.ts';
import type { AppContext } from '../../http/types.ts';
import { type MailMessage, type MailTransport, smtpTransport } from '../../platform/mail.ts';
import { deliverDueMail } from './deliver-mail.ts';
import { insertMail } from './repository.ts';

export interface OutgoingMail extends MailMessage {
  /** What the mail is for: ACTIVATION_CODE, RESET_CODE... */
  kind: string;
}

/** How often a worker looks for mail that is due (retries, and mail left by an instance that stopped). */
export const MAIL_SWEEP_MS = 30_000;

interface Worker {
  deps: Parameters<typeof deliverDueMail>[0];
  timer: NodeJS.Timeout;
  /** The pass under way; a nudge during it asks for one more. */
  running: Promise<void> | null;
  again: boolean;
  transport: MailTransport;
}

const workers = new WeakMap<Config, Worker>();

/**
 * Records the mail in the outbox, with `ctx.db`: inside a transaction, the mail is written with what it
 * tells of, or not at all. With SMTP it is QUEUED for the worker, otherwise STORED (the outbox is the
 * mailbox: staff read it at /api/v1/staff/outbox; developers at /api/v1/dev/outbox). Call `nudgeMail` once
 * the transaction has committed, or use `queueMail` outside one.
 */
export async function recordMail(ctx: Pick<AppContext, 'db' | 'config' | 'now'>, mail: OutgoingMail) {
  const queued = Boolean(ctx.config.mail.smtpUrl);
  await insertMail(ctx.db, {
    ...mail,
    status: queued ? 'QUEUED' : 'STORED',
    nextAttemptAt: queued ? ctx.now() : null,
  });
}

/** Records the mail and has it delivered at once: for callers outside a transaction. */
export async function queueMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  await recordMail(ctx, mail);
  nudgeMail(ctx.config);
}

function pass(worker: Worker): Promise<void> {
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      await deliverDueMail(worker.deps).catch((err: Error) => {
        // The database may be away for a moment: the next sweep tries again.
        worker.deps.log.error({ err }, 'mail worker pass failed');
      });
    } while (worker.again);
  })().finally(() => {
    worker.running = null;
  });
  return worker.running;
}

/**
 * Starts the mail worker of an app (with SMTP only): a pass at once (mail an earlier process left), on every
 * nudge, and every MAIL_SWEEP_MS. The answer to a request never waits on (or reveals, by its timing) a mail
 * server. Several instances each run one; the outbox's claims keep them from sending a mail twice.
 */
export function startMailWorker(ctx: AppContext): void {
  const { smtpUrl, from } = ctx.config.mail;
  if (!smtpUrl || workers.has(ctx.config)) return;
  const transport = smtpTransport(smtpUrl, from);
  const worker: Worker = {
    deps: { db: ctx.db, transport, now: ctx.now, log: ctx.log },
    timer: setInterval(() => void pass(worker), MAIL_SWEEP_MS).unref(),
    running: null,
    again: false,
    transport,
  };
  workers.set(ctx.config, worker);
  void pass(worker);
}

/** Has the app's worker look for due mail now (after a transaction that recorded some has committed). */
export function nudgeMail(config: Config): void {
  const worker = workers.get(config);
  if (worker) void pass(worker);
}

/** Waits for the pass under way (at shutdown, so none is cut off; in tests, before reading the mailbox). */
export async function drainMail(ctx: Pick<AppContext, 'config'>): Promise<void> {
  const worker = workers.get(ctx.config);
  while (worker?.running) await worker.running;
}

/** Stops the worker (after drainMail) and closes its SMTP connections. */
export function closeMail(config: Config): void {
  const worker = workers.get(config);
  if (!worker) return;
  clearInterval(worker.timer);
  worker.transport.close();
  workers.delete(config);
}
