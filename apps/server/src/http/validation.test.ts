import { DomainError } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiModule } from '../modules/index.ts';
import { createTestApp } from '../test/harness.ts';
import { CSRF_HEADER, csrfCookieName, csrfTokenFor } from './csrf.ts';

// A module as the capability modules write them: zod schemas on the route, a DomainError from the use case.
const wishlistModule: ApiModule = {
  name: 'test-wishlist',
  routes: async (api) => {
    api.post(
      '/test/wishlists/:listId/items',
      {
        schema: {
          tags: ['test'],
          params: z.object({ listId: z.coerce.number().int().positive() }),
          querystring: z.object({
            page: z.coerce.number().int().min(1),
            size: z.coerce.number().int().max(50),
          }),
          body: z.object({ sku: z.string().min(3), quantity: z.number().int().min(1).max(99) }),
          response: { 201: z.object({ added: z.string() }) },
        },
      },
      async (request, reply) => {
        if (request.body.sku === 'SOLD-OUT')
          throw new DomainError('ECOM-111', { sku: request.body.sku }, 409);
        return reply.code(201).send({ added: request.body.sku });
      },
    );
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [wishlistModule], config: { bodyLimit: 2048 } });
});
afterAll(() => t?.close());

const url = '/api/v1/test/wishlists/7/items?page=1&size=10';
// API writes carry the double-submit CSRF token (http/csrf.ts).
const csrf = () => {
  const token = csrfTokenFor(t.app.ctx.config, undefined);
  return { cookie: `${csrfCookieName(t.app.ctx.config)}=${token}`, [CSRF_HEADER]: token };
};
const post = (payload: unknown, target = url, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: target,
    payload: payload as string,
    headers: { ...csrf(), ...headers },
  });

describe('validation with zod', () => {
  it('accepts a valid request', async () => {
    const res = await post({ sku: 'KC-01', quantity: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ added: 'KC-01' });
  });

  it('lists every failing field, across body, query and params', async () => {
    const res = await post({ sku: 'x', quantity: 100 }, '/api/v1/test/wishlists/abc/items?page=0&size=80');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(0);
    const fields = body.errors.map((e: { errorParams: { location: string; field: string } }) => [
      e.errorParams.location,
      e.errorParams.field,
    ]);
    expect(fields).toEqual([
      ['params', 'listId'],
      ['body', 'sku'],
      ['body', 'quantity'],
      ['querystring', 'page'],
      ['querystring', 'size'],
    ]);
    for (const e of body.errors) {
      expect(e.errorCode).toBe('INVALID_FIELD');
      expect(typeof e.errorParams.message).toBe('string');
    }
  });

  it('reports a missing body under the field "body"', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: csrf() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].errorParams).toMatchObject({ field: 'body', location: 'body' });
  });

  it('maps a DomainError to its status and code', async () => {
    const res = await post({ sku: 'SOLD-OUT', quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 0,
      errors: [{ errorCode: 'ECOM-111', errorParams: { sku: 'SOLD-OUT' } }],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await post('{"sku": "KC', url, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].errorCode).toBe('BAD_REQUEST');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post({ sku: 'K'.repeat(5000), quantity: 1 });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('sku=KC-01', url, { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('OpenAPI', () => {
  it('documents the module routes from their zod schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const op = doc.paths['/api/v1/test/wishlists/{listId}/items'].post;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:listId',
      'query:page',
      'query:size',
    ]);
    const schema = op.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['sku', 'quantity']);
    expect(schema.properties.quantity).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
    expect(op.responses['201']).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();
    // Not API: the storefront catch-all, static files, metrics and the docs themselves.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') || p.startsWith('/api/docs'))).toEqual(
      [],
    );
  });

  it('serves the Swagger UI', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    const page = res.statusCode === 302 ? await t.app.inject({ url: String(res.headers.location) }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
