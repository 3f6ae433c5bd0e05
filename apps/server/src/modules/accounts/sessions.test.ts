import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper, testClock } from '../../test/accounts.ts';
import { createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';

const clock = testClock();

describe('sessions of the signed-in user', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  it('lists own sessions with the current one flagged, revokes one and all others', async () => {
    const phone = createAgent(t.app, { userAgent: 'Phone/1.0' });
    const s = await signedInShopper(phone);
    const laptop = createAgent(t.app, { userAgent: 'Laptop/2.0' });
    await laptop.post('/api/v1/auth/login', { email: s.email, password: s.password });
    const tablet = createAgent(t.app, { userAgent: 'Tablet/3.0' });
    await tablet.post('/api/v1/auth/login', { email: s.email, password: s.password, rememberMe: false });

    const list = (await laptop.get('/api/v1/me/sessions')).json().contents;
    expect(list).toHaveLength(3);
    expect(list.filter((x: { current: boolean }) => x.current)).toEqual([
      expect.objectContaining({ userAgent: 'Laptop/2.0' }),
    ]);
    expect(list.find((x: { userAgent: string }) => x.userAgent === 'Tablet/3.0')).toMatchObject({
      persistent: false,
    });

    const phoneId = list.find((x: { userAgent: string }) => x.userAgent === 'Phone/1.0').id;
    expect((await laptop.delete(`/api/v1/me/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await phone.get('/api/v1/me')).statusCode).toBe(401);

    const others = await laptop.delete('/api/v1/me/sessions');
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await tablet.get('/api/v1/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/v1/me')).statusCode).toBe(200);
  });

  it("abuse: another shopper's session can be neither listed nor revoked (404)", async () => {
    const mallory = createAgent(t.app);
    await signedInShopper(mallory);
    const victim = createAgent(t.app);
    await signedInShopper(victim);
    const victimSession = (await victim.get('/api/v1/me/sessions')).json().contents[0].id;
    const ids = (await mallory.get('/api/v1/me/sessions')).json().contents.map((x: { id: string }) => x.id);
    expect(ids).not.toContain(victimSession);
    const res = await mallory.delete(`/api/v1/me/sessions/${victimSession}`);
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect((await victim.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('abuse: a malformed session id is a 404 like an unknown one, never a 400 or 500', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    for (const id of [
      'not-a-uuid',
      '1',
      "x'; drop table sessions; --",
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await a.delete(`/api/v1/me/sessions/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(errorCode(res)).toBe('NOT_FOUND');
    }
    expect((await a.get('/api/v1/me')).statusCode).toBe(200);
  });

  it("abuse: DELETE /me/sessions signs out the caller's other browsers only, never another shopper's", async () => {
    const mine = createAgent(t.app);
    const me = await signedInShopper(mine);
    const myOther = createAgent(t.app);
    await myOther.post('/api/v1/auth/login', { email: me.email, password: me.password });
    const victim = createAgent(t.app);
    const v = await signedInShopper(victim);
    const victimOther = createAgent(t.app);
    await victimOther.post('/api/v1/auth/login', { email: v.email, password: v.password });

    expect((await mine.delete('/api/v1/me/sessions')).json()).toEqual({ revoked: 1 });
    expect((await myOther.get('/api/v1/me')).statusCode).toBe(401);
    expect((await mine.get('/api/v1/me')).statusCode).toBe(200);
    expect((await victim.get('/api/v1/me')).statusCode).toBe(200);
    expect((await victimOther.get('/api/v1/me')).statusCode).toBe(200);
    expect((await victim.get('/api/v1/me/sessions')).json().contents).toHaveLength(2);
  });

  it('abuse: every /me route answers 401 without a session', async () => {
    const anon = createAgent(t.app);
    const calls = [
      anon.get('/api/v1/me'),
      anon.put('/api/v1/me', { firstName: 'X', phone: null }),
      anon.patch('/api/v1/me/password', {
        currentPassword: 'x',
        password: 'Keycap123',
        confirmPassword: 'Keycap123',
      }),
      anon.patch('/api/v1/me/newsletter'),
      anon.get('/api/v1/me/sessions'),
      anon.delete('/api/v1/me/sessions'),
      anon.delete('/api/v1/me/sessions/00000000-0000-4000-8000-000000000000'),
      anon.put('/api/v1/me/avatar', Buffer.from([0x89, 0x50]), { 'content-type': 'image/png' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(401);
  });
});
