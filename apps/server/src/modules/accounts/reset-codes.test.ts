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
