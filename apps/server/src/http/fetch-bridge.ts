import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify <-> Fetch: the storefront's request handler speaks `Request`/`Response`; these two functions are
 * the whole bridge (no express, no adapter package: STACK note 7).
 */
const NO_BODY = new Set(['GET', 'HEAD']);

// Bodies of page forms are read by React Router, not by Fastify's parsers, so the limit is enforced here.
async function* limited(stream: AsyncIterable<Uint8Array>, limit: number) {
  let seen = 0;
  for await (const chunk of stream) {
    seen += chunk.byteLength;
    if (seen > limit) throw Object.assign(new Error('Request body too large'), { statusCode: 413 });
    yield chunk;
  }
}

export function toFetchRequest(request: FastifyRequest, bodyLimit: number, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue; // HTTP/2 pseudo-headers are not headers
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const url = `${request.protocol}://${request.host || 'localhost'}${request.url}`;
  if (NO_BODY.has(request.method)) return new Request(url, { method: request.method, headers, signal });

  if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
    throw Object.assign(new Error('Request body too large'), { statusCode: 413 });
  }
  // The storefront scope leaves the body unparsed: its parser hands over the (possibly decompressed) stream.
  const raw = (request.body as Readable | undefined) ?? request.raw;
  const body = Readable.toWeb(Readable.from(limited(raw, bodyLimit))) as ReadableStream<Uint8Array>;
  return new Request(url, { method: request.method, headers, body, signal, duplex: 'half' } as RequestInit);
}

/** An AbortSignal that fires when the shopper goes away before the answer is complete. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

/**
 * Streams a Fetch `Response` back through Fastify, so the onSend hooks (compression, headers) still apply.
 * `extraCookies` (what the API set during the page) are added, the last one per name, unless the page
 * itself sets a cookie of that name: what the page decided wins.
 */
export function sendFetchResponse(reply: FastifyReply, response: Response, extraCookies: string[] = []) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  const own = new Set(cookies.map(cookieName));
  const extra = new Map(extraCookies.map((c) => [cookieName(c), c] as const));
  for (const [name, c] of extra) if (!own.has(name)) cookies.push(c);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
