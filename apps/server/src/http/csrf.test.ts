import type { ApiCaller } from '@shop/domain';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { signedInShopper } from '../test/accounts.ts';
import { CSRF_COOKIE, createAgent, errorCode, SESSION_COOKIE } from '../test/agent.ts';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp } from '../test/harness.ts';
import { csrfTokenFor, FITTING_TOKENS_KEPT, fittingTokens } from './csrf.ts';

// The fake storefront plus a page whose action signs out through the in-memory API (as a real form would).
const fake = fakeWebBuild();
const routes = (fake.build as unknown as { routes: Record<string, unknown> }).routes;
routes['routes/sign-out'] = {
  id: 'routes/sign-out',
  path: 'sign-out',
  parentId: 'root',
  module: {
    default: () => null,
    action: async ({ context }: { context: { api: ApiCaller } }) => {
      const res = await context.api.request('POST', '/auth/logout');
      return { status: res.status };
    },
  },
};

describe('cross-site request forgery', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ webBuild: fake.build as ServerBuild });
  });
  afterAll(() => t?.close());

  const login = { email: 'ada@example.com', password: 'Keycap123' };

  it('any API answer hands out the token cookie (readable by the page, SameSite=Lax)', async () => {
    const res = await createAgent(t.app).get('/api/v1/auth/providers');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as string[])
      .find((c) => c.startsWith(`${CSRF_COOKIE}=`))!;
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const token = (await createAgent(t.app).get('/api/v1/auth/csrf')).json().csrfToken;
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  });

  it('the token is bound to the session: signing in hands a new one, and the one from before stops working', async () => {
    const a = createAgent(t.app);
    const before = (await a.get('/api/v1/auth/csrf')).json().csrfToken;
    const s = await signedInShopper(a);
    // The sign-in's own answer carried the new token (the agent keeps cookies as a browser does).
    const after = a.cookies.get(CSRF_COOKIE)!;
    expect(after).not.toBe(before);
    expect((await a.get('/api/v1/auth/csrf')).json().csrfToken).toBe(after);
    const stale = await a.patch(
      '/api/v1/me/newsletter',
      { receiveNewsLetter: false },
      {
        'x-csrf-token': before,
        cookie: `${SESSION_COOKIE}=${a.cookies.get(SESSION_COOKIE)}; ${CSRF_COOKIE}=${before}`,
      },
    );
    expect(errorCode(stale)).toBe('CSRF_INVALID');
    expect((await a.patch('/api/v1/me/newsletter', { receiveNewsLetter: false })).statusCode).toBe(200);
    // Signing out hands a token for no session; the signed-in one stops working.
    expect((await a.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(a.cookies.get(CSRF_COOKIE)).not.toBe(after);
    const relogin = await a.post(
      '/api/v1/auth/login',
      { email: s.email, password: s.password },
      {
        'x-csrf-token': after,
        cookie: `${CSRF_COOKIE}=${after}`,
      },
    );
    expect(errorCode(relogin)).toBe('CSRF_INVALID');
  });

  it("abuse: a token pair planted in a shopper's browser (cookie tossing) is worth nothing for their session", async () => {
    // The attacker's own valid pair, from a session of their own and from a signed-out visit.
    const attacker = createAgent(t.app);
    const anonymousToken = (await attacker.get('/api/v1/auth/csrf')).json().csrfToken;
    await signedInShopper(attacker);
    const attackerToken = attacker.cookies.get(CSRF_COOKIE)!;
    const victim = createAgent(t.app);
    await signedInShopper(victim);
    const session = victim.cookies.get(SESSION_COOKIE);
    for (const planted of [anonymousToken, attackerToken, `${'A'.repeat(22)}.${'B'.repeat(43)}`]) {
      const res = await victim.patch(
        '/api/v1/me/newsletter',
        { receiveNewsLetter: false },
        {
          'x-csrf-token': planted,
          cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${planted}`,
        },
      );
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('CSRF_INVALID');
      // The refusal hands the browser a token of its own session, which the web client retries with.
      const fresh = res.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
      expect(fresh && fresh !== planted).toBe(true);
    }
  });

  it('abuse: a POST without the X-CSRF-Token header is refused (403 CSRF_INVALID)', async () => {
    const a = createAgent(t.app);
    await a.get('/api/v1/auth/csrf');
    const res = await a.post('/api/v1/auth/login', login, { 'x-csrf-token': '' });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('CSRF_INVALID');
  });

  it('abuse: a header that does not match the cookie is refused', async () => {
    const a = createAgent(t.app);
    await a.get('/api/v1/auth/csrf');
    const res = await a.post('/api/v1/auth/login', login, { 'x-csrf-token': 'A'.repeat(43) });
    expect(errorCode(res)).toBe('CSRF_INVALID');
  });

  it('abuse: a cross-site POST is refused even with a valid token pair', async () => {
    const a = createAgent(t.app);
    await a.get('/api/v1/auth/csrf');
    const crossSite = await a.post('/api/v1/auth/login', login, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(errorCode(crossSite)).toBe('CSRF_INVALID');
    const sameSite = await a.post('/api/v1/auth/login', login, { 'sec-fetch-site': 'same-site' });
    expect(errorCode(sameSite)).toBe('CSRF_INVALID');
    const foreignOrigin = await a.post('/api/v1/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(errorCode(foreignOrigin)).toBe('CSRF_INVALID');
    const nullOrigin = await a.post('/api/v1/auth/logout', undefined, { origin: 'null' });
    expect(errorCode(nullOrigin)).toBe('CSRF_INVALID');
  });

  it('abuse: a cross-site form cannot sign a shopper out or change the profile', async () => {
    const victim = createAgent(t.app);
    await signedInShopper(victim);
    // What a forged form sends: the victim's cookies (SameSite=Lax would even withhold them), no header.
    const cookie = `${SESSION_COOKIE}=${victim.cookies.get(SESSION_COOKIE)}; ${CSRF_COOKIE}=${victim.cookies.get(CSRF_COOKIE)}`;
    const forged = createAgent(t.app);
    for (const [method, url] of [
      ['POST', '/api/v1/auth/logout'],
      ['PUT', '/api/v1/me'],
      ['DELETE', '/api/v1/me/sessions'],
    ] as const) {
      const res = await forged.request(
        method,
        url,
        method === 'PUT' ? { firstName: 'Pwned', phone: null } : undefined,
        {
          cookie,
          'x-csrf-token': '',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await victim.get('/api/v1/me')).json().firstName).toBe('Ada');
  });

  it('same-origin requests with the token pass', async () => {
    const a = createAgent(t.app);
    const res = await a.post('/api/v1/auth/logout', undefined, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(204);
  });

  it('abuse: a cross-site POST to a page (a React Router action) is refused before it runs', async () => {
    const a = createAgent(t.app);
    const form = 'name=x';
    const res = await a.request('POST', '/form', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
      'x-csrf-token': '',
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/form',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("the storefront's in-memory API calls (internal token) need no CSRF header", async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const cookie = [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sign-out',
      payload: '',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"status":204');
    expect((await a.get('/api/v1/me')).statusCode).toBe(401);
  });
});

describe('fittingTokens (the check, remembered)', () => {
  const config = { authSecret: 'a-secret-of-this-test-that-is-long-enough' } as Config;

  it('answers what csrfTokenFits answers, after remembering too', () => {
    const fits = fittingTokens(config);
    const mine = csrfTokenFor(config, 'session-a');
    const signedOut = csrfTokenFor(config, undefined);
    for (let round = 0; round < 2; round++) {
      expect(fits(mine, 'session-a')).toBe(true);
      // Remembered for session-a only: another session, or none, is refused.
      expect(fits(mine, 'session-b')).toBe(false);
      expect(fits(mine, undefined)).toBe(false);
      expect(fits(signedOut, undefined)).toBe(true);
      expect(fits(signedOut, 'session-a')).toBe(false);
      expect(fits(`${mine}x`, 'session-a')).toBe(false);
    }
    // Another secret never shares what this one remembered.
    expect(
      fittingTokens({ authSecret: 'another-secret-of-this-test-long-enough' } as Config)(mine, 'session-a'),
    ).toBe(false);
  });

  it('answers right once it has started again (past FITTING_TOKENS_KEPT tokens)', () => {
    const fits = fittingTokens(config);
    const tokens = Array.from({ length: FITTING_TOKENS_KEPT + 5 }, (_, i) => csrfTokenFor(config, `s${i}`));
    for (const [i, token] of tokens.entries()) expect(fits(token, `s${i}`)).toBe(true);
    for (const [i, token] of tokens.slice(0, 10).entries()) {
      expect(fits(token, `s${i}`)).toBe(true);
      expect(fits(token, `s${i + 1}`)).toBe(false);
    }
  });
});
