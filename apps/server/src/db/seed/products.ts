import { hashCheckoutPassword } from '../../modules/catalog/index.ts';
import {
  attributeOptions,
  bundles,
  bundleVariants,
  productAttributes,
  productDistributors,
  productImages,
  products,
  productVariants,
  variantInventory,
  variantOptionValues,
} from '../schema/index.ts';
import { DEMO_CHECKOUT_SECRET, DISTRIBUTORS, SCULPT_BLURBS } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { productSvg } from './images.ts';
import { DAY, HOUR, slugify } from './prng.ts';
import { productCopy } from './product-copy.ts';
import type { ProductSpec, VariantSpec } from './product-specs.ts';
import type { EventKind } from './spec-helpers.ts';
import type { CatalogRefs } from './store.ts';

export interface SeededProduct {
  id: string;
  slug: string;
  spec: ProductSpec;
  variantIds: string[];
  /** The gallery's image URLs, first the cover. */
  gallery: string[];
}

/** Countdown windows relative to now; `k` staggers products so they do not all tick together. */
function eventWindow(ctx: SeedContext, kind: EventKind, k: number): [Date, Date] {
  if (kind === 'UPCOMING') {
    const start = ctx.at(2 * DAY + 3 * HOUR + k * 7 * HOUR);
    return [start, new Date(start.getTime() + 14 * DAY)];
  }
  if (kind === 'ONGOING') return [ctx.at(-3 * DAY - k * 5 * HOUR), ctx.at(5 * DAY + k * 9 * HOUR)];
  return [ctx.at(-24 * DAY - k * 3 * DAY), ctx.at(-10 * DAY - k * 2 * DAY)];
}

function saleWindow(ctx: SeedContext, v: VariantSpec): [Date | null, Date | null] {
  switch (v.sale?.window) {
    case 'ACTIVE':
      return [ctx.at(-2 * DAY), ctx.at(5 * DAY)];
    case 'FUTURE':
      return [ctx.at(3 * DAY), ctx.at(10 * DAY)];
    case 'ENDED':
      return [ctx.at(-20 * DAY), ctx.at(-6 * DAY)];
    default:
      return [null, null];
  }
}

const initials = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Inserts every product with its variants, stock, options, images, distributors and own bundle. */
export async function seedProducts(
  ctx: SeedContext,
  refs: CatalogRefs,
  specs: ProductSpec[],
): Promise<SeededProduct[]> {
  const { rng } = ctx;
  const rows: (typeof products.$inferInsert)[] = [];
  const variants: (typeof productVariants.$inferInsert)[] = [];
  const stock: (typeof variantInventory.$inferInsert)[] = [];
  const attributes: (typeof productAttributes.$inferInsert)[] = [];
  const options: (typeof attributeOptions.$inferInsert)[] = [];
  const optionLinks: (typeof variantOptionValues.$inferInsert)[] = [];
  const images: (typeof productImages.$inferInsert)[] = [];
  const distributors: (typeof productDistributors.$inferInsert)[] = [];
  const ownBundles: (typeof bundles.$inferInsert)[] = [];
  const bundleMembers: (typeof bundleVariants.$inferInsert)[] = [];
  const seeded: SeededProduct[] = [];
  const eventCounter: Record<EventKind, number> = { UPCOMING: 0, ONGOING: 0, ENDED: 0 };

  for (const [i, spec] of specs.entries()) {
    const id = rng.uuid();
    const slug = slugify(spec.name);
    const createdAt =
      spec.yearsAgo > 0 ? ctx.at(-spec.yearsAgo * 365 * DAY + i * 7 * HOUR) : ctx.at(-(2 + i * 9) * HOUR);
    const [eventStartTime, eventEndTime] = spec.event
      ? eventWindow(ctx, spec.event, eventCounter[spec.event]++)
      : [null, null];
    const copy = productCopy(spec, rng.pick(SCULPT_BLURBS));
    const rated = spec.status === 'ACTIVE' && rng.chance(0.7);
    const attributeId = rng.uuid();
    attributes.push({ id: attributeId, productId: id, code: slugify(spec.attribute), name: spec.attribute });

    const variantIds: string[] = [];
    const gallery: string[] = [];
    for (const [j, v] of spec.variants.entries()) {
      const variantId = rng.uuid();
      const optionId = rng.uuid();
      variantIds.push(variantId);
      const imageUrl = await ctx.image(
        `products/${slug}-${j + 1}`,
        productSvg(spec.name, v.value, v.palette, spec.motif),
      );
      gallery.push(imageUrl);
      const [saleStart, saleEnd] = saleWindow(ctx, v);
      variants.push({
        id: variantId,
        productId: id,
        name: `${spec.name} - ${v.value}`,
        sku: `DF${String(i + 1).padStart(3, '0')}-${initials(v.value)}${j + 1}`,
        regularPrice: v.regular,
        salePrice: v.sale?.price ?? null,
        saleStart,
        saleEnd,
        imageUrl,
        position: j,
      });
      // Units held by unpaid orders are on the shelf but no longer available.
      const held = v.available > 0 ? rng.int(0, 2) : 0;
      stock.push({
        variantId,
        available: v.available,
        currentStock: v.available + held,
        lowStockValue: v.low,
      });
      options.push({
        id: optionId,
        attributeId,
        name: v.value,
        value: slugify(v.value),
        imageUrl,
        position: j,
      });
      optionLinks.push({ variantId, optionId });
    }
    if (gallery.length === 1) {
      const v = spec.variants[0]!;
      const detail = [v.palette[1], v.palette[0]] as const;
      gallery.push(
        await ctx.image(`products/${slug}-detail`, productSvg(spec.name, 'Detail', detail, spec.motif)),
      );
    }
    gallery.forEach((imageUrl, position) => {
      const fileName = imageUrl.split('/').pop()!;
      const fileExtension = fileName.split('.').pop()!;
      images.push({ id: rng.uuid(), productId: id, imageUrl, fileName, fileExtension, position });
    });
    if (spec.distributor) {
      const pair = i % 2 === 0 ? DISTRIBUTORS.slice(0, 2) : DISTRIBUTORS.slice(1, 3);
      distributors.push(...pair.map((d, position) => ({ id: rng.uuid(), productId: id, ...d, position })));
    }
    if (spec.ownBundle) {
      const bundleId = rng.uuid();
      const b = spec.ownBundle;
      ownBundles.push({
        id: bundleId,
        productId: id,
        name: `${spec.name}: pick ${b.size}`,
        imageUrl: gallery[0],
        discountType: b.discount,
        discountValue: b.value,
        bundleSize: b.size,
      });
      bundleMembers.push(...variantIds.map((variantId, position) => ({ bundleId, variantId, position })));
    }

    rows.push({
      id,
      storeId: refs.storeId,
      type: spec.type,
      slug,
      name: spec.name,
      subName: spec.subName ?? null,
      alias: initials(spec.name),
      privacy: spec.privacy ?? 'PUBLIC',
      status: spec.status,
      hasCountDown: spec.event !== undefined,
      eventStartTime,
      eventEndTime,
      priceDisplaySetting: spec.priceDisplay ?? 'LOWEST_PRICE',
      quantityDisplaySetting: spec.type === 'IN_STOCK' ? 'SHOW_LOW_STOCK' : 'HIDE',
      starReward: Math.floor(Math.min(...spec.variants.map((v) => v.regular)) / 1000),
      mainCategoryId: refs.mainCategoryOf(spec.category),
      subCategoryId: refs.subCategoryOf(spec.category),
      tagId: spec.tag ? refs.tagIds.get(spec.tag) : null,
      isCheckoutPasswordProtected: spec.secret === true,
      checkoutPasswordHash: spec.secret
        ? await hashCheckoutPassword(DEMO_CHECKOUT_SECRET, Buffer.from(rng.uuid().replaceAll('-', ''), 'hex'))
        : null,
      purchasable: spec.purchasable ?? !spec.distributor,
      releaseDate: eventStartTime ?? createdAt,
      isBackOnShelf: spec.backOnShelf === true,
      refLink: spec.distributor ? DISTRIBUTORS[0]!.url : null,
      isDistributor: spec.distributor === true,
      // Drops tagged LIMITED allow one per customer (the cart counts it over cart and orders).
      maxPerCustomer: spec.tag === 'LIMITED' ? 1 : null,
      highestBidPrice: spec.highestBid ?? null,
      ...copy,
      ratingOverall: rated ? rng.int(36, 50) / 10 : 0,
      ratingCount: rated ? rng.int(3, 140) : 0,
      createdAt,
      updatedAt: createdAt,
    });
    seeded.push({ id, slug, spec, variantIds, gallery });
  }

  await ctx.db.insert(products).values(rows);
  await ctx.db.insert(productVariants).values(variants);
  await ctx.db.insert(variantInventory).values(stock);
  await ctx.db.insert(productAttributes).values(attributes);
  await ctx.db.insert(attributeOptions).values(options);
  await ctx.db.insert(variantOptionValues).values(optionLinks);
  await ctx.db.insert(productImages).values(images);
  if (distributors.length) await ctx.db.insert(productDistributors).values(distributors);
  if (ownBundles.length) {
    await ctx.db.insert(bundles).values(ownBundles);
    await ctx.db.insert(bundleVariants).values(bundleMembers);
  }
  return seeded;
}
