import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { smtpTransport } from '../../platform/mail.ts';
import { register, testClock, uniqueEmail } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { codeIn, startSmtpSink } from '../../test/smtp-sink.ts';
import {
  deliverDueMail,
  drainMail,
  MAIL_MAX_ATTEMPTS,
  nudgeMail,
  recordMail,
  retryDelayMs,
} from './index.ts';

/**
 * The outbox and its worker (issue "Hardening what landed", item 9): mail is written in the transaction of
 * what it tells of, and delivered by a worker that survives crashes, retries with growing waits, and never
 * sends a mail twice when several instances work at once.
 */
const clock = testClock();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const smtp = () => ({ mail: { smtpUrl: sink.url, from: 'Dwarf Factory <no-reply@keycap.shop>' } });

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ now: clock.now, config: smtp() });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const outbox = async (to: string) =>
  (await createAgent(t.app).get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json().contents as {
    status: string;
    error: string | null;
  }[];

describe('the mail is written with the account', () => {
  it('a registration whose mail cannot be written leaves no account behind: the shopper can register again', async () => {
    // The database refuses the outbox row, as a crash at that moment would cut the registration short.
    await t.db.execute(
      sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()',
      ),
    );
    const email = uniqueEmail('atomic');
    const a = createAgent(t.app);
    try {
      expect((await register(a, { email })).res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_mail on mail_outbox'));
      await t.db.execute(sql.raw('drop function refuse_mail()'));
    }
    // No account was left without its code: registering again works, and the code arrives.
    const again = await register(a, { email });
    expect(again.res.statusCode).toBe(201);
    await drainMail(t.app.ctx);
    expect(sink.to(email)).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('a mail the server refused is tried again after a growing wait, and arrives', async () => {
    const email = uniqueEmail('retry');
    sink.refuse(true);
    try {
      expect((await register(createAgent(t.app), { email })).res.statusCode).toBe(201);
      await drainMail(t.app.ctx);
      expect(await outbox(email)).toMatchObject([{ status: 'QUEUED', error: expect.stringMatching(/451/) }]);
      // Not yet due: a sweep now sends nothing.
      nudgeMail(t.app.ctx.config);
      await drainMail(t.app.ctx);
      expect(sink.to(email)).toHaveLength(0);
    } finally {
      sink.refuse(false);
    }
    clock.advance(retryDelayMs(1));
    nudgeMail(t.app.ctx.config);
    await drainMail(t.app.ctx);
    const [mail] = sink.to(email);
    expect(codeIn(mail!.text)).toMatch(/^\d{6}$/);
    expect(await outbox(email)).toMatchObject([{ status: 'SENT', error: null }]);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries: FAILED, with the last error`, async () => {
    const email = uniqueEmail('give-up');
    sink.refuse(true);
    try {
      await register(createAgent(t.app), { email });
      await drainMail(t.app.ctx);
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
        clock.advance(retryDelayMs(attempt));
        nudgeMail(t.app.ctx.config);
        await drainMail(t.app.ctx);
      }
    } finally {
      sink.refuse(false);
    }
    expect(await outbox(email)).toMatchObject([{ status: 'FAILED', error: expect.stringMatching(/451/) }]);
    expect(sink.to(email)).toHaveLength(0);
  });

  it('a mail left behind by a process that stopped before sending it is delivered when the next one starts', async () => {
    const email = uniqueEmail('left-behind');
    // Committed, but the process stopped before its worker ran: no nudge.
    await recordMail(t.app.ctx, { kind: 'TEST', to: email, subject: 'Left behind', text: 'hello', html: '' });
    const next = await buildApp({ config: testConfig(smtp()), database: t.database, now: clock.now });
    await next.ready();
    await drainMail(next.ctx);
    await next.close();
    expect(sink.to(email)).toHaveLength(1);
  });

  it('workers of several instances at once send every mail exactly once', async () => {
    const emails = Array.from({ length: 24 }, (_, i) => uniqueEmail(`once-${i}`));
    for (const to of emails) {
      await recordMail(t.app.ctx, { kind: 'TEST', to, subject: 'Once', text: 'once', html: '' });
    }
    const transports = [1, 2, 3].map(() => smtpTransport(sink.url, 'shop@example.com'));
    const log = { error: () => {} };
    const sent = await Promise.all(
      transports.map((transport) => deliverDueMail({ db: t.db, transport, now: clock.now, log })),
    );
    for (const tr of transports) tr.close();
    expect(sent.reduce((a, b) => a + b, 0)).toBe(emails.length);
    for (const to of emails) expect(sink.to(to), to).toHaveLength(1);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} = 'QUEUED'`);
    expect(left?.n).toBe(0);
  });
});
