import { inArray, sql } from 'drizzle-orm';
import { products, reviews, users } from '../schema/index.ts';
import type { SeedContext } from './context.ts';
import { createRng } from './prng.ts';
import type { SeededProduct } from './products.ts';

// Their own stream: adding reviews leaves every other seeded value (ids included) as it was.
const REVIEW_SEED = 20_220_602;
const REVIEWERS = ['ada@example.com', 'kai@example.com'];

const PRAISE = [
  'Even better in person. The paint work is so clean, and it sits perfectly on my switches.',
  'Arrived well packed and exactly like the photos. Already planning the next one.',
  'Gorgeous colours under the backlight. Shipping took a while but worth the wait.',
  'Great quality for the price; the stem fit is snug without being tight.',
  'My favourite piece on the desk. The artist card was a lovely touch.',
];
const MIXED = [
  'Nice piece but the colour is a little darker than in the pictures.',
  'Good overall; one small bubble in the resin, only visible up close.',
];

/**
 * Reviews by the two demo buyers on most active products (read by the product page's review summary and
 * list), then each product's rating_overall/rating_count set from them so sorts and summaries agree.
 */
export async function seedReviews(ctx: SeedContext, seeded: SeededProduct[]): Promise<number> {
  const rng = createRng(REVIEW_SEED);
  const buyers = await ctx.db.select({ id: users.id }).from(users).where(inArray(users.email, REVIEWERS));
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const p of seeded) {
    const { spec } = p;
    if (spec.status !== 'ACTIVE' || spec.privacy === 'PRIVATE' || spec.type === 'GIFT_PRODUCT') continue;
    for (const buyer of buyers) {
      if (!rng.chance(0.6)) continue;
      const rating = rng.chance(0.15) ? rng.int(2, 3) : rng.int(4, 5);
      const withPhoto = rng.chance(0.3);
      rows.push({
        id: rng.uuid(),
        productId: p.id,
        variantId: rng.pick(p.variantIds),
        userId: buyer.id,
        rating,
        message: rating >= 4 ? rng.pick(PRAISE) : rng.pick(MIXED),
        photos: withPhoto ? [p.gallery[0]!] : [],
        createdAt: ctx.at(-rng.int(1, 120) * 86_400_000 - rng.int(0, 86_399_999)),
      });
    }
  }
  if (rows.length) await ctx.db.insert(reviews).values(rows);
  await ctx.db.execute(sql`
    update ${products} p set rating_overall = coalesce(r.overall, 0), rating_count = coalesce(r.n, 0)
    from (select p2.id, round(avg(rv.rating)::numeric, 1)::real as overall, count(rv.id)::int as n
          from ${products} p2 left join ${reviews} rv on rv.product_id = p2.id and rv.status = 'PUBLISHED'
          group by p2.id) r
    where r.id = p.id`);
  return rows.length;
}
