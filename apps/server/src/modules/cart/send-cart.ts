import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../http/types.ts';

/**
 * Sends a cart answer as `JSON.stringify` makes it, skipping the route's zod serialiser (Fastify sends a
 * string with a JSON type as it is): encoding a priced cart through its schema cost more than pricing it
 * (60 µs of a 10-line guest pricing's 300). The answers are built to their schemas, keys in the schemas'
 * order (`priceCart`); outside production every answer is still encoded through its schema and must come
 * out byte for byte the same, so a test that strays from it fails with a 500, as the serialiser would.
 */
export function sendCart<S extends z.ZodType>(
  ctx: AppContext,
  reply: FastifyReply,
  schema: S,
  answer: z.output<S>,
): FastifyReply {
  const body = JSON.stringify(answer);
  if (ctx.config.env !== 'production' && JSON.stringify(schema.encode(answer)) !== body)
    throw new Error('a cart answer differs from its schema');
  return reply.type('application/json; charset=utf-8').send(body);
}
