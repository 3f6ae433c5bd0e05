import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP server on 127.0.0.1 for the fake payment providers: every request is read whole and handed to
 * `handle`, which answers a status and a JSON body. `mode` makes the provider misbehave as real ones do
 * sometimes: answer 503 to everything, or accept and never answer (a timeout).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeHttp {
  url: string;
  requests: RecordedRequest[];
  /** 'ok' answers; 'down' answers 503 to everything; 'hang' never answers. */
  mode: 'ok' | 'down' | 'hang';
  close(): Promise<void>;
}

export async function startFakeHttp(handle: (request: RecordedRequest) => JsonAnswer): Promise<FakeHttp> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeHttp = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(request);
      if (fake.mode === 'hang') return;
      const answer =
        fake.mode === 'down'
          ? { status: 503, body: { error: { type: 'api_error', message: 'fake provider is down' } } }
          : handle(request);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * A form body as Stripe's clients encode it (`metadata[paymentId]=x&line_items[0][quantity]=1`) as nested
 * objects; objects whose keys are all indexes become arrays.
 */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}
