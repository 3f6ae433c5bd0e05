import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldLedger, reviews } from '../../db/schema/index.ts';
import { ledgerMismatches } from '../../test/gold-fixtures.ts';
import { createTestApp } from '../../test/harness.ts';
import { orderIn, publish, uploadReviewPhotos } from '../../test/review-fixtures.ts';
import { signedInShopper } from '../../test/shopper-session.ts';

/**
 * Parallel PUBLISHes of one review (a double click, two tabs, more while the first has saved): one review,
 * one credit of each gold kind (issue "Reviews", bad input and concurrency). Meant for PostgreSQL (TEST_DATABASE_URL), where the
 * requests truly run at once; on PGlite they queue, and the result must be the same.
 */
describe('parallel PUBLISH of one review', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('gives one review and one credit, whatever the interleaving', async () => {
    const shopper = await signedInShopper(t);
    const order = await orderIn(t, shopper);
    const line = order.items[0]!.id;
    const photos = await uploadReviewPhotos(shopper, order.id, line, 1);
    const send = (i: number) =>
      publish(shopper, order.id, line, { rate: 5, message: `try ${i}`, fileUUIDs: photos });
    const first = Array.from({ length: 6 }, (_, i) => send(i));
    // More as soon as one has saved: these find the review while the first ones still wait to claim the
    // photos (the two ways through the locks; taken in two orders they deadlocked, a 500).
    await Promise.race(first);
    const late = Array.from({ length: 4 }, (_, i) => send(6 + i));
    const answers = await Promise.all([...first, ...late]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.select().from(reviews).where(eq(reviews.orderLineId, line));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.photoIds).toEqual(photos);
    const credits = await t.db
      .select({ type: goldLedger.recordType, amount: goldLedger.amount })
      .from(goldLedger)
      .where(and(eq(goldLedger.userId, shopper.id), like(goldLedger.key, `review%:${rows[0]!.id}:%`)));
    expect(credits.sort((a, b) => a.amount - b.amount)).toEqual([
      { type: 'REVIEW', amount: 10 },
      { type: 'REVIEW_MEDIA', amount: 20 },
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
