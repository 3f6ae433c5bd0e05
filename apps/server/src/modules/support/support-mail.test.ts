import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { testClock } from '../../test/accounts.ts';
import { createTestApp } from '../../test/harness.ts';
import { staffClient } from '../../test/review-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { openRequest, pendingOrder } from '../../test/support-fixtures.ts';
import { runDueJobs } from '../jobs/index.ts';

/** The Subject header, its encoded words (RFC 2047 Q, as the sink's text left them) read back. */
const subjectOf = (text: string) =>
  (/^Subject: (.*)$/m.exec(text)?.[1] ?? '').replace(/=\?UTF-8\?Q\?|\?=?\s?/g, '').replaceAll('_', ' ');

/** Issue 12 item 6: a staff reply and a decision reach the shopper's mailbox over SMTP, with the thread's link. */
describe('support e-mail', () => {
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

  it('mails the reply and the decision to the shopper, each with a link to the thread', async () => {
    const shopper = await signedInShopper(t, 'Ada');
    const [{ email }] = (await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, shopper.id))) as [{ email: string }];
    const staff = await staffClient(t);
    const order = await pendingOrder(t, shopper);
    const { ticketSummary } = await openRequest(shopper, {
      orderId: order.id,
      action: 'OTHERS',
      message: 'When?',
    });
    const reply = await staff.request('POST', `/api/v1/staff/tickets/${ticketSummary.id}/messages`, {
      messageId: randomUUID(),
      message: 'Your order <ships> on Monday.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await runDueJobs(t.app.ctx, { now: clock.now() });
    // The order's own mails went to the same mailbox; these are the thread's.
    const ticketMails = () =>
      sink.to(email).filter((m) => m.text.includes(`/account/tickets/${ticketSummary.id}`));
    const replies = ticketMails();
    expect(replies).toHaveLength(1);
    expect(subjectOf(replies[0]!.text)).toContain(
      `New reply to your request "Order ${order.orderNumber}: Others"`,
    );
    expect(replies[0]!.text).toContain('Your order <ships> on Monday.');
    expect(replies[0]!.text).toContain(`/account/tickets/${ticketSummary.id}`);
    // The HTML twin shows the text as text.
    expect(replies[0]!.text).toContain('Your order &lt;ships&gt; on Monday.');

    const refused = await staff.request('POST', `/api/v1/staff/tickets/${ticketSummary.id}/resolution`, {
      resolution: 'REFUSE',
      reason: 'We cannot change the date.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    await runDueJobs(t.app.ctx, { now: clock.now() });
    expect(ticketMails()).toHaveLength(2);
    expect(subjectOf(ticketMails()[1]!.text)).toContain('is resolved');
    expect(ticketMails()[1]!.text).toContain('Your request was refused. We cannot change the date.');
  });
});
