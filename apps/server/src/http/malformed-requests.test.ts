import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

/**
 * Requests that fail before any route runs still answer the shop's `{ status: 0, errors }` (API) or a line
 * of text (pages), never Fastify's or Node's own body. Over real HTTP: the parser's refusals happen there.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends raw bytes (a client that does not encode for us) and reads the whole answer. */
function raw(request: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}
const get = (path: string) => raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe('malformed requests', () => {
  it.each([
    '/api/v1/products/%E0%A4%A', // truncated percent-encoding
    '/api/v1/products/%ff', // a byte that is not UTF-8
    '/api/v1/products/%',
    '/api/v1/products/%C0%AF', // an overlong encoding
    '/api/%zz',
  ])('%s answers 400 in the API format', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({
      status: 0,
      errors: [{ errorCode: 'BAD_REQUEST', errorParams: { message: 'The address is not valid.' } }],
    });
  });

  it('a page address with a broken encoding answers a line of text, not JSON', async () => {
    const res = await get('/product/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.type).toContain('text/plain');
    expect(res.body).toBe('This address is not valid.');
  });

  it('a request line Node cannot parse answers 400 in the API format', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header Without Colon\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0, errors: [{ errorCode: 'BAD_REQUEST' }] });
  });

  it('headers over the limit answer 431 in the API format', async () => {
    const res = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0, errors: [{ errorCode: 'BAD_REQUEST' }] });
  });
});
