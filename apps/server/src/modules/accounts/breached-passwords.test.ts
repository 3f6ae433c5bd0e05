import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, register, signedInShopper, uniqueEmail } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { isBreachedPassword } from './breached-passwords.ts';

const BREACHED = { errorCode: 'PASSWORD_BREACHED', errorParams: { field: 'password' } };

describe('the breached-password list bundled with the shop', () => {
  it('holds the passwords every guesser tries first, whatever their case, and not a strong one', async () => {
    for (const p of ['password', 'Password1', 'Qwerty123', 'iloveyou1', 'PASSW0RD', 'Abcd1234']) {
      expect(await isBreachedPassword(p), p).toBe(true);
    }
    for (const p of [PASSWORD, 'Moss-Golem-Sprite-42', 'Shopper123']) {
      expect(await isBreachedPassword(p), p).toBe(false);
    }
  });
});

/** Every place a new password is chosen refuses one of the list, naming the field, and changes nothing. */
describe('a new password from the list is refused everywhere it is chosen', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('registration: 400 PASSWORD_BREACHED on the password field, no account made', async () => {
    const a = createAgent(t.app);
    const email = uniqueEmail('breached');
    const { res } = await register(a, { email, password: 'Password1', confirmPassword: 'Password1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([BREACHED]);
    // The address is still free.
    expect((await register(a, { email })).res.statusCode).toBe(201);
  });

  it('password change: refused, and the old password still signs in', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const res = await a.patch('/api/v1/me/password', {
      currentPassword: s.password,
      password: 'Qwerty123',
      confirmPassword: 'Qwerty123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([BREACHED]);
    const again = await createAgent(t.app).post('/api/v1/auth/login', {
      email: s.email,
      password: s.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('password reset: refused on newPassword, and the code still sets a good one', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    await a.patch('/api/v1/auth/password-reset', { email: s.email });
    const resetCode = await latestCode(a, s.email, 'RESET_CODE');
    const set = (newPassword: string) =>
      a.patch('/api/v1/auth/password-reset/password', { email: s.email, newPassword, resetCode });
    const refused = await set('Abcd1234');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ ...BREACHED, errorParams: { field: 'newPassword' } }]);
    expect((await set('Sprite-Lantern-77')).statusCode).toBe(200);
  });
});
