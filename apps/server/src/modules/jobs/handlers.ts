import type { AppContext } from '../../http/types.ts';

/** What a handler receives. Delivery is at least once: a handler must be idempotent. */
export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempts: number;
}

export type JobHandler = (ctx: AppContext, job: Job) => Promise<void>;

export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobRegistry {
  handlers: Map<string, JobHandler>;
  recurring: RecurringJob[];
}

// One registry per app (tests build many apps in one process), filled by buildApp from the modules.
const registries = new WeakMap<AppContext, JobRegistry>();

export function registerJobs(
  ctx: AppContext,
  modules: { jobs?: Record<string, JobHandler>; recurring?: RecurringJob[] }[],
): void {
  const registry: JobRegistry = { handlers: new Map(), recurring: [] };
  for (const mod of modules) {
    for (const [kind, handler] of Object.entries(mod.jobs ?? {})) {
      if (registry.handlers.has(kind)) throw new Error(`two handlers for the job kind ${kind}`);
      registry.handlers.set(kind, handler);
    }
    for (const r of mod.recurring ?? []) {
      if (!mod.jobs?.[r.kind]) throw new Error(`recurring job ${r.kind} has no handler in its module`);
      registry.recurring.push(r);
    }
  }
  registries.set(ctx, registry);
}

export function registryOf(ctx: AppContext): JobRegistry {
  return registries.get(ctx) ?? { handlers: new Map(), recurring: [] };
}
