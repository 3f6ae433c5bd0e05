import { type CartAnswer, mergeLines, readGuestLines } from '@shop/domain/cart';
import type { AppContext } from '../../http/types.ts';
import { idsOf } from './cart-facts.ts';
import { lineName } from './line-names.ts';
import { changeMemberCart } from './member-cart.ts';

/**
 * PUT /me/cart/sync: on login the guest cart merges into the member's (spec 002 §4): the same variant or
 * bundle adds up, capped by the rules; what could not be merged (in part or whole) is answered in `dropped`
 * for the shopper to be told. The browser then removes its local copy.
 */
export async function syncCart(
  ctx: AppContext,
  userId: string,
  raw: readonly unknown[],
): Promise<CartAnswer> {
  const now = ctx.now();
  const guest = readGuestLines(raw, now);
  const { cart, extra } = await changeMemberCart(ctx, userId, idsOf(guest.lines), (lines, facts) => {
    const merged = mergeLines(lines, guest.lines, facts, now, lineName(facts));
    return { lines: merged.lines, extra: merged.dropped };
  });
  return { cart, dropped: [...guest.dropped, ...extra] };
}
