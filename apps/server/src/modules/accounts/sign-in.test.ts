import { ACCOUNT_MESSAGES as M } from '@shop/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signedInShopper, testClock } from '../../test/accounts.ts';
import { createAgent, errorCode, SESSION_COOKIE } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const clock = testClock();
const HOUR = 3600_000;
const setCookie = (res: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[]) ?? [])
    .find((c) => c.startsWith(`${name}=`)) ?? '';

describe('sign-in, sessions and sign-out', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  it('Remember me: a 30-day httpOnly, SameSite=Lax cookie, and the profile in the answer', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const res = await a.post('/api/v1/auth/login', {
      email: s.email.toUpperCase(),
      password: s.password,
      rememberMe: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: s.email, permission: { isMember: true, isAdmin: false } });
    const cookie = setCookie(res, SESSION_COOKIE);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/); // plain http in tests; see the https test below
    expect(cookie.split(';')[0]!.split('=')[1]).toMatch(/^[\w-]{43}$/);
  });

  it('without Remember me: a browser-session cookie (no Max-Age) that the server ends after 12 h idle', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const res = await a.post('/api/v1/auth/login', {
      email: s.email,
      password: s.password,
      rememberMe: false,
    });
    expect(setCookie(res, SESSION_COOKIE)).not.toMatch(/Max-Age|Expires/);
    clock.advance(11 * HOUR);
    expect((await a.get('/api/v1/me')).statusCode).toBe(200); // activity moves the idle limit
    clock.advance(11 * HOUR);
    expect((await a.get('/api/v1/me')).statusCode).toBe(200);
    clock.advance(12 * HOUR + 1000);
    const expired = await a.get('/api/v1/me');
    expect(expired.statusCode).toBe(401);
    expect(setCookie(expired, SESSION_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('a remembered session lasts 30 days, not one more', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    clock.advance(29 * 24 * HOUR);
    expect((await a.get('/api/v1/me')).statusCode).toBe(200);
    clock.advance(2 * 24 * HOUR);
    expect((await a.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('one answer for every wrong pair: invalid_grant, unknown e-mail included', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const wrongPassword = await a.post('/api/v1/auth/login', { email: s.email, password: 'Wrong12345' });
    const unknown = await a.post('/api/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong12345',
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, errors: [{ errorCode: 'invalid_grant', errorParams: {} }] });
    }
  });

  it("login rules answer the spec's messages", async () => {
    const a = createAgent(t.app);
    const res = await a.post('/api/v1/auth/login', { email: '', password: 'abc' });
    const messages = Object.fromEntries(
      res
        .json()
        .errors.map((e: { errorParams: { field: string; message: string } }) => [
          e.errorParams.field,
          e.errorParams.message,
        ]),
    );
    expect(messages).toEqual({ email: M.loginEmailRequired, password: M.loginPasswordInvalid });
    const bad = await a.post('/api/v1/auth/login', { email: 'x@', password: '' });
    expect(bad.json().errors.map((e: { errorParams: { message: string } }) => e.errorParams.message)).toEqual(
      [M.loginEmailInvalid, M.loginPasswordRequired],
    );
  });

  it('logout deletes the session on the server: a copy of the cookie no longer works', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const copy = a.cookies.get(SESSION_COOKIE)!;
    const out = await a.post('/api/v1/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(a.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = await createAgent(t.app).get('/api/v1/me', { cookie: `${SESSION_COOKIE}=${copy}` });
    expect(replay.statusCode).toBe(401);
    expect(errorCode(replay)).toBe('UNAUTHORIZED');
  });

  it('signing in again replaces the session the browser held (no fixation)', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const first = a.cookies.get(SESSION_COOKIE)!;
    await a.post('/api/v1/auth/login', { email: s.email, password: s.password });
    expect(a.cookies.get(SESSION_COOKIE)).not.toBe(first);
    const old = await createAgent(t.app).get('/api/v1/me', { cookie: `${SESSION_COOKIE}=${first}` });
    expect(old.statusCode).toBe(401);
  });

  it('abuse: a made-up session token is nobody', async () => {
    const res = await createAgent(t.app).get('/api/v1/me', { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('cookies on https', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const secure = loadConfig({ PUBLIC_URL: 'https://shop.example', NODE_ENV: 'test' });
  beforeAll(async () => {
    t = await createTestApp({ config: { session: secure.session, publicUrl: 'https://shop.example' } });
  });
  afterAll(() => t?.close());

  it('the session cookie is Secure when the shop is served over https (COOKIE_SECURE=auto)', async () => {
    expect(secure.session.secure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).session.secure).toBe(false);
    const a = createAgent(t.app);
    const s = await signedInShopper(a, {});
    const res = await a.post(
      '/api/v1/auth/login',
      { email: s.email, password: s.password },
      { origin: 'https://shop.example' },
    );
    expect(setCookie(res, SESSION_COOKIE)).toMatch(/; Secure/);
  });
});
