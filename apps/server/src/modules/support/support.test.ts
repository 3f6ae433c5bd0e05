import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@shop/domain/orders';
import type { TicketDetail, TicketList, TicketMessages } from '@shop/domain/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBook, homeAddress } from '../../test/address-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { orderIn, staffClient } from '../../test/review-fixtures.ts';
import { signedInShopper, signedInWithRole, type TestClient } from '../../test/shopper-session.ts';
import { openRequest, pendingOrder, uploadSupportPhotos } from '../../test/support-fixtures.ts';

/** Issue 12, support tickets: requests per order status, the thread with photos, staff decisions, rating. */
describe('support requests', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { errors: { errorCode: string; errorParams?: Record<string, unknown> }[] }).errors[0]!;
  const thread = async (client: TestClient, id: string, staff = false) => {
    const res = await client.request('GET', `/api/v1/${staff ? 'staff' : 'support'}/tickets/${id}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TicketMessages;
  };
  const order = async (shopper: TestClient, id: string) =>
    (await shopper.request('GET', `/api/v1/orders/${id}`)).json() as OrderDetail;
  const resolve = (staff: TestClient, id: string, body: object) =>
    staff.request('POST', `/api/v1/staff/tickets/${id}/resolution`, body);

  it('opens a cancel request with a photo, once per order', async () => {
    const shopper = await signedInShopper(t, 'Ada');
    const placed = await pendingOrder(t, shopper);
    const messageId = randomUUID();
    const photos = await uploadSupportPhotos(shopper, { messageId, orderId: placed.id }, 1);
    const opened = await openRequest(shopper, {
      orderId: placed.id,
      action: 'CANCEL',
      subAction: 'CANCEL_ORDER',
      messageId,
      message: 'I ordered the wrong <b>colour</b> <script>x</script>',
      fileUUIDs: photos,
    });
    expect(opened.ticketSummary).toMatchObject({
      type: 'ORDER',
      action: 'CANCEL',
      subAction: 'CANCEL_ORDER',
      subject: `Order ${placed.orderNumber}: Cancel (order)`,
      displayStatus: 'IN_PROGRESS',
      resolution: 'NONE',
      resolveStrategy: 'ACTION_REQUIRED',
      confirmed: false,
      orderNumber: placed.orderNumber,
    });
    expect(opened.pinMessage).toMatchObject({ orderId: placed.id, orderStatus: 'PENDING' });
    const first = (await thread(shopper, opened.ticketSummary.id)).contents;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      from: 'USER',
      type: 'MESSAGE_CENTER',
      message: 'I ordered the wrong <b>colour</b> <script>x</script>',
    });
    expect(first[0]!.photos[0]!.thumbnailUrl).toMatch(/\.webp$/);

    // The same message again is the same request; a second cancel request of the order is refused.
    const again = await shopper.request('POST', '/api/v1/support/tickets', {
      orderId: placed.id,
      action: 'CANCEL',
      subAction: 'CANCEL_ORDER',
      messageId,
      message: 'I ordered the wrong colour',
    });
    expect(again.json().ticketSummary.id).toBe(opened.ticketSummary.id);
    const second = await shopper.request('POST', '/api/v1/support/tickets', {
      orderId: placed.id,
      action: 'CANCEL',
      subAction: 'CANCEL_ORDER',
      messageId: randomUUID(),
      message: 'Again',
    });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).errorCode).toBe('SUPPORT_REQUEST_OPEN');
  });

  const cancelRequest = async () => {
    const shopper = await signedInShopper(t, 'Ada');
    const placed = await pendingOrder(t, shopper);
    const opened = await openRequest(shopper, {
      orderId: placed.id,
      action: 'CANCEL',
      subAction: 'CANCEL_ORDER',
      message: 'I ordered the wrong colour',
    });
    return { shopper, placed, opened, staff: await staffClient(t) };
  };

  it('tells the shopper of a staff reply in the bell and by e-mail', async () => {
    const { shopper, placed, opened, staff } = await cancelRequest();

    // Staff find it among the open ones, reply with a photo: the shopper is told in the bell and by e-mail.
    const list = (
      await staff.request(
        'GET',
        `/api/v1/staff/tickets?status=IN_PROGRESS&q=${encodeURIComponent(placed.orderNumber)}`,
      )
    ).json() as TicketList;
    expect(list.contents.map((c) => c.subTickets[0]!.id)).toEqual([opened.ticketSummary.id]);
    expect(list.contents[0]!.subTickets[0]).toMatchObject({
      read: false,
      owner: { fullName: 'Ada Shopper' },
    });
    const replyId = randomUUID();
    const staffPhotos = await uploadSupportPhotos(
      staff,
      { messageId: replyId, ticketId: opened.ticketSummary.id },
      1,
    );
    const reply = await staff.request('POST', `/api/v1/staff/tickets/${opened.ticketSummary.id}/messages`, {
      messageId: replyId,
      message: 'We can cancel it for you.',
      fileUUIDs: staffPhotos,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from: 'STORE', type: 'MESSAGE_CENTER_REPLY' });
    const mine = (await shopper.request('GET', '/api/v1/support/tickets')).json() as TicketList;
    expect(mine.contents[0]!.subTickets[0]).toMatchObject({
      read: false,
      status: 'ON_GOING',
      latestMessage: { message: 'We can cancel it for you.', from: 'STORE' },
    });
    const bell = (await shopper.request('GET', '/api/v1/me/notifications')).json();
    expect(bell.contents[0]).toMatchObject({
      subject: expect.stringContaining('replied to your request'),
      referenceLink: `/account/tickets/${opened.ticketSummary.id}`,
    });
    const outbox = (await staff.request('GET', '/api/v1/staff/outbox')).json().contents as {
      kind: string;
      to: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.kind === 'TICKET_REPLY' && m.text.includes(opened.ticketSummary.id));
    expect(mail?.text).toContain('We can cancel it for you.');
    expect(mail?.text).toContain(`/account/tickets/${opened.ticketSummary.id}`);
  });

  it('cancels the order when staff accept, in one step with the decision; the shopper rates it once', async () => {
    const { shopper, placed, opened, staff } = await cancelRequest();

    // ACCEPT carries the cancel out on the order, in the same step as the decision.
    const accepted = await resolve(staff, opened.ticketSummary.id, { resolution: 'ACCEPT' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as TicketDetail).ticketSummary).toMatchObject({
      status: 'DONE',
      displayStatus: 'RESOLVED',
      resolution: 'ACCEPT',
      confirmed: true,
    });
    expect((await order(shopper, placed.id)).orderStatus).toBe('CANCELED');
    const twice = await resolve(staff, opened.ticketSummary.id, { resolution: 'REFUSE', reason: 'No' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).errorCode).toBe('TICKET_RESOLVED');
    const closed = await shopper.request(
      'POST',
      `/api/v1/support/tickets/${opened.ticketSummary.id}/messages`,
      {
        messageId: randomUUID(),
        message: 'Thanks',
      },
    );
    expect(errorOf(closed).errorCode).toBe('TICKET_RESOLVED');
    const messages = (await thread(shopper, opened.ticketSummary.id)).contents;
    expect(messages.map((m) => m.type)).toEqual(['MESSAGE_CENTER', 'MESSAGE_CENTER_RESOLUTION']);
    const bellAfter = (await shopper.request('GET', '/api/v1/me/notifications')).json();
    expect(bellAfter.contents.map((n: { subject: string }) => n.subject)).toContain(
      'Your request was accepted',
    );

    // Rated once, 1 to 5.
    const bad = await shopper.request('POST', `/api/v1/support/tickets/${opened.ticketSummary.id}/rating`, {
      rating: 6,
    });
    expect(bad.statusCode).toBe(400);
    const rated = await shopper.request('POST', `/api/v1/support/tickets/${opened.ticketSummary.id}/rating`, {
      rating: 5,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ reviews: [{ rating: 5 }], ticketSummary: { rating: 5 } });
    const rerate = await shopper.request(
      'POST',
      `/api/v1/support/tickets/${opened.ticketSummary.id}/rating`,
      { rating: 4 },
    );
    expect(errorOf(rerate).errorCode).toBe('TICKET_ALREADY_RATED');
  });

  it('offers only the kinds of the order status and wants their sub-actions, items and address', async () => {
    const shopper = await signedInShopper(t);
    const delivered = await orderIn(t, shopper, 'DELIVERED');
    const open = (body: object) =>
      shopper.request('POST', '/api/v1/support/tickets', {
        messageId: randomUUID(),
        message: 'Broken',
        orderId: delivered.id,
        ...body,
      });
    const cancel = await open({ action: 'CANCEL', subAction: 'CANCEL_ORDER' });
    expect(cancel.statusCode).toBe(400);
    expect(errorOf(cancel)).toMatchObject({
      errorCode: 'SUPPORT_REQUEST_NOT_ALLOWED',
      errorParams: { action: 'CANCEL', status: 'DELIVERED' },
    });
    expect(errorOf(await open({ action: 'REPORT' })).errorCode).toBe('SUPPORT_SUB_ACTION_REQUIRED');
    expect(errorOf(await open({ action: 'REPORT', subAction: 'REPORT_BROKEN' })).errorCode).toBe(
      'SUPPORT_ITEMS_REQUIRED',
    );
    const foreignLine = await open({
      action: 'REPORT',
      subAction: 'REPORT_BROKEN',
      orderItemIds: [randomUUID()],
    });
    expect(foreignLine.statusCode).toBe(404);
    const empty = await open({ action: 'OTHERS', message: '   ' });
    expect(empty.statusCode).toBe(400);
    const long = await open({ action: 'OTHERS', message: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(400);
    const report = await open({
      action: 'REPORT',
      subAction: 'REPORT_BROKEN',
      orderItemIds: [delivered.items[0]!.id],
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json().ticketSummary.items).toEqual([
      expect.objectContaining({ orderItemId: delivered.items[0]!.id, quantity: 1 }),
    ]);

    // Another shopper's order, ticket and thread are unknown to this one; shoppers are kept off staff routes.
    const other = await signedInShopper(t);
    const theirs = await other.request('POST', '/api/v1/support/tickets', {
      messageId: randomUUID(),
      message: 'Hi',
      orderId: delivered.id,
      action: 'OTHERS',
    });
    expect(theirs.statusCode).toBe(404);
    const id = report.json().ticketSummary.id;
    expect((await other.request('GET', `/api/v1/support/tickets/${id}`)).statusCode).toBe(404);
    expect((await other.request('GET', `/api/v1/support/tickets/${id}/messages`)).statusCode).toBe(404);
    expect((await shopper.request('GET', '/api/v1/staff/tickets')).statusCode).toBe(403);
    expect(
      (await shopper.request('POST', `/api/v1/staff/tickets/${id}/resolution`, { resolution: 'ACCEPT' }))
        .statusCode,
    ).toBe(403);

    // A general request needs no order; rating before the decision is refused.
    const general = await openRequest(shopper, { topic: 'COLLABORATION', message: 'I make keycaps too' });
    expect(general.ticketSummary).toMatchObject({
      type: 'STORE',
      topic: 'COLLABORATION',
      subject: 'Collaboration',
      confirmed: true,
    });
    const early = await shopper.request(
      'POST',
      `/api/v1/support/tickets/${general.ticketSummary.id}/rating`,
      { rating: 5 },
    );
    expect(errorOf(early).errorCode).toBe('TICKET_NOT_RESOLVED');
    const mine = (
      await shopper.request('GET', '/api/v1/support/tickets?status=IN_PROGRESS')
    ).json() as TicketList;
    expect(mine.totalByStatus).toEqual({ IN_PROGRESS: 2, RESOLVED: 0 });
  });

  it('accepts a new shipping address onto the order; refuses with a reason', async () => {
    const shopper = await signedInShopper(t);
    const staff = await staffClient(t);
    const paid = await orderIn(t, shopper, 'PROCESSING');
    const book = addressBook(shopper);
    const abroad = await book.create({
      ...homeAddress,
      country: 'FR',
      stateOrProvince: undefined,
      postCode: '75001',
      city: 'Paris',
    });
    const noAddress = await shopper.request('POST', '/api/v1/support/tickets', {
      messageId: randomUUID(),
      message: 'Moved',
      orderId: paid.id,
      action: 'UPDATE_SHIPPING_ADDRESS',
    });
    expect(errorOf(noAddress).errorCode).toBe('SUPPORT_ADDRESS_REQUIRED');
    const wrongCountry = await shopper.request('POST', '/api/v1/support/tickets', {
      messageId: randomUUID(),
      message: 'Moved',
      orderId: paid.id,
      action: 'UPDATE_SHIPPING_ADDRESS',
      addressId: abroad.id,
    });
    expect(errorOf(wrongCountry).errorCode).toBe('ORDER_ADDRESS_COUNTRY_CHANGED');
    const moved = await book.create({
      ...homeAddress,
      street: '2 New Street',
      city: 'San Jose',
      postCode: '95112',
    });
    const ticket = await openRequest(shopper, {
      orderId: paid.id,
      action: 'UPDATE_SHIPPING_ADDRESS',
      addressId: moved.id,
    });
    expect(ticket.ticketSummary.address).toMatchObject({ street: '2 New Street', city: 'San Jose' });
    const accepted = await resolve(staff, ticket.ticketSummary.id, {
      resolution: 'ACCEPT',
      reason: 'Updated',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await order(shopper, paid.id);
    expect(after.shippingAddress).toMatchObject({ street: '2 New Street', city: 'San Jose' });
    expect(after.activityLogs.map((a) => a.type)).toContain('SHIPPING_ADDRESS_CHANGED');
    expect((await thread(shopper, ticket.ticketSummary.id)).contents.map((m) => [m.type, m.message])).toEqual(
      [
        ['MESSAGE_CENTER', 'Please help'],
        ['MESSAGE_CENTER_RESOLUTION', 'Your request was accepted.'],
        ['MESSAGE_CENTER_RESOLUTION_REASON', 'Updated'],
      ],
    );

    const question = await openRequest(shopper, { orderId: paid.id, action: 'CHECK_SHIPPING_DATE' });
    const noReason = await resolve(staff, question.ticketSummary.id, { resolution: 'REFUSE' });
    expect(noReason.statusCode).toBe(400);
    const refused = await resolve(staff, question.ticketSummary.id, {
      resolution: 'REFUSE',
      reason: 'It ships on Monday',
    });
    expect(refused.json().ticketSummary).toMatchObject({
      resolution: 'REFUSE',
      resolutionReason: 'It ships on Monday',
    });
    expect((await order(shopper, paid.id)).orderStatus).toBe('PROCESSING');
  });

  it('shows a store owner the tickets of their stores only', async () => {
    const owner = await signedInWithRole(t, 'ROLE__AMS_STORE_OWNER');
    const shopper = await signedInShopper(t);
    const placed = await pendingOrder(t, shopper);
    const ticket = await openRequest(shopper, { orderId: placed.id, action: 'OTHERS' });
    expect((await owner.request('GET', `/api/v1/staff/tickets/${ticket.ticketSummary.id}`)).statusCode).toBe(
      404,
    );
    expect(((await owner.request('GET', '/api/v1/staff/tickets')).json() as TicketList).totalElements).toBe(
      0,
    );
  });
});
