import type { AppContext } from '../../http/types.ts';
import { runDueJobs, scheduleRecurring } from './run-due-jobs.ts';

export interface JobWorker {
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

/**
 * The background worker of one server instance: every `pollMs` it runs the jobs that are due, a batch at a
 * time, until none is left. Other instances run the same loop on the same table; SKIP LOCKED keeps them
 * apart. A failing database (restart, failover) is logged and tried again at the next poll.
 */
export function startJobWorker(ctx: AppContext): JobWorker {
  const { pollMs } = ctx.config.jobs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let pending = false;

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    running = (async () => {
      try {
        await runDueJobs(ctx);
      } catch (err) {
        ctx.log.warn({ err }, 'job worker: round failed; trying again at the next poll');
      }
    })().finally(() => {
      if (stopped) return;
      const again = pending;
      pending = false;
      timer = setTimeout(tick, again ? 0 : pollMs);
      timer.unref();
    });
  };

  void scheduleRecurring(ctx)
    .catch((err) => ctx.log.warn({ err }, 'job worker: recurring jobs not scheduled yet'))
    .finally(() => {
      if (!stopped) tick();
    });

  return {
    wake() {
      if (stopped) return;
      if (timer) {
        clearTimeout(timer);
        tick();
      } else pending = true;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
