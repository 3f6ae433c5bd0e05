import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../platform/storage.ts';

/** What every use case receives: `fn(ctx, input) -> result`. */
export interface AppContext {
  db: Db;
  /** Order placements' own connections (db/client.ts `placements`); absent: `db`. */
  placements?: Db;
  config: Config;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The clock; tests may replace it. */
  now(): Date;
}

/** The Fastify instance modules register their routes on (zod type provider, prefix /api/v1). */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
