import { CODE_TRANSIT_GRACE_SECONDS, RESET_COUNTDOWN_SECONDS } from '@shop/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, signedInShopper, testClock } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const clock = testClock();
const NEW = 'NewKeycap456';

describe('reset codes under attack', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { publicUrl: 'https://shop.example' } });
  });
  afterAll(() => t?.close());

  const forgot = (a: Agent, email: string) =>
    a.patch('/api/v1/auth/password-reset', { email }, { origin: 'https://shop.example' });

  it('a reset code lives as long as the OTP dialog counts down, and its e-mail says so', async () => {
    const a = createAgent(t.app);
    const onTime = await signedInShopper(a);
    const late = await signedInShopper(createAgent(t.app));
    await forgot(a, onTime.email);
    await forgot(a, late.email);
    const mail = (await a.get(`/api/v1/dev/outbox?to=${encodeURIComponent(onTime.email)}`)).json()
      .contents[0];
    expect(mail.text).toContain(`Both expire in ${RESET_COUNTDOWN_SECONDS / 60} minutes.`);
    const onTimeCode = await latestCode(a, onTime.email, 'RESET_CODE');
    const lateCode = await latestCode(a, late.email, 'RESET_CODE');
    // Sent as the dialog shows 0:01: accepted.
    clock.advance((RESET_COUNTDOWN_SECONDS - 1) * 1000);
    const verify = (email: string, code: string) =>
      a.patch('/api/v1/auth/password-reset/verification', { email, code });
    expect((await verify(onTime.email, onTimeCode)).statusCode).toBe(200);
    // After the countdown (and the seconds a request may take on its way): 'Time out!'.
    clock.advance((1 + CODE_TRANSIT_GRACE_SECONDS) * 1000);
    expect(errorCode(await verify(late.email, lateCode))).toBe('CLI-ACC-002');
  });

  it('abuse: an expired link is CLI-ACC-002 (the web shows /auth/reset-password-failure)', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await forgot(a, s.email);
    const code = await latestCode(a, s.email, 'RESET_CODE');
    clock.advance(10 * 60_000 + 1000);
    const res = await a.patch('/api/v1/auth/password-reset/password', {
      email: s.email,
      newPassword: NEW,
      resetCode: code,
    });
    expect(errorCode(res)).toBe('CLI-ACC-002');
    expect(
      errorCode(await a.patch('/api/v1/auth/password-reset/verification', { email: s.email, code })),
    ).toBe('CLI-ACC-002');
  });

  it('abuse: wrong reset codes lock after 5 tries, across the verification and the link', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await forgot(a, s.email);
    const code = await latestCode(a, s.email, 'RESET_CODE');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const answers: string[] = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        errorCode(
          await a.patch('/api/v1/auth/password-reset/verification', { email: s.email, code: wrong }),
        )!,
      );
    for (let i = 0; i < 2; i++) {
      answers.push(
        errorCode(
          await a.patch('/api/v1/auth/password-reset/password', {
            email: s.email,
            newPassword: NEW,
            resetCode: wrong,
          }),
        )!,
      );
    }
    expect(answers).toEqual(['CLI-ACC-010', 'CLI-ACC-010', 'CLI-ACC-010', 'CLI-ACC-010', 'CLI-ACC-009']);
    expect(
      errorCode(await a.patch('/api/v1/auth/password-reset/verification', { email: s.email, code })),
    ).toBe('CLI-ACC-009');
  });

  it('abuse: a code for an unknown address, or with no reset asked, is CLI-ACC-003', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    expect(
      errorCode(
        await a.patch('/api/v1/auth/password-reset/verification', { email: s.email, code: '123456' }),
      ),
    ).toBe('CLI-ACC-003');
    expect(
      errorCode(
        await a.patch('/api/v1/auth/password-reset/verification', {
          email: 'ghost@example.com',
          code: '123456',
        }),
      ),
    ).toBe('CLI-ACC-003');
  });
});
