import { ACCOUNT_MESSAGES as M } from '@shop/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { register, registration, testClock, uniqueEmail } from '../../test/accounts.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { createTestApp } from '../../test/harness.ts';

const clock = testClock();

/** The field messages of an INVALID_FIELD answer, by field. */
const fieldMessages = (res: { json(): { errors: { errorParams: { field: string; message: string } }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.errorParams.field, e.errorParams.message]));

describe('POST /api/v1/auth/register', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  it('creates a not-activated NORMAL_USER, answers {id, accessCode} and mails a 6-digit code', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a, { phone: '  00 7400 123 456 ', birthday: '1990-02-28' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessCode', 'id']);
    expect(body.accessCode.length).toBeGreaterThanOrEqual(40);
    const [user] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(user).toMatchObject({ email, activated: false, phone: '7400123456', phoneRegionCode: 'GB' });
    expect(user).toMatchObject({ phoneCountryCode: '+44', birthday: '1990-02-28', receiveNewsLetter: true });
    // argon2id with the configured cost; never the password itself
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const role = await t.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, body.id));
    expect(role.map((r) => r.code)).toEqual(['ROLE__AMS_NORMAL_USER']);
    const mail = (await a.get(`/api/v1/dev/outbox?to=${email}`)).json().contents[0];
    expect(mail).toMatchObject({ kind: 'ACTIVATION_CODE', status: 'STORED', to: email });
    expect(mail.text).toMatch(/Verification code: \d{6}/);
    expect(mail.html).toMatch(/<strong>\d{6}<\/strong>/);
  });

  it('EMAIL_ALREADY_EXIST (409) for a taken address, whatever its case', async () => {
    const a = createAgent(t.app);
    const { email } = await register(a);
    const again = await register(a, { email: email.toUpperCase() });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().errors[0]).toEqual({
      errorCode: 'EMAIL_ALREADY_EXIST',
      errorParams: { field: 'email' },
    });
  });

  it('refuses a number that cannot exist in its country, and a region or calling code that is not real', async () => {
    const noSuchNumber = await register(createAgent(t.app), {
      areaCode: { regionCode: 'US', countryCode: '+1' },
      phone: '1234567890', // no US area code starts with 1
    });
    expect(noSuchNumber.res.statusCode).toBe(400);
    expect(fieldMessages(noSuchNumber.res)).toEqual({ phone: M.phoneInvalid });
    const noSuchRegion = await register(createAgent(t.app), {
      areaCode: { regionCode: 'XX', countryCode: '1234' },
      phone: '123456789012',
    });
    expect(fieldMessages(noSuchRegion.res)).toMatchObject({ areaCode: M.areaCodeRequired });
    const wrongCode = await register(createAgent(t.app), {
      areaCode: { regionCode: 'GB', countryCode: '+1' },
    });
    expect(fieldMessages(wrongCode.res)).toMatchObject({ areaCode: M.areaCodeRequired });
  });

  it("answers every broken rule with the spec's message", async () => {
    const a = createAgent(t.app);
    const body = registration({
      email: 'not-an-email',
      phone: '12 34',
      password: 'lowercase1',
      confirmPassword: 'other',
      firstName: ' Ada',
      receiveNewsLetter: false as true,
    });
    const res = await a.post('/api/v1/auth/register', { ...body, recaptchaResponse: 'x' });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toMatchObject({
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      password: M.passwordHint,
      firstName: M.firstNameRequired,
      receiveNewsLetter: M.termsRequired,
    });
    const mismatch = await a.post('/api/v1/auth/register', {
      ...registration({ confirmPassword: 'Keycap1234' }),
      recaptchaResponse: 'x',
    });
    expect(fieldMessages(mismatch)).toEqual({ confirmPassword: M.registerConfirmMismatch });
    const empty = await a.post('/api/v1/auth/register', {
      ...registration({ email: '', password: '   ' }),
      recaptchaResponse: 'x',
    });
    expect(fieldMessages(empty)).toMatchObject({ email: M.fieldRequired, password: M.emptyString });
  });

  it('accepts a birthday only within the 80 offered years (ending 16 years ago)', async () => {
    const young = await register(createAgent(t.app), { birthday: '2015-01-01' });
    expect(young.res.statusCode).toBe(400);
    expect(young.res.json().errors[0].errorParams).toMatchObject({
      field: 'birthday',
      message: M.birthdayInvalid,
    });
    const old = await register(createAgent(t.app), { birthday: '1947-01-01' });
    expect(old.res.statusCode).toBe(201);
  });

  describe('captcha (ALTCHA proof of work)', () => {
    it('abuse: a missing or forged captcha is CAPTCHA_INVALID', async () => {
      const a = createAgent(t.app);
      for (const recaptchaResponse of ['garbage', Buffer.from('{"challenge":{}}').toString('base64')]) {
        const res = await a.post('/api/v1/auth/register', { ...registration(), recaptchaResponse });
        expect(res.statusCode).toBe(400);
        expect(errorCode(res)).toBe('CAPTCHA_INVALID');
      }
    });

    it('abuse: a solution whose challenge was tampered with is refused', async () => {
      const a = createAgent(t.app);
      const payload = JSON.parse(Buffer.from(await solveCaptcha(a), 'base64').toString());
      payload.challenge.parameters.data.exp += 3600;
      const res = await a.post('/api/v1/auth/register', {
        ...registration(),
        recaptchaResponse: Buffer.from(JSON.stringify(payload)).toString('base64'),
      });
      expect(errorCode(res)).toBe('CAPTCHA_INVALID');
    });

    it('abuse: a solved captcha is good once (a replay is refused)', async () => {
      const a = createAgent(t.app);
      const captcha = await solveCaptcha(a);
      const first = await a.post('/api/v1/auth/register', { ...registration(), recaptchaResponse: captcha });
      expect(first.statusCode).toBe(201);
      const replay = await a.post('/api/v1/auth/register', { ...registration(), recaptchaResponse: captcha });
      expect(errorCode(replay)).toBe('CAPTCHA_INVALID');
    });

    it('abuse: an expired captcha (older than 10 minutes) is refused', async () => {
      const a = createAgent(t.app);
      const captcha = await solveCaptcha(a);
      clock.advance(11 * 60_000);
      const res = await a.post('/api/v1/auth/register', {
        ...registration({ email: uniqueEmail() }),
        recaptchaResponse: captcha,
      });
      expect(errorCode(res)).toBe('CAPTCHA_INVALID');
    });

    it('GET /captcha/challenge is a signed, uncached challenge', async () => {
      const res = await createAgent(t.app).get('/api/v1/captcha/challenge');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        parameters: { algorithm: 'PBKDF2/SHA-256' },
        signature: expect.any(String),
      });
    });
  });
});
