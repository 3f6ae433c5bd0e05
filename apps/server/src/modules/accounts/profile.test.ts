import { ACCOUNT_MESSAGES as M } from '@shop/domain/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../../db/schema/index.ts';
import { signedInShopper, testClock } from '../../test/accounts.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { realJpeg, realPng } from '../../test/images.ts';

const clock = testClock();

describe('profile of the demo shop', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now });
  });
  afterAll(() => t?.close());

  const as = async (email: string, password: string): Promise<Agent> => {
    const a = createAgent(t.app);
    const res = await a.post('/api/v1/auth/login', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return a;
  };

  it('demo shopper ada@example.com / Shopper123: rank, gold and next target from the user record', async () => {
    const me = (await (await as('ada@example.com', 'Shopper123')).get('/api/v1/me')).json();
    expect(me).toMatchObject({
      email: 'ada@example.com',
      username: 'ada@example.com',
      firstName: 'Ada',
      ranking: 2,
      rankName: 'SILVER',
      totalPoint: 1250,
      totalExps: 2500,
      nextLevelTarget: 5000,
      receiveNewsLetter: true,
      hasPassword: true,
      roles: ['ROLE__AMS_NORMAL_USER'],
      permission: { isMember: true, isAdmin: false, isStaff: false },
      avatar: { imageUrl: expect.stringMatching(/^\/uploads\//) },
    });
  });

  it('demo staff staff@keycap.shop / Staff1234 and owner@keycap.shop / Owner1234 are staff', async () => {
    const staff = (await (await as('staff@keycap.shop', 'Staff1234')).get('/api/v1/me')).json();
    expect(staff.permission).toEqual({ isMember: true, isAdmin: true, isStaff: true });
    const owner = (await (await as('owner@keycap.shop', 'Owner1234')).get('/api/v1/me')).json();
    expect(owner.permission).toEqual({ isMember: true, isAdmin: false, isStaff: true });
  });

  it("abuse: only platform admins read the outbox (a shopper's reset code is in it); shoppers and store owners get 403, visitors 401", async () => {
    const shopper = await as('kai@example.com', 'Shopper123');
    await shopper.patch('/api/v1/auth/password-reset', { email: 'kai@example.com' });
    expect((await createAgent(t.app).get('/api/v1/staff/outbox')).statusCode).toBe(401);
    const refused = await shopper.get('/api/v1/staff/outbox');
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    // The store owner is staff (isStaff), yet must not read a shopper's reset code.
    const owner = await as('owner@keycap.shop', 'Owner1234');
    const ownerRefused = await owner.get('/api/v1/staff/outbox?to=kai@example.com');
    expect(ownerRefused.statusCode).toBe(403);
    expect(errorCode(ownerRefused)).toBe('FORBIDDEN');
    expect(ownerRefused.body).not.toMatch(/\d{6}/);
    const staff = await as('staff@keycap.shop', 'Staff1234');
    const outbox = (await staff.get('/api/v1/staff/outbox?to=KAI@example.com')).json();
    expect(outbox.totalElements).toBeGreaterThanOrEqual(1);
    expect(outbox.contents[0]).toMatchObject({ to: 'kai@example.com', kind: 'RESET_CODE', status: 'STORED' });
  });

  it('a super user alone (without the admin role) reads the outbox too', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    expect((await a.get('/api/v1/staff/outbox')).statusCode).toBe(403);
    const [role] = await t.db.select().from(roles).where(eq(roles.code, 'ROLE__AMS_SUPER_USER'));
    await t.db.insert(userRoles).values({ userId: s.id, roleId: role!.id });
    const res = await a.get(`/api/v1/staff/outbox?to=${encodeURIComponent(s.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().contents[0]).toMatchObject({ to: s.email, kind: 'ACTIVATION_CODE' });
  });

  it('PUT /me changes names, phone, birthday and gender', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a);
    const res = await a.put('/api/v1/me', {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: { regionCode: 'us', countryCode: '1', phone: '0 415 555 0100' },
      birthday: '1980-12-09',
      gender: 'FEMALE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: { regionCode: 'US', countryCode: '+1', phone: '4155550100' },
      birthday: '1980-12-09',
      gender: 'FEMALE',
    });
    const cleared = await a.put('/api/v1/me', { firstName: 'Grace', phone: null, birthday: '' });
    expect(cleared.json()).toMatchObject({ phone: null, birthday: null, gender: null, lastName: '' });
    const bad = await a.put('/api/v1/me', {
      firstName: ' ',
      phone: { regionCode: 'US', countryCode: '+1', phone: '12' },
    });
    const messages = bad
      .json()
      .errors.map((e: { errorParams: { message: string } }) => e.errorParams.message);
    expect(messages).toEqual([M.firstNameRequired, M.phoneInvalid]);
  });

  it('change password: WRONG_PASSWORD, PASSWORD_NOT_CHANGED, then success signs out other browsers', async () => {
    const a = createAgent(t.app);
    const s = await signedInShopper(a);
    const other = createAgent(t.app);
    await other.post('/api/v1/auth/login', { email: s.email, password: s.password });
    const wrong = await a.patch('/api/v1/me/password', {
      currentPassword: 'Nope12345',
      password: 'Fresh1234',
      confirmPassword: 'Fresh1234',
    });
    expect(wrong.json().errors[0]).toEqual({
      errorCode: 'WRONG_PASSWORD',
      errorParams: { field: 'currentPassword' },
    });
    const same = await a.patch('/api/v1/me/password', {
      currentPassword: s.password,
      password: s.password,
      confirmPassword: s.password,
    });
    expect(errorCode(same)).toBe('PASSWORD_NOT_CHANGED');
    const mismatch = await a.patch('/api/v1/me/password', {
      currentPassword: '',
      password: 'Fresh1234',
      confirmPassword: 'Fresh12345',
    });
    const messages = mismatch
      .json()
      .errors.map((e: { errorParams: { message: string } }) => e.errorParams.message);
    expect(messages).toEqual([M.currentPasswordRequired, M.confirmMismatch]);
    const ok = await a.patch('/api/v1/me/password', {
      currentPassword: s.password,
      password: 'Fresh1234',
      confirmPassword: 'Fresh1234',
    });
    expect(ok.json()).toEqual({ success: true });
    expect((await other.get('/api/v1/me')).statusCode).toBe(401);
    expect((await a.get('/api/v1/me')).statusCode).toBe(200);
  });

  it('newsletter: an empty PATCH toggles, a value sets', async () => {
    const a = createAgent(t.app);
    await signedInShopper(a); // registered with the terms box, so subscribed
    expect((await a.patch('/api/v1/me/newsletter')).json()).toEqual({ receiveNewsLetter: false });
    expect((await a.patch('/api/v1/me/newsletter')).json()).toEqual({ receiveNewsLetter: true });
    expect((await a.patch('/api/v1/me/newsletter', { receiveNewsLetter: false })).json()).toEqual({
      receiveNewsLetter: false,
    });
    expect((await a.get('/api/v1/me')).json().receiveNewsLetter).toBe(false);
  });

  it('avatar: PNG and JPEG up to 2 MB; other types and bigger files are refused', async () => {
    const [PNG, JPEG] = await Promise.all([realPng(), realJpeg()]);
    const a = createAgent(t.app);
    await signedInShopper(a);
    const png = await a.put('/api/v1/me/avatar', PNG, { 'content-type': 'image/png' });
    expect(png.statusCode, png.body).toBe(200);
    const url = png.json().avatar.imageUrl;
    expect(url).toMatch(/^\/uploads\/avatars\/[\w-]+\/[0-9a-f]{24}\.png$/);
    expect((await a.get('/api/v1/me')).json().avatar).toEqual({ imageUrl: url });
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const jpeg = await a.put('/api/v1/me/avatar', JPEG, { 'content-type': 'image/jpeg' });
    expect(jpeg.json().avatar.imageUrl).toMatch(/\.jpg$/);
    expect((await t.app.inject({ url })).statusCode).toBe(404); // the previous file is gone

    const gif = await a.put('/api/v1/me/avatar', Buffer.from('GIF89a....'), { 'content-type': 'image/gif' });
    expect(errorCode(gif)).toBe('FILE_TYPE_NOT_SUPPORTED');
    const disguised = await a.put('/api/v1/me/avatar', JPEG, { 'content-type': 'image/png' });
    expect(errorCode(disguised)).toBe('FILE_TYPE_NOT_SUPPORTED');
    const json = await a.put('/api/v1/me/avatar', { not: 'an image' });
    expect(errorCode(json)).toBe('FILE_TYPE_NOT_SUPPORTED');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await a.put('/api/v1/me/avatar', big, { 'content-type': 'image/png' });
    expect(errorCode(tooBig)).toBe('FILE_TOO_LARGE');
    const huge = await a.put('/api/v1/me/avatar', Buffer.concat([big, Buffer.alloc(1024 * 1024)]), {
      'content-type': 'image/png',
    });
    expect(huge.statusCode).toBe(413);
  });

  it('abuse: a shopper only ever reads and changes their own profile', async () => {
    const mallory = createAgent(t.app);
    const m = await signedInShopper(mallory, { firstName: 'Mallory' });
    const ada = await as('ada@example.com', 'Shopper123');
    await mallory.put('/api/v1/me', {
      firstName: 'Mallory',
      phone: null,
      id: (await ada.get('/api/v1/me')).json().id,
    } as object);
    expect((await ada.get('/api/v1/me')).json().firstName).toBe('Ada');
    expect((await mallory.get('/api/v1/me')).json().email).toBe(m.email);
    // No route takes another user's id: /users/{id} does not exist for shoppers.
    expect((await mallory.get(`/api/v1/users/${(await ada.get('/api/v1/me')).json().id}`)).statusCode).toBe(
      404,
    );
  });
});
