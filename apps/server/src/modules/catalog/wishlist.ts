import type { PagingQuery } from '@shop/domain';
import type { ProductCardPage } from '@shop/domain/catalog';
import type { AppContext } from '../../http/types.ts';
import { getProductCards } from './get-product-cards.ts';
import { getDetailData } from './get-product-detail.ts';
import { PAGE_STATUSES } from './repository/detail.ts';
import { findWishlist, setWishlisted } from './repository/wishlist.ts';

/**
 * PUT /api/v1/me/wishlist/{productId} {flag}: spec 000 §7 "subscribe to product ... kind WISHLIST", flag
 * false removes. Only products with a page can be added; removing works whatever became of the product.
 */
export async function setWishlist(
  ctx: AppContext,
  userId: string,
  productId: string,
  flag: boolean,
): Promise<{ productId: string; favorite: boolean }> {
  if (flag) await getDetailData(ctx, productId);
  await setWishlisted(ctx.db, userId, productId, flag);
  return { productId, favorite: flag };
}

/** GET /api/v1/me/wishlist: the shopper's wishlisted products as cards, latest added first. */
export async function listWishlist(
  ctx: AppContext,
  userId: string,
  paging: PagingQuery,
): Promise<ProductCardPage> {
  const { ids, total } = await findWishlist(ctx.db, userId, {
    limit: paging.size,
    offset: (paging.page - 1) * paging.size,
  });
  const contents = await getProductCards(ctx, ids, { statuses: PAGE_STATUSES });
  return { contents, page: paging.page, size: paging.size, totalElements: total };
}
