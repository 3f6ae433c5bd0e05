import { notFound } from '@shop/domain';
import type { ProductDetailResponse } from '@shop/domain/catalog';
import type { AppContext } from '../../http/types.ts';
import { catalogCache } from './catalog-cache.ts';
import { type JsonAnswer, jsonAnswer } from './http-answer.ts';
import { cardsValidUntil } from './product-card.ts';
import { type DetailData, toProductDetail, toRecommended } from './product-detail.ts';
import { findProductCards } from './repository/cards.ts';
import {
  countBundles,
  findAttributes,
  findCollaborators,
  findDistributors,
  findImages,
  findPageProduct,
  findVariants,
  recommendedMatch,
} from './repository/detail.ts';
import { countRatings } from './repository/reviews.ts';
import { isWishlisted } from './repository/wishlist.ts';
import { availabilityGroup, NO_STOCK, type StockUse } from './stock-index.ts';

/** The recommended carousel shows 3 or 4 (spec 000 §9); a few more let it slide. */
const RECOMMENDED = 8;

/** Every row of a product page, each part one statement (no query per variant or per card). */
async function loadDetail(ctx: AppContext, key: string): Promise<DetailData | null> {
  const product = await findPageProduct(ctx.db, key);
  if (!product) return null;
  const id = product.id;
  const { match, rank } = recommendedMatch(product);
  const [variants, attributes, images, distributors, collaborators, totalBundles, ratings, recommended] =
    await Promise.all([
      findVariants(ctx.db, id),
      findAttributes(ctx.db, id),
      findImages(ctx.db, id),
      product.isDistributor ? findDistributors(ctx.db, id) : Promise.resolve([]),
      findCollaborators(ctx.db, id),
      countBundles(ctx.db, id),
      countRatings(ctx.db, id),
      findProductCards(
        ctx.db,
        ctx.now(),
        { statuses: ['ACTIVE'], excludeTypes: ['GIFT_PRODUCT'], match },
        { sort: 'RELEVANCE', rank, limit: RECOMMENDED, offset: 0 },
      ),
    ]);
  return {
    product,
    variants,
    attributes,
    images,
    distributors,
    collaborators,
    totalBundles,
    ratings,
    recommended,
  };
}

/**
 * The stock a page shows: its product's variants and its recommended cards, ranked "in stock first" among
 * the products of its main category or of one of its collaborators (so one of those turning sold out or
 * back may reorder them). An unknown product shows none.
 */
function detailStock(data: DetailData | null): StockUse {
  if (!data) return NO_STOCK;
  const groups = data.collaborators.map((c) => availabilityGroup.collaborator(c.id));
  if (data.product.mainCategoryId) groups.push(availabilityGroup.category(data.product.mainCategoryId));
  return { products: [data.product.id, ...data.recommended.map((r) => r.id)], availability: groups };
}

/**
 * The rows of a product page by slug or id, cached (catalog-cache.ts): rows, not answers, because the
 * event flags and sale prices are computed for the moment of each request.
 */
export async function getDetailData(ctx: AppContext, key: string): Promise<DetailData> {
  const data = await catalogCache(ctx).get(`detail:${key}`, ctx.now().getTime(), async () => {
    const value = await loadDetail(ctx, key);
    return { value, validUntil: null, stock: detailStock(value) };
  });
  if (!data) throw notFound('product');
  return data;
}

/** GET /api/v1/products/{slug}: unknown, draft, inactive and private products are a 404. */
/**
 * The page as an anonymous visitor gets it, serialised once and cached until the first countdown or sale
 * boundary of the product or its recommended cards; a signed-in shopper's (with `favorite`) is made anew.
 */
export async function productDetailAnswer(
  ctx: AppContext,
  key: string,
  userId: string | null,
): Promise<JsonAnswer> {
  if (userId) {
    const { detail, validUntil } = await getProductDetail(ctx, key, userId);
    return jsonAnswer(detail, validUntil);
  }
  return catalogCache(ctx).get(`detail-answer:${key}`, ctx.now().getTime(), async () => {
    const { detail, validUntil, data } = await getProductDetail(ctx, key, null);
    return { value: jsonAnswer(detail, validUntil), validUntil, stock: detailStock(data) };
  });
}

export async function getProductDetail(
  ctx: AppContext,
  key: string,
  userId: string | null,
): Promise<{ detail: ProductDetailResponse; validUntil: number | null; data: DetailData }> {
  const data = await getDetailData(ctx, key);
  const favorite = userId ? await isWishlisted(ctx.db, userId, data.product.id) : false;
  const now = ctx.now();
  const product = toProductDetail(data, now, favorite);
  return {
    detail: {
      product,
      reviewSummary: product.rating,
      recommendedProducts: toRecommended(data.recommended, now),
    },
    // The first countdown or sale boundary of the product or a recommended card: browsers keep it no longer.
    validUntil: cardsValidUntil([{ ...data.product, variants: data.variants }, ...data.recommended], now),
    data,
  };
}
