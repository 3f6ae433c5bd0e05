import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { PASSWORD, signedInShopper } from '../../test/accounts.ts';
import { createAgent, SESSION_COOKIE } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const secureFor = (env: Record<string, string>) => loadConfig(env).session.secure;

describe('COOKIE_SECURE=auto: Secure outside localhost', () => {
  it('is Secure for any public host, over https or (by mistake) plain http', () => {
    expect(secureFor({ PUBLIC_URL: 'https://shop.example.com' })).toBe(true);
    expect(secureFor({ PUBLIC_URL: 'http://shop.example.com' })).toBe(true);
    expect(secureFor({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(true);
    expect(secureFor({ PUBLIC_URL: 'http://localhost.example.com' })).toBe(true);
  });

  it('is not Secure when the public host is this machine', () => {
    expect(secureFor({})).toBe(false); // http://localhost:3000
    expect(secureFor({ PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(secureFor({ PUBLIC_URL: 'http://127.0.0.1:3100' })).toBe(false);
    expect(secureFor({ PUBLIC_URL: 'http://[::1]:3000' })).toBe(false);
    expect(secureFor({ PUBLIC_URL: 'http://shop.localhost:3000' })).toBe(false);
  });

  it('true and false override the host', () => {
    expect(secureFor({ PUBLIC_URL: 'http://127.0.0.1:3100', COOKIE_SECURE: 'true' })).toBe(true);
    expect(secureFor({ PUBLIC_URL: 'https://shop.example.com', COOKIE_SECURE: 'false' })).toBe(false);
  });
});

/** The Set-Cookie headers of a response, by cookie name. */
function setCookies(res: { headers: Record<string, unknown> }): Map<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return new Map(list.map((c: string) => [c.slice(0, c.indexOf('=')), c]));
}

describe.each([
  { publicUrl: 'https://shop.example.com', secure: true },
  { publicUrl: 'http://127.0.0.1:3100', secure: false },
])('the cookies a browser receives at $publicUrl', ({ publicUrl, secure }) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const { session } = loadConfig({ PUBLIC_URL: publicUrl });
    t = await createTestApp({ config: { publicUrl, session } });
  });
  afterAll(() => t?.close());

  it(`session and CSRF cookies are ${secure ? '' : 'not '}Secure, always httpOnly (session) and SameSite=Lax`, async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const res = await createAgent(t.app).post('/api/v1/auth/login', { email: s.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookies = setCookies(res);
    const session = cookies.get(SESSION_COOKIE)!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(/;\s*Secure/i.test(session)).toBe(secure);
    const csrf = setCookies(await createAgent(t.app).get('/api/v1/auth/csrf')).get(`${SESSION_COOKIE}_csrf`)!;
    expect(/;\s*Secure/i.test(csrf)).toBe(secure);
  });
});
