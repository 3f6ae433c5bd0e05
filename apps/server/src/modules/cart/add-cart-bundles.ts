import { addBundles, type BundleItemInput, type Cart } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { changeMemberCart } from './member-cart.ts';

/**
 * POST /me/cart/bundles: the bundle popup's choices, all added or none (spec 000 §4, §8); each failing
 * bundle is reported with its type.
 */
export async function addCartBundles(
  ctx: AppContext,
  userId: string,
  items: readonly BundleItemInput[],
): Promise<Cart> {
  const wanted = { bundleIds: items.map((i) => i.bundleId), variantIds: items.flatMap((i) => i.variantIds) };
  const { cart } = await changeMemberCart(ctx, userId, wanted, (lines, facts) => ({
    lines: addBundles(lines, items, facts, ctx.now()),
    extra: null,
  }));
  return cart;
}
