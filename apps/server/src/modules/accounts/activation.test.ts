import {
  ACTIVATION_CODE_TTL_SECONDS,
  CODE_TRANSIT_GRACE_SECONDS,
  ACCOUNT_MESSAGES as M,
} from '@shop/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, register, testClock } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const clock = testClock();
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('activation by e-mailed code', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  async function pending(a: Agent = createAgent(t.app)) {
    const { res, email, password } = await register(a);
    const { id, accessCode } = res.json();
    return {
      a,
      id: id as string,
      accessCode: accessCode as string,
      email,
      password,
      code: await latestCode(a, email),
    };
  }
  const verify = (a: Agent, body: object) => a.patch('/api/v1/auth/activation', body);

  it('a right code activates; then the shopper can log in', async () => {
    const p = await pending();
    const before = await p.a.post('/api/v1/auth/login', { email: p.email, password: p.password });
    expect(before.statusCode).toBe(403);
    expect(errorCode(before)).toBe('account_disabled');
    const res = await verify(p.a, { userId: p.id, code: p.code, accessCode: p.accessCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await p.a.post('/api/v1/auth/login', { email: p.email, password: p.password });
    expect(after.statusCode).toBe(200);
  });

  it('abuse: a wrong code is CLI-ACC-010 and says how many tries remain', async () => {
    const p = await pending();
    const res = await verify(p.a, { userId: p.id, code: wrong(p.code), accessCode: p.accessCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ errorCode: 'CLI-ACC-010', errorParams: { remainingAttempts: 4 } });
  });

  it('abuse: the 5th wrong try locks the code (CLI-ACC-009), even for the right code afterwards', async () => {
    const p = await pending();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        errorCode(await verify(p.a, { userId: p.id, code: wrong(p.code), accessCode: p.accessCode }))!,
      );
    }
    expect(codes).toEqual(['CLI-ACC-010', 'CLI-ACC-010', 'CLI-ACC-010', 'CLI-ACC-010', 'CLI-ACC-009']);
    const right = await verify(p.a, { userId: p.id, code: p.code, accessCode: p.accessCode });
    expect(errorCode(right)).toBe('CLI-ACC-009');
  });

  it('abuse: concurrent guesses cannot compare more than 5 times', async () => {
    const p = await pending();
    // 9, under the per-account limit of 10 per 15 minutes (that limit is tested in rate-limits.test.ts)
    const guesses = Array.from({ length: 9 }, (_, i) =>
      String((Number(p.code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((code) => verify(p.a, { userId: p.id, code, accessCode: p.accessCode })),
    );
    const wrongs = answers.filter((r) => errorCode(r) === 'CLI-ACC-010').length;
    expect(wrongs).toBeLessThanOrEqual(4);
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    expect(answers.filter((r) => errorCode(r) === 'CLI-ACC-009').length).toBeGreaterThanOrEqual(5);
  });

  it('abuse: an expired code (after the 10 minutes its e-mail states) is CLI-ACC-002', async () => {
    const p = await pending();
    clock.advance((ACTIVATION_CODE_TTL_SECONDS + CODE_TRANSIT_GRACE_SECONDS) * 1000 + 1000);
    const res = await verify(p.a, { userId: p.id, code: p.code, accessCode: p.accessCode });
    expect(errorCode(res)).toBe('CLI-ACC-002');
  });

  it('abuse: a used code cannot be used again (CLI-ACC-003)', async () => {
    const p = await pending();
    expect((await verify(p.a, { userId: p.id, code: p.code, accessCode: p.accessCode })).statusCode).toBe(
      200,
    );
    const replay = await verify(p.a, { userId: p.id, code: p.code, accessCode: p.accessCode });
    expect(errorCode(replay)).toBe('CLI-ACC-003');
  });

  it("abuse: a wrong accessCode is AUTH-004, and so is another shopper's user id", async () => {
    const mine = await pending();
    const theirs = await pending();
    const forged = await verify(mine.a, { userId: mine.id, code: mine.code, accessCode: 'x'.repeat(43) });
    expect(errorCode(forged)).toBe('AUTH-004');
    const cross = await verify(mine.a, { userId: theirs.id, code: theirs.code, accessCode: mine.accessCode });
    expect(errorCode(cross)).toBe('AUTH-004');
    const resendCross = await mine.a.post('/api/v1/auth/activation/resend', {
      userId: theirs.id,
      accessCode: mine.accessCode,
    });
    expect(errorCode(resendCross)).toBe('AUTH-004');
  });

  it('a malformed code is refused with the OTP message', async () => {
    const p = await pending();
    const res = await verify(p.a, { userId: p.id, code: '12a45', accessCode: p.accessCode });
    expect(res.json().errors[0].errorParams).toMatchObject({ field: 'code', message: M.otpInvalid });
  });

  it('resend mails a new code with a fresh accessCode; the old pair stops working', async () => {
    const p = await pending();
    const res = await p.a.post('/api/v1/auth/activation/resend', { userId: p.id, accessCode: p.accessCode });
    expect(res.statusCode, res.body).toBe(200);
    const { email, accessCode } = res.json();
    expect(email).toBe(p.email);
    expect(accessCode).not.toBe(p.accessCode);
    const fresh = await latestCode(p.a, p.email);
    expect(errorCode(await verify(p.a, { userId: p.id, code: fresh, accessCode: p.accessCode }))).toBe(
      'AUTH-004',
    );
    if (fresh !== p.code) {
      expect(errorCode(await verify(p.a, { userId: p.id, code: p.code, accessCode }))).toBe('CLI-ACC-010');
    }
    expect((await verify(p.a, { userId: p.id, code: fresh, accessCode })).statusCode).toBe(200);
  });

  it('a new code works again after a lock (resend unlocks)', async () => {
    const p = await pending();
    for (let i = 0; i < 5; i++)
      await verify(p.a, { userId: p.id, code: wrong(p.code), accessCode: p.accessCode });
    const { accessCode } = (
      await p.a.post('/api/v1/auth/activation/resend', { userId: p.id, accessCode: p.accessCode })
    ).json();
    const res = await verify(p.a, { userId: p.id, code: await latestCode(p.a, p.email), accessCode });
    expect(res.statusCode).toBe(200);
  });

  it('resend for an account already active is AUTH-004', async () => {
    const p = await pending();
    await verify(p.a, { userId: p.id, code: p.code, accessCode: p.accessCode });
    const res = await p.a.post('/api/v1/auth/activation/resend', { userId: p.id, accessCode: p.accessCode });
    expect(errorCode(res)).toBe('AUTH-004');
  });
});
