import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCode,
  register,
  registration,
  signedInShopper,
  testClock,
  uniqueEmail,
} from '../test/accounts.ts';
import { createAgent, errorCode } from '../test/agent.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp } from '../test/harness.ts';
import { LIMITS } from './rate-limits.ts';

const clock = testClock();

/** Runs `times` requests and answers the status codes. */
async function statuses(
  times: number,
  call: (i: number) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await call(i)).statusCode);
  return out;
}

describe('rate limits of the account routes (per address and per account)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  it('abuse: login per account: the 11th try in 15 minutes is 429, from any address, then the window passes', async () => {
    const s = await signedInShopper(createAgent(t.app));
    const codes = await statuses(LIMITS.loginPerAccount.max - 1, () =>
      createAgent(t.app).post('/api/v1/auth/login', { email: s.email, password: 'Wrong12345' }),
    );
    expect(new Set(codes)).toEqual(new Set([400]));
    const last = await createAgent(t.app).post('/api/v1/auth/login', {
      email: s.email,
      password: 'Wrong12345',
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0]).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      errorParams: { limit: 'login:account' },
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: a guesser must not learn it was right.
    const right = await createAgent(t.app).post('/api/v1/auth/login', {
      email: s.email,
      password: s.password,
    });
    expect(right.statusCode).toBe(429);
    clock.advance(LIMITS.loginPerAccount.windowSeconds * 1000);
    expect(
      (await createAgent(t.app).post('/api/v1/auth/login', { email: s.email, password: s.password }))
        .statusCode,
    ).toBe(200);
  });

  it('abuse: login per address: 30 tries with different e-mails, then 429', async () => {
    const a = createAgent(t.app);
    const codes = await statuses(LIMITS.loginPerIp.max + 1, (i) =>
      a.post('/api/v1/auth/login', { email: `spray${i}@example.com`, password: 'Wrong12345' }),
    );
    expect(codes.slice(0, LIMITS.loginPerIp.max).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('abuse: registration per address and per e-mail', async () => {
    const perIp = createAgent(t.app);
    const codes = await statuses(LIMITS.registerPerIp.max + 1, async () => (await register(perIp)).res);
    expect(codes.slice(0, LIMITS.registerPerIp.max).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const email = uniqueEmail();
    const perEmail = await statuses(LIMITS.registerPerAccount.max + 1, async () => {
      const a = createAgent(t.app);
      return a.post('/api/v1/auth/register', {
        ...registration({ email }),
        recaptchaResponse: await solveCaptcha(a),
      });
    });
    expect(perEmail).toEqual([201, 409, 409, 429]);
  });

  it('abuse: code verification per account (besides the 5-try lock of each code)', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a);
    const { id, accessCode } = res.json();
    const code = await latestCode(a, email);
    // The code locks at the 5th wrong try; the account's window keeps counting to its own limit.
    const answers: string[] = [];
    for (let i = 0; i < LIMITS.verifyPerAccount.max + 1; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const r = await createAgent(t.app).patch('/api/v1/auth/activation', {
        userId: id,
        code: guess,
        accessCode,
      });
      answers.push(errorCode(r)!);
    }
    expect(answers.at(-1)).toBe('TOO_MANY_REQUESTS');
  });

  it('abuse: resend per account', async () => {
    const a = createAgent(t.app);
    const { res } = await register(a);
    let { accessCode } = res.json();
    const { id } = res.json();
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.resendPerAccount.max + 1; i++) {
      const r = await createAgent(t.app).post('/api/v1/auth/activation/resend', { userId: id, accessCode });
      codes.push(r.statusCode);
      if (r.statusCode === 200) accessCode = r.json().accessCode;
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('abuse: reset requests per e-mail (unknown ones too, so the limit tells nothing) and per address', async () => {
    const ghost = 'ghost@example.com';
    const perEmail = await statuses(LIMITS.resetPerAccount.max + 1, () =>
      createAgent(t.app).patch('/api/v1/auth/password-reset', { email: ghost }),
    );
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const a = createAgent(t.app);
    const perIp = await statuses(LIMITS.resetPerIp.max + 1, (i) =>
      a.patch('/api/v1/auth/password-reset', { email: `r${i}@example.com` }),
    );
    expect(perIp.at(-1)).toBe(429);
  });

  it('abuse: reset-code checks per e-mail', async () => {
    const s = await signedInShopper(createAgent(t.app));
    const codes = await statuses(LIMITS.verifyPerAccount.max + 1, () =>
      createAgent(t.app).patch('/api/v1/auth/password-reset/verification', {
        email: s.email,
        code: '000000',
      }),
    );
    expect(codes.at(-1)).toBe(429);
  });

  it('abuse: current-password guesses on a stolen session are limited', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const body = { currentPassword: 'Guess12345', password: 'Fresh1234', confirmPassword: 'Fresh1234' };
    const codes = await statuses(LIMITS.passwordChangePerAccount.max + 1, () =>
      a.patch('/api/v1/me/password', body),
    );
    expect(codes.at(-1)).toBe(429);
  });

  it('the limiter stores hashes, never e-mails or addresses', async () => {
    const { rateLimitHits } = await import('../db/schema/index.ts');
    const rows = await t.db.select().from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
