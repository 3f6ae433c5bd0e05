import type { OrderGroup } from '@shop/domain/orders';
import type { PaymentMethod } from '@shop/domain/payments';
import type { CheckoutApi } from '../api/checkout-api.ts';
import type { CheckoutStore } from './checkout-store.ts';
import { applyCheckoutErrors, type EffectDeps } from './error-effects.ts';

export interface PlaceDeps extends EffectDeps {
  api: CheckoutApi;
  store: CheckoutStore;
  addressId: () => string | null;
}

export type PlaceResult =
  | { ok: true; group: OrderGroup }
  | { ok: false; code: string; providerCode?: string | null; groupId?: string };

/**
 * Places the order (POST /orders) with this attempt's Idempotency-Key, made once per attempt: a double
 * click or a retry after a lost answer sends the same key and gets the same order. An attempt ends when the
 * server answered: a refusal (its effect of spec 001 §8 applied, payment refusals left to the form) or an
 * order. An order whose payment failed stays PENDING: the next attempt pays that order again.
 */
export async function placeOrder(
  deps: PlaceDeps,
  paymentMethod: PaymentMethod,
  testCard?: string,
): Promise<PlaceResult> {
  const { store, api } = deps;
  const key = store.attemptKey();
  const pending = store.get().pendingGroupId;
  // No address chosen: the one the checkout fell back to (the first saved), as the steps showed it.
  const selection = store.selection(deps.addressId());
  const answer = pending
    ? await api.payAgain(pending, { paymentMethod, ...(testCard ? { testCard } : {}) }, key)
    : await api.placeOrder(
        {
          shippingAddressId: selection.shippingAddressId ?? '',
          shippingMethodByStoreId: selection.shippingMethodByStoreId ?? {},
          couponIdsByStoreId: selection.couponIdsByStoreId,
          orderNoteByStoreId: selection.orderNoteByStoreId,
          paymentMethod,
          ...(testCard ? { testCard } : {}),
        },
        key,
      );
  // No answer (network): the attempt goes on, and a retry sends the same key.
  if (!answer.ok && answer.status === 0) return { ok: false, code: 'PAYMENT_UNAVAILABLE' };
  store.endAttempt();
  if (!answer.ok) {
    const first = answer.errors[0]?.errorCode ?? 'CHECKOUT_FAILED';
    const payment = answer.errors.find((e) => e.errorCode.startsWith('PAYMENT_'));
    if (payment)
      return {
        ok: false,
        code: payment.errorCode,
        providerCode: String(payment.errorParams?.providerCode ?? '') || null,
      };
    await applyCheckoutErrors(answer.errors, deps);
    return { ok: false, code: first };
  }
  const group = answer.body;
  if (group.payment?.status === 'FAILED') {
    store.setPendingGroup(group.groupId);
    return {
      ok: false,
      code: 'PAYMENT_DECLINED',
      providerCode: group.payment.failureCode,
      groupId: group.groupId,
    };
  }
  store.setPendingGroup(null);
  return { ok: true, group };
}
