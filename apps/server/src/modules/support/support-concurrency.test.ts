import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivity, supportTickets } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { availableOf } from '../../test/order-fixtures.ts';
import { staffClient } from '../../test/review-fixtures.ts';
import { signedInShopper, signedInWithRole } from '../../test/shopper-session.ts';
import { openRequest, pendingOrder } from '../../test/support-fixtures.ts';

/**
 * Decisions on one cancel request at once (issue 12, bad input and concurrency): two staff ACCEPT together,
 * or staff ACCEPT while the shopper cancels the order themselves. One wins; the order is cancelled once,
 * its unit goes back on sale once. Meant for PostgreSQL (TEST_DATABASE_URL), where the requests truly run
 * at once; on PGlite they queue, and the result must be the same.
 */
describe('concurrent decisions on a cancel request', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const cancelRequest = async () => {
    const shopper = await signedInShopper(t);
    const order = await pendingOrder(t, shopper);
    const variantId = order.items[0]!.variantId!;
    const before = (await availableOf(t.db, variantId)).available;
    const ticket = await openRequest(shopper, {
      orderId: order.id,
      action: 'CANCEL',
      subAction: 'CANCEL_ORDER',
    });
    return { shopper, order, variantId, before, ticketId: ticket.ticketSummary.id };
  };
  const cancels = async (orderId: string) =>
    t.db
      .select()
      .from(orderActivity)
      .where(and(eq(orderActivity.orderId, orderId), eq(orderActivity.toStatus, 'CANCELED')));
  const ticketRow = async (id: string) =>
    (await t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;

  it('two staff accepting at once: one decision, one cancel, the unit back once', async () => {
    const staff = [await staffClient(t), await signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN')];
    for (let round = 0; round < 3; round++) {
      const { order, variantId, before, ticketId } = await cancelRequest();
      const answers = await Promise.all(
        staff.map((s) =>
          s.request('POST', `/api/v1/staff/tickets/${ticketId}/resolution`, { resolution: 'ACCEPT' }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().errors[0].errorCode).toMatch(/^(TICKET_RESOLVED|ORDER_NOT_CANCELLABLE)$/);
      expect(await cancels(order.id)).toHaveLength(1);
      expect((await availableOf(t.db, variantId)).available).toBe(before + 1);
      expect(await ticketRow(ticketId)).toMatchObject({ status: 'DONE', resolution: 'ACCEPT' });
    }
  });

  it('staff accepting while the shopper cancels: one cancel; a lost ACCEPT leaves the request open to decide', async () => {
    const staff = await staffClient(t);
    for (let round = 0; round < 3; round++) {
      const { shopper, order, variantId, before, ticketId } = await cancelRequest();
      const [accept, own] = await Promise.all([
        staff.request('POST', `/api/v1/staff/tickets/${ticketId}/resolution`, { resolution: 'ACCEPT' }),
        shopper.request('POST', `/api/v1/orders/${order.id}/cancel`, { reason: 'Changed my mind' }),
      ]);
      // Overlapping, one loses with 409; one after the other, a shopper's cancel first leaves the ACCEPT to
      // meet it (200 both), an ACCEPT first leaves the order cancelled (409 for the shopper).
      const answers = [accept.statusCode, own.statusCode];
      expect(
        answers.every((code) => code === 200 || code === 409) && answers.includes(200),
        `${answers}`,
      ).toBe(true);
      expect(await cancels(order.id)).toHaveLength(1);
      expect((await availableOf(t.db, variantId)).available).toBe(before + 1);
      const row = await ticketRow(ticketId);
      if (accept.statusCode === 200) expect(row).toMatchObject({ status: 'DONE', resolution: 'ACCEPT' });
      else {
        expect(row).toMatchObject({ status: 'CREATED', resolution: 'NONE' });
        // Decided again, the request is met by the shopper's own cancel: accepted, nothing cancelled twice.
        const again = await staff.request('POST', `/api/v1/staff/tickets/${ticketId}/resolution`, {
          resolution: 'ACCEPT',
        });
        expect(again.statusCode, again.body).toBe(200);
        expect(await cancels(order.id)).toHaveLength(1);
      }
    }
  });
});
