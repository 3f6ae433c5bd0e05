import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Bodies passed here are built once and reused, so each one's tag is hashed once.
const tags = new WeakMap<object, string>();

export function etagOf(body: object): string {
  let tag = tags.get(body);
  if (!tag) {
    tag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    tags.set(body, tag);
  }
  return tag;
}

/**
 * Marks a public, rarely-changing answer cacheable (Cache-Control and a strong ETag) and says whether the
 * client's copy is still current; the caller then answers 304 without a body. A weak tag from the client
 * (a proxy that compressed the body marks it `W/`) still matches.
 */
export function isNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  body: object,
  maxAgeSeconds: number,
): boolean {
  const tag = etagOf(body);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`);
  reply.header('etag', tag);
  const given = request.headers['if-none-match'];
  if (!given) return false;
  return given.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === tag;
  });
}
