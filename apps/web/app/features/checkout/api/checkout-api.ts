import type { ApiError } from '@shop/domain';
import type { CheckoutInfo, CheckoutLine, CheckoutSelection } from '@shop/domain/checkout';
import type { CheckedCoupon, CouponView } from '@shop/domain/coupons';
import type { OrderGroup, PlaceOrderInput } from '@shop/domain/orders';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * The checkout's calls (spec 001 §7): the guard calls of modules/checkout, the coupon check and the usable
 * list of modules/coupons, placing the order and reading its group (modules/orders). All silent: the
 * checkout applies the effects of spec 001 §8 itself.
 */
export type Answer<T> = { ok: true; body: T } | { ok: false; status: number; errors: ApiError[] };

const errorsOf = (body: unknown): ApiError[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as ApiError[]) : [];
};

export type CheckoutCall = 'cart-items' | 'shipping-info' | 'payment-info';

/**
 * The checkout's lines as the coupon check takes them (spec 001 §7 "front/coupons with cartItems"): the
 * server prices them again, so a code's minimum order is judged on the cart. Gift lines cost nothing and
 * disabled lines are not bought: both left out.
 */
export const couponCheckItems = (lines: readonly CheckoutLine[]) =>
  lines
    .filter((l) => !l.isGift && !l.disabled)
    .map((l) =>
      l.bundleId
        ? {
            bundleId: l.bundleId,
            bundleValues: l.variantIds.map((productInstanceId) => ({ productInstanceId })),
            quantity: l.quantity,
          }
        : { productInstanceId: l.variantId ?? undefined, quantity: l.quantity },
    );

export function checkoutApi(api: ApiClient) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer<T>> {
    const res = await api.request<T>(method, path, body, { silent: true, headers });
    if (res.status >= 200 && res.status < 300) return { ok: true, body: res.body };
    return { ok: false, status: res.status, errors: errorsOf(res.body) };
  }
  return {
    /** The info call (`verify` false) or its "-selection" check (400 with the error list). */
    checkout: (which: CheckoutCall, selection: CheckoutSelection, verify: boolean) =>
      call<CheckoutInfo>('POST', `/api/v1/checkout/${which}${verify ? '-selection' : ''}`, selection),
    checkCodes: (
      couponCodes: string[],
      lines: readonly CheckoutLine[],
      shippingFeeByStoreId: Record<string, number>,
    ) =>
      call<{ coupons: CheckedCoupon[] }>('POST', '/api/v1/coupons/check', {
        cartItems: couponCheckItems(lines),
        couponCodes,
        shippingFeeByStoreId,
      }),
    usableCoupons: (storeId: string) =>
      call<{ coupons: CouponView[] }>('GET', `/api/v1/coupons/usable?storeId=${encodeURIComponent(storeId)}`),
    placeOrder: (input: PlaceOrderInput, idempotencyKey: string) =>
      call<OrderGroup>('POST', '/api/v1/orders', input, { 'idempotency-key': idempotencyKey }),
    payAgain: (groupId: string, body: { paymentMethod: string; testCard?: string }, idempotencyKey: string) =>
      call<OrderGroup>('POST', `/api/v1/orders/group/${encodeURIComponent(groupId)}/payment`, body, {
        'idempotency-key': idempotencyKey,
      }),
    confirmPayment: (groupId: string) =>
      call<OrderGroup>('POST', `/api/v1/orders/group/${encodeURIComponent(groupId)}/payment/confirm`, {}),
    group: (groupId: string) =>
      call<OrderGroup>('GET', `/api/v1/orders/group/${encodeURIComponent(groupId)}`),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
