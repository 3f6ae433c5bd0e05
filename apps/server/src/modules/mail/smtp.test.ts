import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { register, uniqueEmail } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { codeIn, startSmtpSink } from '../../test/smtp-sink.ts';
import { runDueJobs } from '../jobs/index.ts';

/** What a server's job worker does within a second of the commit: runs the queued deliveries. */
const deliver = (t: { app: { ctx: Parameters<typeof runDueJobs>[0] } }) => runDueJobs(t.app.ctx);

describe('mail over SMTP (a real smtp-server on 127.0.0.1)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      config: { mail: { smtpUrl: sink.url, from: 'Dwarf Factory <no-reply@keycap.shop>' } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('delivers the activation code; the code read from the mail activates the account', async () => {
    const a = createAgent(t.app);
    const { res, email, password } = await register(a);
    expect(res.statusCode).toBe(201);
    await deliver(t);
    const [mail] = sink.to(email);
    expect(mail?.from).toBe('no-reply@keycap.shop');
    expect(mail?.raw).toMatch(/^Subject: Dwarf Factory: your activation code \d{6}/m);
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
    const { id, accessCode } = res.json();
    const verified = await a.patch('/api/v1/auth/activation', {
      userId: id,
      code: codeIn(mail!.text),
      accessCode,
    });
    expect(verified.statusCode).toBe(200);
    expect((await a.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
    // Delivered mail keeps no body in the outbox: the code need not linger in the database.
    const [row] = (await a.get(`/api/v1/dev/outbox?to=${email}`)).json().contents;
    expect(row).toMatchObject({ status: 'SENT', text: null, html: null, sentAt: expect.any(String) });
  });

  it('delivers the reset code and link', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a);
    const { id, accessCode } = res.json();
    await deliver(t);
    await a.patch('/api/v1/auth/activation', {
      userId: id,
      code: codeIn(sink.to(email)[0]!.text),
      accessCode,
    });
    await a.patch('/api/v1/auth/password-reset', { email });
    await deliver(t);
    const reset = sink.to(email)[1]!;
    const code = codeIn(reset.text);
    expect(reset.text).toContain(`/auth/reset-password?email=${encodeURIComponent(email)}&resetCode=${code}`);
    const ok = await a.patch('/api/v1/auth/password-reset/password', {
      email,
      newPassword: 'Smtp12345',
      resetCode: code,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('mail when the SMTP server is down', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      config: { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'shop@example.com' } },
    });
  });
  afterAll(() => t?.close());

  it('the request still succeeds; the outbox keeps the mail QUEUED with the error, for another try', async () => {
    const a = createAgent(t.app);
    const { res, email } = await register(a, { email: uniqueEmail('down') });
    expect(res.statusCode).toBe(201);
    await deliver(t);
    const [row] = (await a.get(`/api/v1/dev/outbox?to=${email}`)).json().contents;
    expect(row).toMatchObject({ status: 'QUEUED', error: expect.any(String), text: expect.any(String) });
  });
});

describe('outbox routes without DEV_ROUTES', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // What a shop started with NODE_ENV unset gets: development, but no development routes.
    const { devRoutes } = loadConfig({});
    t = await createTestApp({ config: { env: 'development', devRoutes } });
  });
  afterAll(() => t?.close());

  it('the development outbox does not exist unless DEV_ROUTES=true enabled it', async () => {
    expect((await t.app.inject({ url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/staff/outbox' })).statusCode).toBe(401);
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(docs.paths).some((p) => p.includes('/dev/'))).toBe(false);
  });
});
