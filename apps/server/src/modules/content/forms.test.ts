import { CONTENT_FORM_MESSAGES as M } from '@shop/domain/content';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/index.ts';
import { type Agent, createAgent, errorCode } from '../../test/agent.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { TEMPLATE_SEED_NOW } from '../../test/db-templates.ts';
import { signInDemoUser } from '../../test/demo-session.ts';
import { createTestApp } from '../../test/harness.ts';

const messages = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    (res.json().errors as { errorParams: { field: string; message: string } }[]).map((e) => [
      e.errorParams.field,
      e.errorParams.message,
    ]),
  );

describe('contact form and newsletter', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let support: string;
  const outbox = async (agent: Agent) => {
    const res = await agent.get(`/api/v1/dev/outbox?to=${encodeURIComponent(support)}&size=50`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().contents as {
      kind: string;
      subject: string;
      text: string;
      html: string;
      status: string;
    }[];
  };
  const countContacts = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;
  beforeAll(async () => {
    // Messages count in fixed one-hour windows of the app's clock: a fixed clock (the seeded template's
    // instant), so that a slow run never crosses a window's boundary between the messages.
    const now = new Date(TEMPLATE_SEED_NOW);
    t = await createTestApp({ seed: true, now: () => now });
    support = t.app.ctx.config.supportEmail;
  });
  afterAll(() => t?.close());

  it('POST /contact stores the message and mails it to support', async () => {
    const agent = createAgent(t.app);
    const body = {
      name: '  Ada Keys ',
      email: 'ada.keys@example.com',
      message: 'Where is my <b>Forest Sprite</b>?\nOrder 1042.',
      recaptchaResponse: await solveCaptcha(agent),
    };
    const res = await agent.post('/api/v1/contact', body);
    expect(res.statusCode, res.body).toBe(201);
    const { id, createdDate } = res.json();
    expect(createdDate).toMatch(/^\d{4}-/);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ada Keys',
      email: 'ada.keys@example.com',
      message: body.message,
      userId: null,
    });

    const mail = (await outbox(agent)).find((m) => m.text.includes(id));
    expect(mail).toMatchObject({
      kind: 'CONTACT_MESSAGE',
      status: 'STORED',
      subject: expect.stringContaining('Ada Keys'),
    });
    expect(mail!.text).toContain('From: Ada Keys <ada.keys@example.com>');
    expect(mail!.text).toContain(body.message);
    // The shopper's words are text in the HTML twin, never markup.
    expect(mail!.html).toContain('&lt;b&gt;Forest Sprite&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Forest Sprite</b>');
  });

  it("a signed-in shopper's message records who sent it", async () => {
    const agent = await signInDemoUser(t, 'kai@example.com');
    const res = await agent.post('/api/v1/contact', {
      name: 'Kai',
      email: 'kai@example.com',
      message: 'Hello!',
      recaptchaResponse: await solveCaptcha(agent),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row?.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("validation answers the form's own words (spec 001 §5)", async () => {
    const agent = createAgent(t.app);
    const empty = await agent.post('/api/v1/contact', { name: ' ', email: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(messages(empty)).toEqual({
      name: 'Your name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
      recaptchaResponse: M.captchaRequired,
    });
    const bad = await agent.post('/api/v1/contact', {
      name: 'x'.repeat(101),
      email: 'not-an-email',
      message: 'y'.repeat(2001),
      recaptchaResponse: 'x',
    });
    expect(messages(bad)).toEqual({
      name: M.nameTooLong,
      email: 'Invalid Email',
      message: M.messageTooLong,
    });
  });

  it('the captcha is verified on the server: invalid and replayed payloads are refused, nothing stored', async () => {
    const agent = createAgent(t.app);
    const before = await countContacts();
    const form = { name: 'Bot', email: 'bot@example.com', message: 'spam' };
    const forged = await agent.post('/api/v1/contact', {
      ...form,
      recaptchaResponse: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toBe('CAPTCHA_INVALID');
    expect(errorCode(await agent.post('/api/v1/contact', { ...form, recaptchaResponse: 'garbage' }))).toBe(
      'CAPTCHA_INVALID',
    );

    const solved = await solveCaptcha(agent);
    expect((await agent.post('/api/v1/contact', { ...form, recaptchaResponse: solved })).statusCode).toBe(
      201,
    );
    const replay = await agent.post('/api/v1/contact', { ...form, recaptchaResponse: solved });
    expect(replay.statusCode).toBe(400);
    expect(errorCode(replay)).toBe('CAPTCHA_INVALID');
    expect(await countContacts()).toBe(before + 1);
  });

  it('is rate limited per address: the sixth message in an hour is a 429', async () => {
    const agent = createAgent(t.app);
    const form = { name: 'Busy', email: 'busy@example.com', message: 'again', recaptchaResponse: 'x' };
    for (let i = 0; i < 5; i++) expect((await agent.post('/api/v1/contact', form)).statusCode).toBe(400);
    const limited = await agent.post('/api/v1/contact', form);
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await createAgent(t.app).post('/api/v1/contact', form)).statusCode).toBe(400);
  });

  it('PUT /newsletter/subscriptions is idempotent, whatever the case of the address', async () => {
    const agent = createAgent(t.app);
    const first = await agent.put('/api/v1/newsletter/subscriptions', {
      email: 'Fan@Example.com',
      recaptchaResponse: await solveCaptcha(agent),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email: 'fan@example.com', subscribed: true });
    const again = await agent.put('/api/v1/newsletter/subscriptions', {
      email: ' fan@example.COM ',
      recaptchaResponse: await solveCaptcha(agent),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, 'fan@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('newsletter: one message for a missing or malformed address; the captcha is required', async () => {
    const agent = createAgent(t.app);
    for (const email of ['', 'fan@', `${'x'.repeat(250)}@example.com`]) {
      const res = await agent.put('/api/v1/newsletter/subscriptions', { email, recaptchaResponse: 'x' });
      expect(res.statusCode).toBe(400);
      expect(messages(res).email).toBe('Please enter a valid email address.');
    }
    const missing = await agent.put('/api/v1/newsletter/subscriptions', { email: 'a@example.com' });
    expect(messages(missing)).toEqual({ recaptchaResponse: M.captchaRequired });
    const invalid = await agent.put('/api/v1/newsletter/subscriptions', {
      email: 'a@example.com',
      recaptchaResponse: 'nope',
    });
    expect(errorCode(invalid)).toBe('CAPTCHA_INVALID');
    const stored = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'a@example.com'));
    expect(stored).toEqual([]);
  });
});
