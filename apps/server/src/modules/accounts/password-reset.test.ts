import { ACCOUNT_MESSAGES as M } from '@shop/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, register, signedInShopper, testClock } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const clock = testClock();
const NEW = 'NewKeycap456';

describe('forgot and reset password', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { publicUrl: 'https://shop.example' } });
  });
  afterAll(() => t?.close());

  const forgot = (a: Agent, email: string) =>
    a.patch('/api/v1/auth/password-reset', { email }, { origin: 'https://shop.example' });
  const mailsTo = async (a: Agent, email: string) =>
    (await a.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json().contents;

  it('mails a 6-digit code and the reset link; unknown addresses get the same answer and no mail', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const known = await forgot(a, s.email);
    const unknown = await forgot(a, 'nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true });
    expect(await mailsTo(a, 'nobody-here@example.com')).toEqual([]);
    const [mail] = await mailsTo(a, s.email);
    expect(mail.kind).toBe('RESET_CODE');
    const code = await latestCode(a, s.email, 'RESET_CODE');
    const link = `https://shop.example/auth/reset-password?email=${encodeURIComponent(s.email)}&resetCode=${code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it('an account not yet activated answers account_disabled with {userId, accessCode}, which ACTIVATE can use', async () => {
    const a = createAgent(t.app);
    const { res: reg, email } = await register(a);
    const res = await forgot(a, email);
    expect(res.statusCode).toBe(403);
    const [error] = res.json().errors;
    expect(error.errorCode).toBe('account_disabled');
    expect(error.errorParams).toEqual({ userId: reg.json().id, accessCode: expect.any(String) });
    const code = await latestCode(a, email, 'ACTIVATION_CODE');
    const activated = await a.patch('/api/v1/auth/activation', {
      userId: error.errorParams.userId,
      code,
      accessCode: error.errorParams.accessCode,
    });
    expect(activated.statusCode).toBe(200);
  });

  it('OTP dialog, then CREATE NEW PASSWORD: other sessions end, the old password stops working', async () => {
    const phone = createAgent(t.app);
    const s = await signedInShopper(phone);
    const laptop = createAgent(t.app);
    await laptop.post('/api/v1/auth/login', { email: s.email, password: s.password });
    await forgot(laptop, s.email);
    const code = await latestCode(laptop, s.email, 'RESET_CODE');
    const verified = await laptop.patch('/api/v1/auth/password-reset/verification', { email: s.email, code });
    expect(verified.json()).toEqual({ success: true });
    clock.advance(9 * 60_000); // the code's 2 minutes are long over; a verified code has 10 more
    const res = await laptop.patch('/api/v1/auth/password-reset/password', {
      email: s.email,
      newPassword: NEW,
      resetCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await phone.get('/api/v1/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/v1/me')).statusCode).toBe(200); // the browser that reset stays signed in
    const old = await createAgent(t.app).post('/api/v1/auth/login', { email: s.email, password: s.password });
    expect(errorCode(old)).toBe('invalid_grant');
    const fresh = await createAgent(t.app).post('/api/v1/auth/login', { email: s.email, password: NEW });
    expect(fresh.statusCode).toBe(200);
  });

  it('the e-mailed link sets the password directly; the same code cannot be used twice', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await forgot(a, s.email);
    const code = await latestCode(a, s.email, 'RESET_CODE');
    const link = createAgent(t.app);
    expect(
      (
        await link.patch('/api/v1/auth/password-reset/password', {
          email: s.email,
          newPassword: NEW,
          resetCode: code,
        })
      ).statusCode,
    ).toBe(200);
    const again = await link.patch('/api/v1/auth/password-reset/password', {
      email: s.email,
      newPassword: 'Other12345',
      resetCode: code,
    });
    expect(errorCode(again)).toBe('CLI-ACC-003');
  });

  it('the new password must differ from the current one (PASSWORD_NOT_CHANGED); the code survives for another try', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await forgot(a, s.email);
    const code = await latestCode(a, s.email, 'RESET_CODE');
    const same = await a.patch('/api/v1/auth/password-reset/password', {
      email: s.email,
      newPassword: s.password,
      resetCode: code,
    });
    expect(same.statusCode).toBe(400);
    expect(errorCode(same)).toBe('PASSWORD_NOT_CHANGED');
    const other = await a.patch('/api/v1/auth/password-reset/password', {
      email: s.email,
      newPassword: NEW,
      resetCode: code,
    });
    expect(other.statusCode).toBe(200);
  });

  it('a newer request replaces the older code', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await forgot(a, s.email);
    const first = await latestCode(a, s.email, 'RESET_CODE');
    await forgot(a, s.email);
    const second = await latestCode(a, s.email, 'RESET_CODE');
    if (first !== second) {
      expect(
        errorCode(await a.patch('/api/v1/auth/password-reset/verification', { email: s.email, code: first })),
      ).toBe('CLI-ACC-010');
    }
    expect(
      (await a.patch('/api/v1/auth/password-reset/verification', { email: s.email, code: second }))
        .statusCode,
    ).toBe(200);
  });

  it("form rules answer the spec's messages", async () => {
    const a = createAgent(t.app);
    const empty = await a.patch('/api/v1/auth/password-reset', { email: '' });
    expect(empty.json().errors[0].errorParams.message).toBe(M.fieldRequired);
    const invalid = await a.patch('/api/v1/auth/password-reset', { email: 'nope' });
    expect(invalid.json().errors[0].errorParams.message).toBe(M.emailInvalid);
    const weak = await a.patch('/api/v1/auth/password-reset/password', {
      email: 'a@b.co',
      newPassword: 'short',
      resetCode: '12',
    });
    const messages = weak
      .json()
      .errors.map((e: { errorParams: { message: string } }) => e.errorParams.message);
    expect(messages).toEqual([M.passwordHint, M.otpInvalid]);
  });
});
