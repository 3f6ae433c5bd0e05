import { UNSAFE_TEXT_MESSAGE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '../test/accounts.ts';
import { createAgent } from '../test/agent.ts';
import { createTestApp } from '../test/harness.ts';

/**
 * Control characters and lone surrogates in API input (issue "Hardening what landed", item 7): refused as
 * INVALID_FIELD in path parameters, queries and bodies, naming the place; never stored, never a 500 (a NUL
 * reaching PostgreSQL was one: "invalid byte sequence for encoding UTF8: 0x00").
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const invalid = (field: string, location: string) => ({
  errorCode: 'INVALID_FIELD',
  errorParams: { field, location, message: UNSAFE_TEXT_MESSAGE },
});

describe('unsafe text in API input', () => {
  it('in a path parameter and a query', async () => {
    const path = await t.app.inject({ url: '/api/v1/products/forest%00sprite' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ status: 0, errors: [invalid('slug', 'params')] });
    const query = await t.app.inject({ url: '/api/v1/search?text=caps%1B%5B2J&sortBy=NEWEST' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([invalid('text', 'querystring')]);
    // A schema that knows nothing of the rule is covered too: the outbox's recipient filter reached
    // PostgreSQL with the NUL before (a 500 there).
    const staff = createAgent(t.app);
    await staff.post('/api/v1/auth/login', { email: 'staff@keycap.shop', password: 'Staff1234' });
    const outbox = await staff.get('/api/v1/staff/outbox?to=ada%00@example.com');
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json().errors).toEqual([invalid('to', 'querystring')]);
    // A line break has no business in a query either; a tab is only whitespace.
    expect((await t.app.inject({ url: '/api/v1/search?text=a%0Ab' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/search?text=a%09b' })).statusCode).toBe(200);
  });

  it('in a JSON body: a NUL, a lone surrogate, a control in a key, each named', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    // Written by hand: JSON.stringify would not keep a lone surrogate as the escape a client may send.
    const raw = `{"firstName":"Ada\\u0000","lastName":"\\ud800","phone":null,"x\\u0007":1}`;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': a.cookies.get('shop_session_csrf')!,
      },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual([
      invalid('firstName', 'body'),
      invalid('lastName', 'body'),
      invalid('x\u0007', 'body'),
    ]);
    const me = (await a.get('/api/v1/me')).json();
    expect(me.firstName).toBe('Ada'); // nothing stored
  });

  it('a multi-line field keeps its line breaks; a one-line field beside it refuses them', async () => {
    const a = createAgent(t.app);
    const body = {
      name: 'Ada\nKeys',
      email: 'ada@example.com',
      message: 'Hello,\r\nis it in stock?\tThanks',
    };
    const res = await a.post('/api/v1/contact', { ...body, recaptchaResponse: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      errorCode: 'INVALID_FIELD',
      errorParams: { field: 'name', message: UNSAFE_TEXT_MESSAGE },
    });
    expect(
      res.json().errors.map((e: { errorParams: { field: string } }) => e.errorParams.field),
    ).not.toContain('message');
  });
});
