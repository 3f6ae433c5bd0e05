import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised once: its body, strong ETag and the instant (app clock) it stops being right. */
export interface JsonAnswer {
  body: string;
  etag: string;
  validUntil: number | null;
}

export function jsonAnswer(value: unknown, validUntil: number | null): JsonAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, validUntil };
}

/** Browsers and proxies may keep a catalogue answer this long (seconds); the ETag revalidates after. */
export const CATALOG_MAX_AGE_SECONDS = 5;

function matches(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  if (!given) return false;
  // A proxy that compressed the body marks the tag weak (W/"..."): still the same content.
  return given.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a pre-serialised answer (Fastify sends a string with a JSON type as it is, skipping the serialiser)
 * with its ETag, or 304 when the client holds it. `shared` answers are the same for every caller: public,
 * with a max-age that never reaches past the next event or sale boundary. Others (a signed-in shopper's,
 * with their wishlist marks) are personal: private, no-store, as every signed-in answer (http/personal-cache.ts).
 */
export function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
  opts: { now: number; shared: boolean },
): FastifyReply {
  if (opts.shared) {
    const left =
      answer.validUntil === null ? Number.POSITIVE_INFINITY : (answer.validUntil - opts.now) / 1000;
    const maxAge = Math.max(0, Math.min(CATALOG_MAX_AGE_SECONDS, Math.floor(left)));
    reply.header('cache-control', `public, max-age=${maxAge}`);
  } else {
    reply.header('cache-control', 'private, no-store');
  }
  reply.header('etag', answer.etag);
  if (matches(request, answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
