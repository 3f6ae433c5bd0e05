import {
  type ArchiveFilter,
  type ListProductsQuery,
  type ProductCardPage,
  type ProductStatus,
  productCardPage,
} from '@shop/domain/catalog';
import type { AppContext } from '../../http/types.ts';
import { catalogCache } from './catalog-cache.ts';
import { type JsonAnswer, jsonAnswer } from './http-answer.ts';
import { cardsValidUntil, toProductCard } from './product-card.ts';
import {
  type CardOrder,
  countProductCards,
  findProductCards,
  type ProductCardFilter,
  type ProductCardRow,
} from './repository/cards.ts';
import type { StockUse } from './stock-index.ts';

export const STATUSES_OF: Record<ArchiveFilter, ProductStatus[]> = {
  NONE: ['ACTIVE'],
  ONLY_ARCHIVED: ['ARCHIVED'],
  INCLUDE_ARCHIVED: ['ACTIVE', 'ARCHIVED'],
};

export interface CardPageInput extends CardOrder {
  filter: ProductCardFilter;
  page: number;
  size: number;
}

/**
 * One page of cards, until when it stays exactly right (see cardsValidUntil), and the stock it shows: its
 * cards' products, and which products are in stock at all when it is filtered by that.
 */
export async function findCardPage(
  ctx: AppContext,
  input: CardPageInput,
): Promise<{ page: ProductCardPage; validUntil: number | null; stock: StockUse }> {
  const now = ctx.now();
  const order = {
    sort: input.sort,
    rank: input.rank,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  };
  let rows: ProductCardRow[];
  let totalElements: number;
  if (input.sort === 'RELEVANCE') {
    rows = await findProductCards(ctx.db, now, input.filter, { ...order, withTotal: true });
    totalElements =
      rows[0]?.total ?? (order.offset === 0 ? 0 : await countProductCards(ctx.db, now, input.filter));
  } else {
    [rows, totalElements] = await Promise.all([
      findProductCards(ctx.db, now, input.filter, order),
      countProductCards(ctx.db, now, input.filter),
    ]);
  }
  const page = {
    contents: rows.map((row) => toProductCard(row, now)),
    page: input.page,
    size: input.size,
    totalElements,
  };
  // Outside production every cached page is checked against the contract once, when it is made.
  if (ctx.config.env !== 'production') productCardPage.parse(page);
  return {
    page,
    validUntil: cardsValidUntil(rows, now),
    stock: { products: rows.map((r) => r.id), availability: input.filter.inStock !== undefined },
  };
}

/**
 * The store listing. Gift products are given with stars, not sold, so the listing leaves them out unless
 * the caller asks for type=GIFT_PRODUCT.
 */
function listInput(input: ListProductsQuery): CardPageInput {
  return {
    filter: {
      statuses: STATUSES_OF[input.archive],
      type: input.type,
      excludeTypes: input.type ? undefined : (['GIFT_PRODUCT'] as const),
      category: input.category,
      inStock: input.inStock,
      priceFrom: input.priceFrom,
      priceTo: input.priceTo,
    },
    sort: input.sortBy,
    page: input.page,
    size: input.size,
  };
}

export async function listProducts(ctx: AppContext, input: ListProductsQuery): Promise<ProductCardPage> {
  return (await findCardPage(ctx, listInput(input))).page;
}

/** The listing as the route sends it: serialised once and cached per query (catalog-cache.ts). */
export function listProductsAnswer(ctx: AppContext, input: ListProductsQuery): Promise<JsonAnswer> {
  return cachedCardPage(ctx, `list:${JSON.stringify(input)}`, listInput(input));
}

/**
 * Any value from the catalogue cache (dropped with the rest when the catalogue changes), made by `load`;
 * `stock` says which stock changes drop it (stock-index.ts: every one unless told).
 */
export function cachedValue<T>(
  ctx: AppContext,
  key: string,
  load: () => Promise<T>,
  stock: StockUse = 'all',
): Promise<T> {
  return catalogCache(ctx).get(key, ctx.now().getTime(), async () => ({
    value: await load(),
    validUntil: null,
    stock,
  }));
}

/**
 * A JSON answer from the catalogue cache, made by `load` (serialised once) when missing or expired; the
 * `stock` it gives says which stock changes drop it (stock-index.ts: every one when it gives none).
 */
export function cachedJson(
  ctx: AppContext,
  key: string,
  load: () => Promise<{ value: unknown; validUntil: number | null; stock?: StockUse }>,
): Promise<JsonAnswer> {
  return catalogCache(ctx).get(key, ctx.now().getTime(), async () => {
    const { value, validUntil, stock } = await load();
    return { value: jsonAnswer(value, validUntil), validUntil, stock };
  });
}

export function cachedCardPage(ctx: AppContext, key: string, input: CardPageInput): Promise<JsonAnswer> {
  return cachedJson(ctx, key, async () => {
    const { page, validUntil, stock } = await findCardPage(ctx, input);
    return { value: page, validUntil, stock };
  });
}
