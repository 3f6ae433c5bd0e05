import type { RelatedProductsResponse } from '@shop/domain/catalog';
import type { AppContext } from '../../http/types.ts';
import { catalogCache } from './catalog-cache.ts';
import { getDetailData } from './get-product-detail.ts';
import { type JsonAnswer, jsonAnswer } from './http-answer.ts';
import { cardsValidUntil, toProductCard } from './product-card.ts';
import { findProductCards } from './repository/cards.ts';
import { findBundlePartnerIds, relatedMatch } from './repository/related.ts';
import { availabilityGroup } from './stock-index.ts';

/**
 * GET /api/v1/products/{slug}/related: "related deals" (spec 000 §9 shows 2 or 3): products sold in a
 * bundle with this one (reason BUNDLE), then products of the same main category with a sale on now
 * (reason ON_SALE); in stock only.
 */
export async function listRelatedProducts(ctx: AppContext, key: string, size: number): Promise<JsonAnswer> {
  const { product } = await getDetailData(ctx, key);
  return catalogCache(ctx).get(`related:${product.id}:${size}`, ctx.now().getTime(), async () => {
    const now = ctx.now();
    const partners = await findBundlePartnerIds(ctx.db, product.id);
    const { match, rank } = relatedMatch(product, partners, now);
    const rows = await findProductCards(
      ctx.db,
      now,
      { statuses: ['ACTIVE'], excludeTypes: ['GIFT_PRODUCT'], inStock: true, match },
      { sort: 'RELEVANCE', rank, limit: size, offset: 0 },
    );
    const partnerSet = new Set(partners);
    const body: RelatedProductsResponse = {
      contents: rows.map((row) => ({
        ...toProductCard(row, now),
        reason: partnerSet.has(row.id) ? ('BUNDLE' as const) : ('ON_SALE' as const),
      })),
    };
    const validUntil = cardsValidUntil(rows, now);
    // In stock only: a partner, or a product of the main category, turning sold out or back changes it.
    const stock = {
      products: [...rows.map((r) => r.id), ...partners],
      availability: product.mainCategoryId ? [availabilityGroup.category(product.mainCategoryId)] : [],
    };
    return { value: jsonAnswer(body, validUntil), validUntil, stock };
  });
}
