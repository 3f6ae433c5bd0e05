import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema/index.ts';
import { PASSWORD, register, signedInShopper } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { createBrowser } from '../../test/browser.ts';
import { createTestApp } from '../../test/harness.ts';
import { freePort, startOidcProvider } from '../../test/oidc-provider.ts';
import { OIDC_FLOW_COOKIE, openFlow } from './oidc-flow.ts';

/**
 * Google sign-in end to end over real HTTP: the shop listens on 127.0.0.1, a real OpenID provider
 * (oidc-provider) on another port; the test plays the browser through start -> provider login and
 * consent -> callback, then uses the session cookie.
 */
describe('sign in with an OpenID provider (authorization code + PKCE)', () => {
  let shop: string;
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    const port = await freePort();
    shop = `http://127.0.0.1:${port}`;
    const redirectUrl = `${shop}/api/v1/auth/oidc/callback`;
    idp = await startOidcProvider(redirectUrl);
    const oidc = { issuer: idp.issuer, clientId: 'shop', clientSecret: 'shop-secret-for-tests', redirectUrl };
    t = await createTestApp({ config: { oidc, publicUrl: shop } });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** Start -> the provider's login form -> consent -> back at the shop; answers the shop's last redirect. */
  async function signIn(login: string, returnTo = '/account/profile?tab=orders') {
    const browser = createBrowser();
    const start = await browser.request(
      `${shop}/api/v1/auth/oidc/start?redirect_uri=${encodeURIComponent(returnTo)}`,
    );
    expect(start.status).toBe(302);
    const authUrl = new URL(start.location!);
    expect(authUrl.origin).toBe(idp.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();
    let hop = await browser.request(start.location!);
    for (let i = 0; i < 12 && hop.location && !hop.location.startsWith(shop); i++) {
      hop = await browser.request(hop.location);
      if (hop.status === 200) {
        // The provider's page: its form posts back to itself with a prompt of login or consent.
        const action = /action="([^"]+)"/.exec(hop.text)![1]!.replace(/&amp;/g, '&');
        const prompt = /name="prompt" value="(\w+)"/.exec(hop.text)![1]!;
        const form: Record<string, string> =
          prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt };
        hop = await browser.request(new URL(action, idp.issuer).href, { form });
      }
    }
    expect(hop.location?.startsWith(`${shop}/api/v1/auth/oidc/callback?`)).toBe(true);
    const back = await browser.request(hop.location!);
    return { browser, back };
  }

  it('GET /auth/providers and the app config show the Google button', async () => {
    expect((await createAgent(t.app).get('/api/v1/auth/providers')).json()).toEqual({ google: true });
    expect((await t.app.inject({ url: '/api/v1/app-config' })).json().signIn).toEqual({ google: true });
  });

  it('creates an activated account for a verified e-mail, signs in, and returns to the original address', async () => {
    const { browser, back } = await signIn('alice');
    expect(back.status).toBe(302);
    const landing = new URL(back.location!);
    expect(landing.pathname).toBe('/auth/login-callback');
    // What the web does (apps/web/app/lib/safe-redirect.ts loginCallbackTarget): state after the ';'
    const state = new URLSearchParams(landing.hash.slice(1)).get('state')!;
    expect(decodeURIComponent(state.slice(state.indexOf(';') + 1))).toBe('/account/profile?tab=orders');
    const me = await browser.request(`${shop}/api/v1/me`);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text)).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Liddell',
      hasPassword: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    expect(row).toMatchObject({ activated: true, passwordHash: null });
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, row!.id));
    expect(links).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'alice' })]);
    expect(browser.cookies(new URL(shop).host).has('shop_oidc_flow')).toBe(false); // used up
  });

  it('a second sign-in finds the linked account (no duplicate)', async () => {
    const { back } = await signIn('alice', '/');
    expect(new URL(back.location!).pathname).toBe('/auth/login-callback');
    expect((await t.db.select().from(users).where(eq(users.email, 'alice@example.com'))).length).toBe(1);
  });

  it('abuse: an unverified e-mail is never linked to the account that owns it', async () => {
    const a = createAgent(t.app);
    const { res } = await register(a, { email: 'victim@example.com' });
    expect(res.statusCode).toBe(201);
    const { back } = await signIn('mallory');
    const landing = new URL(back.location!);
    expect(landing.pathname).toBe('/auth/login-failure-callback');
    expect(landing.hash).toMatch(/^#error=OIDC_EMAIL_NOT_VERIFIED&state=/);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.subject, 'mallory'))).toEqual([]);
  });

  it('abuse: a callback without the flow cookie (another browser, a forged link) is refused', async () => {
    const stranger = createBrowser();
    const res = await stranger.request(`${shop}/api/v1/auth/oidc/callback?code=stolen&state=whatever`);
    expect(res.status).toBe(302);
    expect(new URL(res.location!).hash).toMatch(/^#error=OIDC_FAILED/);
    expect(res.res.headers.getSetCookie().some((c) => c.startsWith('shop_session='))).toBe(false);
  });

  it('abuse: the return address is only ever a path of this site', async () => {
    const { back } = await signIn('alice', 'https://evil.example/phish');
    const state = new URLSearchParams(new URL(back.location!).hash.slice(1)).get('state')!;
    expect(decodeURIComponent(state.slice(state.indexOf(';') + 1))).toBe('/');
  });

  it('abuse: every hostile return address is sealed into the flow as / (no redirect leaves the shop)', async () => {
    const ours = `${shop}/account/orders?page=2`;
    const cases: [string, string][] = [
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['/..//evil.example', '/'],
      ['/\t/evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['https://evil.example/account', '/'],
      [`https://user@${new URL(shop).host}/account`, '/'],
      [ours, '/account/orders?page=2'],
    ];
    for (const [given, sealed] of cases) {
      const res = await t.app.inject({
        url: `/api/v1/auth/oidc/start?redirect_uri=${encodeURIComponent(given)}`,
      });
      expect(res.statusCode, given).toBe(302);
      const cookie = res.cookies.find((c) => c.name === OIDC_FLOW_COOKIE)!;
      expect(openFlow(t.app.ctx.config.authSecret, cookie.value, new Date())?.returnTo, given).toBe(sealed);
    }
  });

  it('abuse: an account registered but never activated loses its password when the mailbox owner signs in', async () => {
    const attacker = createAgent(t.app);
    expect((await register(attacker, { email: 'carol@example.com' })).res.statusCode).toBe(201);
    const { browser } = await signIn('carol');
    expect(JSON.parse((await browser.request(`${shop}/api/v1/me`)).text)).toMatchObject({
      email: 'carol@example.com',
    });
    const stale = await attacker.post('/api/v1/auth/login', {
      email: 'carol@example.com',
      password: PASSWORD,
    });
    expect(stale.statusCode).toBe(400); // invalid_grant: the pre-registered password is gone
  });

  it('an activated password account with the same verified e-mail is linked and keeps its password', async () => {
    const owner = createAgent(t.app);
    await signedInShopper(owner, { email: 'dave@example.com' });
    const { browser } = await signIn('dave');
    const me = JSON.parse((await browser.request(`${shop}/api/v1/me`)).text);
    expect(me).toMatchObject({ email: 'dave@example.com', firstName: 'Ada', hasPassword: true });
    expect(
      (await owner.post('/api/v1/auth/login', { email: 'dave@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('without a provider', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('the Google button is hidden and start answers 404', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/providers' })).json()).toEqual({ google: false });
    expect((await t.app.inject({ url: '/api/v1/app-config' })).json().signIn).toEqual({ google: false });
    expect((await t.app.inject({ url: '/api/v1/auth/oidc/start' })).statusCode).toBe(404);
  });
});

describe('with an unreachable provider', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const oidc = { issuer: 'http://127.0.0.1:9/', clientId: 'shop', redirectUrl: 'http://localhost/cb' };
    t = await createTestApp({ config: { oidc } });
  });
  afterAll(() => t?.close());

  it('start sends the shopper to /unavailable (spec 001 §2.2)', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/unavailable');
  });
});
