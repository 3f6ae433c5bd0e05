import type { ApiCaller, ApiResult } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The API as server rendering sees it: `app.inject` runs the full route (validation, hooks, error mapping)
 * in memory, as the shopper, without a socket. The shopper's cookie, language and request id travel along;
 * a cookie the API sets is sent on the later calls of the same page and handed to the page's response.
 */
export const INTERNAL_HEADER = 'x-shop-internal';

/** Paths may be given relative to /api/v1 (`/products`) or in full (`/api/v1/products`). */
export const apiUrl = (path: string) =>
  path.startsWith('/api/') ? path : `/api/v1${path.startsWith('/') ? '' : '/'}${path}`;

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

// Applies a Set-Cookie to the page's jar: enough of RFC 6265 for one page render (name, value, deletion).
function applySetCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attrs] = setCookie.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return;
  const name = pair.slice(0, eq).trim();
  const expired = attrs.some((a) => {
    const [key = '', value = ''] = a.trim().split('=');
    if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
  if (expired) jar.delete(name);
  else jar.set(name, pair.slice(eq + 1).trim());
}

const toArray = (value: string | string[] | undefined) =>
  value === undefined ? [] : ([] as string[]).concat(value);

export interface InMemoryApi {
  api: ApiCaller;
  /** Every Set-Cookie the API answered during this page, in order. */
  setCookies: string[];
}

export function inMemoryApi(
  app: FastifyInstance,
  request: FastifyRequest,
  internalToken: string,
): InMemoryApi {
  const jar = parseCookieHeader(request.headers.cookie);
  const setCookies: string[] = [];
  const base: Record<string, string> = { [INTERNAL_HEADER]: internalToken, 'x-request-id': request.id };
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (value) base[name] = value;
  }

  const api: ApiCaller = {
    async request<T>(method: Parameters<ApiCaller['request']>[0], path: string, body?: unknown) {
      const headers: Record<string, string> = { ...base };
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await app.inject({
        method,
        url: apiUrl(path),
        headers,
        payload: body === undefined ? undefined : JSON.stringify(body),
        // Per-shopper rules (limits, logs) see the shopper's address, not the loopback of inject.
        remoteAddress: request.ip,
      });
      const answered = toArray(res.headers['set-cookie'] as string | string[] | undefined);
      for (const c of answered) applySetCookie(jar, c);
      setCookies.push(...answered);
      const isJson = String(res.headers['content-type'] ?? '').includes('json');
      const parsed = res.payload === '' ? null : isJson ? JSON.parse(res.payload) : res.payload;
      return { status: res.statusCode, body: parsed as T, setCookies: answered } satisfies ApiResult<T>;
    },
  };
  return { api, setCookies };
}
