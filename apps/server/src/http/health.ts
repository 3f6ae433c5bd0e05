import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { errorBody } from './errors.ts';
import type { ApiApp } from './types.ts';

const ok = z.object({ status: z.literal('ok') });
const failure = z.object({
  status: z.literal(0),
  errors: z.array(
    z.object({ errorCode: z.string(), errorParams: z.record(z.string(), z.unknown()).optional() }),
  ),
});

// A probe that hangs is worse than one that fails: the balancer waits instead of moving on.
const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (the process answers) and readiness (it can reach its database). A load balancer takes an
 * instance out of rotation on a failing /ready but must not restart it for that, hence two routes.
 * Neither counts against the rate limit: probes come often and from one address.
 */
export async function healthRoutes(app: ApiApp, database: Pick<Database, 'ping'>): Promise<void> {
  app.get(
    '/api/health',
    { config: { rateLimit: false }, schema: { tags: ['platform'], response: { 200: ok } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    { config: { rateLimit: false }, schema: { tags: ['platform'], response: { 200: ok, 503: failure } } },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed: database unreachable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody({ errorCode: 'UNAVAILABLE', errorParams: { what: 'database' } }));
      }
    },
  );
}
