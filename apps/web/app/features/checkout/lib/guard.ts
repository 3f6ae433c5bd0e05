import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_PATHS,
  type CheckoutInfo,
  type CheckoutStep,
} from '@shop/domain/checkout';
import { defaultShippingMethod } from '@shop/domain/shipping';
import type { CheckoutApi } from '../api/checkout-api.ts';
import { applyCheckoutErrors, type EffectDeps } from './error-effects.ts';

export interface GuardDeps extends EffectDeps {
  api: CheckoutApi;
  cartIsEmpty: () => boolean;
  /** The shipping address chosen in the addresses feature (null: the first saved one). */
  addressId: () => string | null;
}

export type GuardResult = { ok: true; info: CheckoutInfo | null } | { ok: false };

/**
 * Keeps each store's earlier carrier by name (spec 001 §4.8) when the answer chose another one that has a
 * namesake on offer: the store then remembers that carrier's reference. Answers whether anything changed.
 */
export function keepCarriersByName(info: CheckoutInfo, deps: Pick<GuardDeps, 'store'>): boolean {
  const remembered = deps.store.get().carriers;
  let changed = false;
  for (const store of info.stores) {
    const earlier = remembered[store.storeId]?.name;
    const wanted = defaultShippingMethod(store.shippingCarriers, earlier);
    if (wanted && wanted.shippingCarrierRef !== store.shippingMethod?.shippingCarrierRef) {
      deps.store.chooseCarrier(store.storeId, { name: wanted.shippingName, ref: wanted.shippingCarrierRef });
      changed = true;
    }
  }
  return changed;
}

/** Loads a checkout answer (errors swallowed, spec 001 §8), keeping carriers by name. */
export async function loadInfo(
  which: 'shipping-info' | 'payment-info',
  deps: GuardDeps,
): Promise<CheckoutInfo | null> {
  const selection = () => deps.store.selection(deps.addressId());
  let answer = await deps.api.checkout(which, selection(), false);
  if (!answer.ok) return null;
  if (keepCarriersByName(answer.body, deps)) {
    answer = await deps.api.checkout(which, selection(), false);
    if (!answer.ok) return null;
  }
  deps.store.setInfo(answer.body);
  return answer.body;
}

/**
 * The guard of each checkout step (spec 001 §4.8): a cart sync only if the cart is empty, then verify the
 * cart; for the shipping and payment steps also load shipping info and verify it, and on the payment step
 * an 'oops' dialog sends the shopper to the shipping step when a store has no carrier set. A refusal applies
 * the effect of spec 001 §8. The flags say which verifications passed.
 */
export async function runCheckoutGuard(step: CheckoutStep, deps: GuardDeps): Promise<GuardResult> {
  const { store, api } = deps;
  store.setFlags({ hasVerifyCart: false, hasVerifyShipping: false, hasVerifyPayment: false });
  if (deps.cartIsEmpty()) await deps.syncCart();
  const selection = () => store.selection(deps.addressId());

  const cart = await api.checkout('cart-items', selection(), true);
  // Nothing to buy is no error to apologise for: the step says the cart is empty (the cart step offers SHOP).
  if (
    !cart.ok &&
    cart.errors.length > 0 &&
    cart.errors.every((e) => e.errorCode === CHECKOUT_ERROR_CODES.cartEmpty)
  )
    return { ok: false };
  if (!cart.ok) {
    await applyCheckoutErrors(cart.errors, deps);
    return { ok: false };
  }
  store.setFlags({ hasVerifyCart: true });
  if (step === 'CART_ITEMS') {
    store.setInfo(cart.body);
    return { ok: true, info: cart.body };
  }

  const shipping = await loadInfo('shipping-info', deps);
  if (step === 'PAYMENT' && shipping && shipping.stores.some((s) => !s.shippingMethod)) {
    deps.dialog({
      kind: 'apology',
      title: deps.t('dialog.oopsTitle'),
      message: deps.t('checkout.noCarrier'),
      navigateTo: CHECKOUT_PATHS.SHIPPING,
    });
    return { ok: false };
  }
  if (step === 'SHIPPING') return { ok: true, info: shipping };

  const verified = await api.checkout('shipping-info', selection(), true);
  if (!verified.ok) {
    await applyCheckoutErrors(verified.errors, deps);
    return { ok: false };
  }
  store.setFlags({ hasVerifyShipping: true });
  const payment = await loadInfo('payment-info', deps);
  return { ok: true, info: payment ?? verified.body };
}
