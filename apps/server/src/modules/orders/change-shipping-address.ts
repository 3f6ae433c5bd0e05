import { DomainError } from '@shop/domain';
import { canChangeShippingAddress, type OrderAddress, type OrderStatus } from '@shop/domain/orders';
import type { AppContext } from '../../http/types.ts';
import { insertActivity, lockOrder, type OrderRow, updateOrder } from './repository/index.ts';

/** Why an order's shipping address cannot become `address` now (null: it can). */
export function addressChangeProblem(order: OrderRow, address: OrderAddress): DomainError | null {
  if (!canChangeShippingAddress(order.status as OrderStatus))
    return new DomainError('ORDER_ADDRESS_NOT_CHANGEABLE', { status: order.status }, 409);
  const country = (order.shippingAddress as Record<string, string | null>).country;
  if (country !== address.country)
    return new DomainError('ORDER_ADDRESS_COUNTRY_CHANGED', { country: country ?? '' }, 400);
  return null;
}

/**
 * A new shipping address for an order, inside the caller's transaction (`ctx.db` is it; support's ACCEPT of
 * "update shipping address"): the order locked, still before the warehouse and in the same country, the
 * address (a copy) written and the change in the activity log. The billing address stays the one paid with.
 */
export async function changeShippingAddress(
  ctx: AppContext,
  input: { orderId: string; address: OrderAddress; actor: 'SHOPPER' | 'STAFF'; note: string },
): Promise<OrderRow> {
  const locked = await lockOrder(ctx.db, input.orderId);
  if (!locked) throw new DomainError('NOT_FOUND', { what: 'order' }, 404);
  const problem = addressChangeProblem(locked, input.address);
  if (problem) throw problem;
  await updateOrder(ctx.db, locked.id, { shippingAddress: input.address });
  await insertActivity(ctx.db, [
    {
      orderId: locked.id,
      type: 'SHIPPING_ADDRESS_CHANGED',
      actor: input.actor,
      fromStatus: locked.status,
      toStatus: locked.status,
      message: input.note || input.address.fullAddress,
      createdAt: ctx.now(),
    },
  ]);
  return { ...locked, shippingAddress: input.address };
}
