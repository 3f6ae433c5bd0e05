import type { BundleFacts, CartFacts, VariantFacts } from './facts.ts';
import type { CartLineRecord } from './line.ts';

/** Catalogue facts and lines for the cart rules' tests. */
export const NOW = new Date('2026-06-01T12:00:00Z');

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function variant(over: Partial<VariantFacts> = {}): VariantFacts {
  const variantId = over.variantId ?? uuid();
  return {
    variantId,
    variantName: 'Verdant',
    productId: over.productId ?? `p-${variantId}`,
    productSlug: 'forest-sprite',
    productName: 'Forest Sprite',
    productType: 'IN_STOCK',
    imageUrl: '/img.svg',
    values: [{ name: 'Colorway', value: 'Verdant' }],
    price: { regularPrice: 5000, salePrice: null, saleStart: null, saleEnd: null },
    available: 10,
    currentStock: 10,
    lowStockValue: 2,
    listed: true,
    purchasable: true,
    isDistributor: false,
    event: { hasCountDown: false, eventStartTime: null, eventEndTime: null },
    passwordToken: null,
    variantLimit: null,
    productLimit: null,
    ...over,
  };
}

export function bundle(members: VariantFacts[], over: Partial<BundleFacts> = {}): BundleFacts {
  return {
    bundleId: uuid(),
    productId: 'bundle-product',
    productSlug: 'enamel-pin-trio',
    productListed: true,
    name: 'Pin Trio',
    imageUrl: null,
    discount: { discountType: 'PERCENTAGE', discountValue: 10 },
    size: 2,
    memberIds: members.map((m) => m.variantId),
    ...over,
  };
}

export function facts(
  variants: VariantFacts[],
  bundles: BundleFacts[] = [],
  purchased?: CartFacts['purchased'],
): CartFacts {
  return {
    variants: new Map(variants.map((v) => [v.variantId, v])),
    bundles: new Map(bundles.map((b) => [b.bundleId, b])),
    purchased: purchased ?? { variants: new Map(), products: new Map() },
  };
}

export function line(over: Partial<CartLineRecord> = {}): CartLineRecord {
  return {
    kind: 'VARIANT',
    variantId: null,
    bundleId: null,
    variantIds: [],
    quantity: 1,
    seenPrice: null,
    cartPassword: null,
    couponId: null,
    addedAt: NOW.toISOString(),
    ...over,
  };
}

export const bundleLine = (
  b: BundleFacts,
  ids: string[],
  quantity: number,
  over: Partial<CartLineRecord> = {},
) => line({ kind: 'BUNDLE', bundleId: b.bundleId, variantIds: [...ids].sort(), quantity, ...over });
