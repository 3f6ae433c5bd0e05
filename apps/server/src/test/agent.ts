import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client over app.inject: keeps cookies, sends the CSRF token on state-changing requests
 * (fetching it first when it has none), and comes from its own address so rate limits per address do not
 * leak between tests.
 */
export interface Agent {
  ip: string;
  cookies: Map<string, string>;
  request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

let nextIp = 1;
/** A fresh client address per agent: 10.x.y.z. */
export const freshIp = () => {
  const n = nextIp++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const SESSION_COOKIE = 'shop_session';
export const CSRF_COOKIE = 'shop_session_csrf';

export function createAgent(app: FastifyInstance, opts: { ip?: string; userAgent?: string } = {}): Agent {
  const ip = opts.ip ?? freshIp();
  const cookies = new Map<string, string>();

  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (gone) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
  };

  async function request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const m = String(method).toUpperCase();
    if (UNSAFE.has(m) && !cookies.has(CSRF_COOKIE) && !('x-csrf-token' in headers)) {
      await request('GET', '/api/v1/auth/csrf');
    }
    const h: Record<string, string> = { 'user-agent': opts.userAgent ?? 'vitest-agent', ...headers };
    if (cookies.size > 0 && !('cookie' in h)) h.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (UNSAFE.has(m) && !('x-csrf-token' in h) && cookies.has(CSRF_COOKIE))
      h['x-csrf-token'] = cookies.get(CSRF_COOKIE)!;
    let payload: InjectOptions['payload'];
    if (Buffer.isBuffer(body)) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await app.inject({ method, url, headers: h, payload, remoteAddress: ip });
    keep(res);
    return res;
  }

  return {
    ip,
    cookies,
    request,
    get: (url, headers) => request('GET', url, undefined, headers),
    post: (url, body, headers) => request('POST', url, body, headers),
    put: (url, body, headers) => request('PUT', url, body, headers),
    patch: (url, body, headers) => request('PATCH', url, body, headers),
    delete: (url, headers) => request('DELETE', url, undefined, headers),
  };
}

/** The first error code of an error answer. */
export const errorCode = (res: LightMyRequestResponse): string | undefined =>
  res.json()?.errors?.[0]?.errorCode;
