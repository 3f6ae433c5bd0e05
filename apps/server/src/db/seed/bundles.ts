import { bundles, bundleVariants } from '../schema/index.ts';
import { COLORWAYS } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { productSvg } from './images.ts';
import type { SeededProduct } from './products.ts';

/** Bundle offers that mix products, shown on the page of the first product of each. */
const CROSS_BUNDLES = [
  {
    on: 'pebble60-keyboard',
    name: 'Desk Setup Bundle',
    members: ['pebble60-keyboard', 'forest-floor-deskmat', 'midnight-ember-keycap-set'],
    size: 3,
    discountType: 'SET_AMOUNT',
    discountValue: 2500,
  },
  {
    on: 'forest-sprite',
    name: 'Sprite Fan Bundle',
    members: ['forest-sprite', 'forest-sprite-enamel-pin', 'forest-sprite-plush'],
    size: 3,
    discountType: 'PERCENTAGE',
    discountValue: 15,
  },
  {
    on: 'aviator-coiled-cable',
    name: 'Cable & Mat Bundle',
    members: ['aviator-coiled-cable', 'glacier-map-deskmat', 'midnight-ember-deskmat'],
    size: 2,
    discountType: 'PERCENTAGE',
    discountValue: 10,
  },
] as const;

export async function seedCrossBundles(ctx: SeedContext, seeded: SeededProduct[]): Promise<number> {
  const bySlug = new Map(seeded.map((p) => [p.slug, p]));
  const rows: (typeof bundles.$inferInsert)[] = [];
  const members: (typeof bundleVariants.$inferInsert)[] = [];
  for (const [i, b] of CROSS_BUNDLES.entries()) {
    const product = bySlug.get(b.on);
    if (!product) throw new Error(`seed: bundle ${b.name} needs product ${b.on}`);
    const id = ctx.rng.uuid();
    const imageUrl = await ctx.image(
      `bundles/${product.slug}-bundle`,
      productSvg(b.name, `Pick ${b.size}`, COLORWAYS.Aurora, 'box'),
    );
    rows.push({
      id,
      productId: product.id,
      name: b.name,
      imageUrl,
      discountType: b.discountType,
      discountValue: b.discountValue,
      bundleSize: b.size,
      position: i + 1,
    });
    const variantIds = b.members.flatMap((slug) => bySlug.get(slug)?.variantIds ?? []);
    members.push(...variantIds.map((variantId, position) => ({ bundleId: id, variantId, position })));
  }
  await ctx.db.insert(bundles).values(rows);
  await ctx.db.insert(bundleVariants).values(members);
  return rows.length;
}
