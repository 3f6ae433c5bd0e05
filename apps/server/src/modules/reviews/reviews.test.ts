import type { OrderReviews, ReviewItem, ReviewPage } from '@shop/domain/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { testClock } from '../../test/accounts.ts';
import { createTestApp } from '../../test/harness.ts';
import { orderIn, publish, staffClient, uploadReviewPhotos } from '../../test/review-fixtures.ts';
import { signedInShopper, type TestClient } from '../../test/shopper-session.ts';

const DAY = 86_400_000;

/** Reviews of order lines (issue "Reviews"): the boxes, PUBLISH with photos, the windows, gold, moderation. */
describe('reviews of delivered order lines', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t?.close());

  const boxes = async (shopper: TestClient, orderId: string) => {
    const res = await shopper.request('GET', `/api/v1/orders/${orderId}/reviews`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderReviews;
  };
  const goldHistory = async (shopper: TestClient) =>
    (
      (await shopper.request('GET', '/api/v1/me/gold-history')).json() as {
        userStarLogs: { contents: { action: string; stars: number }[] };
      }
    ).userStarLogs;
  /** Delivered `days` ago (the session's clock stays where it is). */
  const deliveredDaysAgo = (orderId: string, days: number) =>
    t.db
      .update(orders)
      .set({ deliveredAt: new Date(clock.now().getTime() - days * DAY) })
      .where(eq(orders.id, orderId));
  const productReviews = async (productId: string, query = '') =>
    (await t.app.inject({ url: `/api/v1/products/${productId}/reviews?${query}` })).json() as ReviewPage;
  const summary = async (productId: string) =>
    (await t.app.inject({ url: `/api/v1/products/${productId}` })).json().reviewSummary;

  it('publishes a review with two photos: shown on the product page at once, summary and gold with it', async () => {
    const shopper = await signedInShopper(t, 'Ada');
    const order = await orderIn(t, shopper);
    const [box] = (await boxes(shopper, order.id)).items;
    expect(box).toMatchObject({ id: null, canEdit: true, canNegative: true, stars: 10, starsWithMedia: 30 });
    const photos = await uploadReviewPhotos(shopper, order.id, box!.orderItemId, 2);
    const res = await publish(shopper, order.id, box!.orderItemId, {
      rate: 5,
      message: '  <b>Lovely</b> <script>x</script> keycap  ',
      fileUUIDs: photos,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as ReviewItem;
    expect(saved).toMatchObject({ rate: 5, message: '<b>Lovely</b> <script>x</script> keycap', earned: 30 });
    expect(saved.images.map((i) => i.fileUUID)).toEqual(photos);

    const page = await productReviews(box!.productId);
    expect(page.contents).toHaveLength(1);
    expect(page.contents[0]).toMatchObject({
      rating: 5,
      message: '<b>Lovely</b> <script>x</script> keycap',
      verifiedBuyer: true,
      author: { fullName: 'Ada Shopper' },
    });
    expect(page.contents[0]!.photos).toHaveLength(2);
    expect(page.contents[0]!.photos[0]!.thumbnailUrl).toMatch(/\.webp$/);
    expect(await summary(box!.productId)).toMatchObject({ overall: 5, reviews: 1 });
    const history = await goldHistory(shopper);
    expect(history.contents.map((h) => [h.action, h.stars]).sort()).toEqual([
      ['REVIEW', 10],
      ['REVIEW_MEDIA', 20],
    ]);

    // An edit within 24 hours changes the review, never the gold; after 24 hours it is refused.
    clock.advance(DAY - 60_000);
    const edited = await publish(shopper, order.id, box!.orderItemId, {
      rate: 4,
      message: 'Still good',
      fileUUIDs: photos,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await goldHistory(shopper)).contents).toHaveLength(2);
    expect(await summary(box!.productId)).toMatchObject({ overall: 4, reviews: 1 });
    clock.advance(120_000);
    const late = await publish(shopper, order.id, box!.orderItemId, { rate: 5, message: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].errorCode).toBe('REVIEW_EDIT_EXPIRED');
    expect((await boxes(shopper, order.id)).items[0]).toMatchObject({
      canEdit: false,
      message: 'Still good',
    });
  });

  it('holds the rating windows, the message rules and the order states', async () => {
    const shopper = await signedInShopper(t);
    const order = await orderIn(t, shopper, 'DELIVERED', 2);
    const [a, b] = order.items;
    const long = await publish(shopper, order.id, a!.id, { rate: 5, message: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].errorParams.message).toBe(
      'Look like your text is 200 characters over the limit. Please shorten it',
    );
    expect((await publish(shopper, order.id, a!.id, { rate: 5, message: '   ' })).statusCode).toBe(400);
    expect((await publish(shopper, order.id, a!.id, { rate: 0, message: 'ok' })).statusCode).toBe(400);
    // Within 30 days of delivery one star is allowed; after, three is the least.
    expect((await publish(shopper, order.id, a!.id, { rate: 1, message: 'Broken' })).statusCode).toBe(200);
    await deliveredDaysAgo(order.id, 31);
    expect((await boxes(shopper, order.id)).items[1]).toMatchObject({ canNegative: false });
    const low = await publish(shopper, order.id, b!.id, { rate: 2, message: 'Meh' });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors[0]).toMatchObject({
      errorCode: 'REVIEW_RATING_TOO_LOW',
      errorParams: { min: 3 },
    });
    expect((await publish(shopper, order.id, b!.id, { rate: 3, message: 'Fine' })).statusCode).toBe(200);

    // Not yet on its way: no review; on delivery: yes, from 3 stars.
    const paid = await orderIn(t, shopper, 'PROCESSING');
    const early = await publish(shopper, paid.id, paid.items[0]!.id, { rate: 5, message: 'Early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].errorCode).toBe('REVIEW_NOT_ALLOWED');
    expect((await boxes(shopper, paid.id)).reviewable).toBe(false);
    const shipping = await orderIn(t, shopper, 'ON_DELIVERY');
    expect(
      (await publish(shopper, shipping.id, shipping.items[0]!.id, { rate: 2, message: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await publish(shopper, shipping.id, shipping.items[0]!.id, { rate: 4, message: 'x' })).statusCode,
    ).toBe(200);
  });

  it("refuses another shopper's order, line and photos (404), nothing stored", async () => {
    const owner = await signedInShopper(t);
    const other = await signedInShopper(t);
    const order = await orderIn(t, owner);
    const line = order.items[0]!.id;
    expect((await other.request('GET', `/api/v1/orders/${order.id}/reviews`)).statusCode).toBe(404);
    expect((await publish(other, order.id, line, { rate: 5, message: 'Not mine' })).statusCode).toBe(404);
    const links = await other.request('POST', `/api/v1/orders/${order.id}/reviews/images`, {
      orderItemId: line,
      presignedUrlUploadRequests: [{ fileName: 'a.jpg', extension: 'jpg' }],
    });
    expect(links.statusCode).toBe(404);
    // The other shopper's own upload, for their own order, cannot be put on this review.
    const theirs = await orderIn(t, other);
    const [photo] = await uploadReviewPhotos(other, theirs.id, theirs.items[0]!.id, 1);
    const stolen = await publish(owner, order.id, line, { rate: 5, message: 'Mine', fileUUIDs: [photo!] });
    expect(stolen.statusCode).toBe(404);
    // Nor one of the owner's uploads meant for another line.
    const [wrongLine] = await uploadReviewPhotos(other, theirs.id, theirs.items[0]!.id, 1);
    expect(
      (await publish(other, order.id, line, { rate: 5, message: 'x', fileUUIDs: [wrongLine!] })).statusCode,
    ).toBe(404);
    expect((await boxes(owner, order.id)).items[0]!.id).toBeNull();
  });

  it('staff hide a review with a reason (off the page and the summary, gold taken back) and restore it', async () => {
    const shopper = await signedInShopper(t);
    const order = await orderIn(t, shopper);
    const line = order.items[0]!;
    expect((await publish(shopper, order.id, line.id, { rate: 2, message: 'Cracked' })).statusCode).toBe(200);
    const reviewId = (await boxes(shopper, order.id)).items[0]!.id!;
    const staff = await staffClient(t);
    expect(
      (await shopper.request('POST', `/api/v1/staff/reviews/${reviewId}/hide`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await staff.request('POST', `/api/v1/staff/reviews/${reviewId}/hide`, { reason: '' })).statusCode,
    ).toBe(400);
    const hidden = await staff.request('POST', `/api/v1/staff/reviews/${reviewId}/hide`, { reason: 'Spam' });
    expect(hidden.json()).toEqual({ id: reviewId, status: 'HIDDEN', reason: 'Spam' });
    expect((await productReviews(line.productId!)).contents).toHaveLength(0);
    expect(await summary(line.productId!)).toMatchObject({ reviews: 0 });
    const afterHide = (await goldHistory(shopper)).contents.map((h) => [h.action, h.stars]);
    expect(afterHide).toContainEqual(['REVERSAL', -10]);
    // The author cannot change a hidden review.
    expect((await publish(shopper, order.id, line.id, { rate: 5, message: 'Please' })).statusCode).toBe(409);

    const restored = await staff.request('POST', `/api/v1/staff/reviews/${reviewId}/restore`, {
      reason: 'Appeal',
    });
    expect(restored.json().status).toBe('PUBLISHED');
    expect((await productReviews(line.productId!)).contents).toHaveLength(1);
    const balance = (await goldHistory(shopper)).contents.reduce((n, h) => n + h.stars, 0);
    expect(balance).toBe(10);
  });

  it('sorts the product page list: newest, highest, lowest, with photos first', async () => {
    const first = await signedInShopper(t);
    const order = await orderIn(t, first);
    const line = order.items[0]!;
    const p = line.productId!;
    const again = { variantIds: [line.variantId!], storeId: order.storeId };
    // Three shoppers review one product: 4 stars, then 5, then 3 with a photo.
    expect((await publish(first, order.id, line.id, { rate: 4, message: 'four' })).statusCode).toBe(200);
    for (const [rate, photos] of [
      [5, 0],
      [3, 1],
    ] as const) {
      clock.advance(60_000);
      const s = await signedInShopper(t);
      const o = await orderIn(t, s, 'DELIVERED', 0, again);
      const fileUUIDs = await uploadReviewPhotos(s, o.id, o.items[0]!.id, photos || 0);
      expect(
        (await publish(s, o.id, o.items[0]!.id, { rate, message: `r${rate}`, fileUUIDs })).statusCode,
      ).toBe(200);
    }
    const ratings = async (sortBy: string) =>
      (await productReviews(p, `sortBy=${sortBy}`)).contents.map((r) => r.rating);
    expect(await ratings('NEWEST')).toEqual([3, 5, 4]);
    expect(await ratings('HIGHEST')).toEqual([5, 4, 3]);
    expect(await ratings('LOWEST')).toEqual([3, 4, 5]);
    expect(await ratings('WITH_PHOTOS')).toEqual([3, 5, 4]);
    expect((await productReviews(p, 'page=2&size=2')).contents.map((r) => r.rating)).toEqual([4]);
    expect((await t.app.inject({ url: `/api/v1/products/${p}/reviews?sortBy=NOPE` })).statusCode).toBe(400);
  });
});
