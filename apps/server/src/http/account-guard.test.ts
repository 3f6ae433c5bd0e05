import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, signedInShopper, testClock, uniqueEmail } from '../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../test/agent.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { createTestApp } from '../test/harness.ts';
import { GUARDS, guardDelayMs } from './account-guard.ts';

/**
 * Lockouts an attacker cannot aim (issue "Hardening what landed", item 4): an attacker failing on purpose
 * from many addresses makes every caller solve a captcha and wait, but never walls the owner out.
 */
const clock = testClock();

describe('guardDelayMs', () => {
  it('grows from an eighth of the maximum to the maximum, and never past it', () => {
    expect([-1, 0, 1, 2, 3, 4, 20].map((over) => guardDelayMs(over, 2000))).toEqual([
      0, 250, 500, 1000, 2000, 2000, 2000,
    ]);
    expect(guardDelayMs(3, 0)).toBe(0);
  });
});

describe('an account under attack from many addresses', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  const login = (a: Agent, email: string, password: string, recaptchaResponse?: string) =>
    a.post('/api/v1/auth/login', { email, password, ...(recaptchaResponse ? { recaptchaResponse } : {}) });

  it('the owner, from a new address, with the right password and a solved captcha, gets in', async () => {
    const owner = await signedInShopper(createAgent(t.app));
    // 12 addresses, each trying twice: no address reaches its own limits, the account sees 24 tries.
    for (let i = 0; i < 12; i++) {
      const bot = createAgent(t.app);
      for (let j = 0; j < 2; j++) {
        const res = await login(bot, owner.email, `Guess${i}x${j}A`);
        expect(res.statusCode).toBe(400);
        // The first failures are told as such; past the threshold the bots are asked for a captcha.
        const expected = i * 2 + j < GUARDS.loginFailures.captchaAfter ? 'invalid_grant' : 'CAPTCHA_REQUIRED';
        expect(errorCode(res)).toBe(expected);
      }
    }
    const fresh = createAgent(t.app);
    // Without a captcha even the right password is asked for one (the answer tells nothing of the password).
    const asked = await login(fresh, owner.email, owner.password);
    expect(asked.statusCode).toBe(400);
    expect(errorCode(asked)).toBe('CAPTCHA_REQUIRED');
    expect(errorCode(await login(fresh, owner.email, owner.password, 'not-a-payload'))).toBe(
      'CAPTCHA_INVALID',
    );
    const ok = await login(fresh, owner.email, owner.password, await solveCaptcha(fresh));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: owner.email });
    expect(ok.cookies.some((c) => c.name === 'shop_session' && c.value !== '')).toBe(true);
  });

  it('a bot that solves captchas still only gets wrong-password answers, and a used captcha is refused', async () => {
    const owner = await signedInShopper(createAgent(t.app));
    const bot = createAgent(t.app);
    for (let i = 0; i < GUARDS.loginFailures.captchaAfter; i++) await login(bot, owner.email, `Guess${i}Abc`);
    const payload = await solveCaptcha(bot);
    expect(errorCode(await login(bot, owner.email, 'Guess99Abc', payload))).toBe('invalid_grant');
    expect(errorCode(await login(bot, owner.email, 'Guess98Abc', payload))).toBe('CAPTCHA_INVALID');
  });

  it('the guard forgets an account after its window', async () => {
    const owner = await signedInShopper(createAgent(t.app));
    for (let i = 0; i < GUARDS.loginFailures.captchaAfter; i++) {
      await login(createAgent(t.app), owner.email, `Guess${i}Abc`);
    }
    expect(errorCode(await login(createAgent(t.app), owner.email, owner.password))).toBe('CAPTCHA_REQUIRED');
    clock.advance(GUARDS.loginFailures.windowSeconds * 1000);
    expect((await login(createAgent(t.app), owner.email, owner.password)).statusCode).toBe(200);
  });

  it('unknown e-mails are guarded alike (the captcha tells nothing about who has an account)', async () => {
    const ghost = uniqueEmail('ghost');
    const codes: string[] = [];
    for (let i = 0; i <= GUARDS.loginFailures.captchaAfter; i++) {
      codes.push(errorCode(await login(createAgent(t.app), ghost, `Guess${i}Abc`))!);
    }
    expect(codes.at(-1)).toBe('CAPTCHA_REQUIRED');
  });

  it('reset requests flooded from many addresses: the owner, with a captcha, still gets a code', async () => {
    const owner = await signedInShopper(createAgent(t.app));
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await createAgent(t.app).patch('/api/v1/auth/password-reset', { email: owner.email });
      answers.push(res.statusCode === 200 ? 'ok' : errorCode(res)!);
    }
    const allowed = GUARDS.resetRequests.captchaAfter;
    expect(answers).toEqual([...Array(allowed).fill('ok'), ...Array(12 - allowed).fill('CAPTCHA_REQUIRED')]);
    const me = createAgent(t.app);
    const res = await me.patch('/api/v1/auth/password-reset', {
      email: owner.email,
      recaptchaResponse: await solveCaptcha(me),
    });
    expect(res.statusCode).toBe(200);
    const code = await latestCode(me, owner.email, 'RESET_CODE');
    const set = await me.patch('/api/v1/auth/password-reset/password', {
      email: owner.email,
      newPassword: 'Renewed123',
      resetCode: code,
    });
    expect(set.statusCode).toBe(200);
  });
});
