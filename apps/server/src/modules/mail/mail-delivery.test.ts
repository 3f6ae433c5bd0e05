import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, testClock, uniqueEmail } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { createTestApp } from '../../test/harness.ts';
import { codeIn, startSmtpSink } from '../../test/smtp-sink.ts';
import { retryDelayMs, runDueJobs } from '../jobs/index.ts';
import { MAIL_MAX_ATTEMPTS, queueMail } from './index.ts';

/**
 * The outbox (issue "Hardening what landed", item 9): a mail is written in the transaction of what it tells
 * of, with its delivery job; the jobs' worker sends it, tries again with backoff after a refusal, marks it
 * FAILED after the last try, and never sends one twice when several instances work at once.
 */
const clock = testClock();
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    now: clock.now,
    config: { mail: { smtpUrl: sink.url, from: 'Dwarf Factory <no-reply@keycap.shop>' } },
  });
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
/** The job worker's pass at the test clock's instant. */
const work = () => runDueJobs(t.app.ctx, { now: clock.now() });

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
    expect((await register(a, { email })).res.statusCode).toBe(201);
    await work();
    expect(sink.to(email)).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('a mail the server refused is tried again after the backoff, and arrives', async () => {
    const email = uniqueEmail('retry');
    sink.refuse(true);
    try {
      expect((await register(createAgent(t.app), { email })).res.statusCode).toBe(201);
      await work();
      expect(await outbox(email)).toMatchObject([{ status: 'QUEUED', error: expect.stringMatching(/451/) }]);
      // Not yet due again: a pass now sends nothing.
      await work();
      expect(sink.to(email)).toHaveLength(0);
    } finally {
      sink.refuse(false);
    }
    clock.advance(retryDelayMs(1));
    await work();
    const [mail] = sink.to(email);
    expect(codeIn(mail!.text)).toMatch(/^\d{6}$/);
    expect(await outbox(email)).toMatchObject([{ status: 'SENT', error: null }]);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries: FAILED, with the last error`, async () => {
    const email = uniqueEmail('give-up');
    sink.refuse(true);
    try {
      await register(createAgent(t.app), { email });
      await work();
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
        clock.advance(retryDelayMs(attempt));
        await work();
      }
    } finally {
      sink.refuse(false);
    }
    expect(await outbox(email)).toMatchObject([{ status: 'FAILED', error: expect.stringMatching(/451/) }]);
    clock.advance(retryDelayMs(MAIL_MAX_ATTEMPTS));
    await work();
    expect(sink.to(email)).toHaveLength(0);
  });

  it('workers of several instances at once send every mail exactly once', async () => {
    const emails = Array.from({ length: 24 }, (_, i) => uniqueEmail(`once-${i}`));
    for (const to of emails)
      await queueMail(t.app.ctx, { kind: 'TEST', to, subject: 'Once', text: 'once', html: '' });
    const sent = await Promise.all(
      [1, 2, 3].map(() => runDueJobs(t.app.ctx, { now: clock.now(), batch: 4 })),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(emails.length);
    for (const to of emails) expect(sink.to(to), to).toHaveLength(1);
  });
});
