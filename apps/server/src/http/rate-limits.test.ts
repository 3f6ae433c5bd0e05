import { randomUUID } from 'node:crypto';
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
import { realPng } from '../test/images.ts';
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

  it('abuse: login per account and address: the 11th try from one address is 429 there only, then the window passes', async () => {
    const s = await signedInShopper(createAgent(t.app));
    const attacker = createAgent(t.app);
    const wrong = () => attacker.post('/api/v1/auth/login', { email: s.email, password: 'Wrong12345' });
    // Past the account guard's threshold every attempt needs a captcha; this address solves them.
    const codes = await statuses(LIMITS.loginPerAccountAddress.max, async () =>
      attacker.post('/api/v1/auth/login', {
        email: s.email,
        password: 'Wrong12345',
        recaptchaResponse: await solveCaptcha(attacker),
      }),
    );
    expect(new Set(codes)).toEqual(new Set([400]));
    const last = await wrong();
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0]).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      errorParams: { limit: 'login:account+ip' },
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits at that address: a guesser must not learn it was right.
    const right = await attacker.post('/api/v1/auth/login', { email: s.email, password: s.password });
    expect(right.statusCode).toBe(429);
    // The owner elsewhere is not walled off (the account guard asks for a captcha, account-guard.test.ts).
    const owner = createAgent(t.app);
    const ownerLogin = await owner.post('/api/v1/auth/login', {
      email: s.email,
      password: s.password,
      recaptchaResponse: await solveCaptcha(owner),
    });
    expect(ownerLogin.statusCode).toBe(200);
    clock.advance(LIMITS.loginPerAccountAddress.windowSeconds * 1000);
    expect(
      (await attacker.post('/api/v1/auth/login', { email: s.email, password: s.password })).statusCode,
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

  it('abuse: code verification per account and address (besides the 5-try lock of each code)', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a);
    const { id, accessCode } = res.json();
    const code = await latestCode(a, email);
    // The code locks at the 5th wrong try; the account's window at this address counts on to its limit.
    const guesser = createAgent(t.app);
    const answers: string[] = [];
    for (let i = 0; i < LIMITS.verifyPerAccountAddress.max + 1; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const r = await guesser.patch('/api/v1/auth/activation', { userId: id, code: guess, accessCode });
      answers.push(errorCode(r)!);
    }
    expect(answers.at(-1)).toBe('TOO_MANY_REQUESTS');
    // The owner's browser, elsewhere, is not held back by it (the code itself is locked: CLI-ACC-009).
    const own = await a.patch('/api/v1/auth/activation', { userId: id, code, accessCode });
    expect(errorCode(own)).toBe('CLI-ACC-009');
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

  it('abuse: reset requests per e-mail and address (unknown e-mails too, so the limit tells nothing) and per address', async () => {
    const ghost = 'ghost@example.com';
    const a = createAgent(t.app);
    const perEmail = await statuses(LIMITS.resetPerAccountAddress.max + 1, async () =>
      a.patch('/api/v1/auth/password-reset', { email: ghost, recaptchaResponse: await solveCaptcha(a) }),
    );
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const b = createAgent(t.app);
    const perIp = await statuses(LIMITS.resetPerIp.max + 1, (i) =>
      b.patch('/api/v1/auth/password-reset', { email: `r${i}@example.com` }),
    );
    expect(perIp.at(-1)).toBe(429);
  });

  it('abuse: reset-code checks per e-mail and address', async () => {
    const s = await signedInShopper(createAgent(t.app));
    const guesser = createAgent(t.app);
    const codes = await statuses(LIMITS.verifyPerAccountAddress.max + 1, () =>
      guesser.patch('/api/v1/auth/password-reset/verification', { email: s.email, code: '000000' }),
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

  it('abuse: code verification per address: 30 checks of different accounts from one address, then 429', async () => {
    const a = createAgent(t.app);
    const codes = await statuses(LIMITS.verifyPerIp.max + 1, () =>
      a.patch('/api/v1/auth/activation', {
        userId: randomUUID(),
        code: '123456',
        accessCode: 'x'.repeat(43),
      }),
    );
    expect(codes.slice(0, LIMITS.verifyPerIp.max).every((c) => c !== 429)).toBe(true);
    const last = await a.patch('/api/v1/auth/password-reset/verification', {
      email: uniqueEmail(),
      code: '123456',
    });
    // The activation, reset-code and set-password checks share the address's window.
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0].errorParams).toMatchObject({ limit: 'verify:ip' });
    // Another address is not held back.
    const other = await createAgent(t.app).patch('/api/v1/auth/password-reset/verification', {
      email: uniqueEmail(),
      code: '123456',
    });
    expect(errorCode(other)).toBe('CLI-ACC-003');
  });

  it('abuse: resend per address: 10 resends for different accounts from one address, then 429', async () => {
    const a = createAgent(t.app);
    const codes = await statuses(LIMITS.resendPerIp.max + 1, () =>
      a.post('/api/v1/auth/activation/resend', { userId: randomUUID(), accessCode: 'x'.repeat(43) }),
    );
    expect(codes.slice(0, LIMITS.resendPerIp.max).every((c) => c !== 429)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('abuse: wrong reset codes from many addresses lock that code, never the owner: a new code works', async () => {
    const s = await signedInShopper(createAgent(t.app));
    const owner = createAgent(t.app);
    await owner.patch('/api/v1/auth/password-reset', { email: s.email });
    const code = await latestCode(owner, s.email, 'RESET_CODE');
    const body = (resetCode: string) => ({ email: s.email, newPassword: 'Guessed123', resetCode });
    // Wrong codes from many addresses: the code locks after 5 (CLI-ACC-009), even for the right one.
    const answers: string[] = [];
    for (let i = 0; i < LIMITS.verifyPerAccountAddress.max; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const r = await createAgent(t.app).patch('/api/v1/auth/password-reset/password', body(guess));
      answers.push(errorCode(r)!);
    }
    expect(answers.at(-1)).toBe('CLI-ACC-009');
    expect(errorCode(await owner.patch('/api/v1/auth/password-reset/password', body(code)))).toBe(
      'CLI-ACC-009',
    );
    // The owner asks for a new code, from the same browser, and sets the password with it.
    expect((await owner.patch('/api/v1/auth/password-reset', { email: s.email })).statusCode).toBe(200);
    const fresh = await latestCode(owner, s.email, 'RESET_CODE');
    expect((await owner.patch('/api/v1/auth/password-reset/password', body(fresh))).statusCode).toBe(200);
    expect(
      (await createAgent(t.app).post('/api/v1/auth/login', { email: s.email, password: 'Guessed123' }))
        .statusCode,
    ).toBe(200);
  });

  it('abuse: avatar uploads: 20 an hour per shopper, then 429', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const png = await realPng(32, 32); // avatars are decoded now: a real picture
    const codes = await statuses(LIMITS.avatarPerAccount.max + 1, () =>
      a.put('/api/v1/me/avatar', png, { 'content-type': 'image/png' }),
    );
    expect(codes.slice(0, LIMITS.avatarPerAccount.max).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    clock.advance(LIMITS.avatarPerAccount.windowSeconds * 1000);
    expect((await a.put('/api/v1/me/avatar', png, { 'content-type': 'image/png' })).statusCode).toBe(200);
  });

  it('the limiter stores hashes, never e-mails or addresses', async () => {
    const { rateLimitHits } = await import('../db/schema/index.ts');
    const rows = await t.db.select().from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).toMatch(/^[0-9a-f]{64}$/);
  });
});
