import type { ApiError } from '@shop/domain';
import { CHECKOUT_PATHS, checkoutErrorEffect, type LineRef } from '@shop/domain/checkout';
import type { DialogOptions } from '../../../lib/dialog-store.ts';
import type { CheckoutStore } from './checkout-store.ts';

export interface EffectDeps {
  store: CheckoutStore;
  dialog: (options: DialogOptions) => unknown;
  t: (key: string) => string;
  /** The cart feature's sync (the route passes it: features do not import each other). */
  syncCart: () => Promise<unknown>;
  /** Lowers the quantity of the line an error names by one (the cart feature's update). */
  lowerQuantity: (ref: LineRef) => Promise<unknown>;
}

/**
 * Spec 001 §8 "Checkout errors", each with its effect: coupons marked and the 'Coupon invalid or expired'
 * dialog leading to the shipping step; lines marked and the 'Your country are not support delivery'
 * dialog; the remembered quantity lowered by one; anything else the 'Can not checkout' oops dialog leading
 * to /checkout, with a cart sync. Answers which effect it applied.
 */
export async function applyCheckoutErrors(errors: readonly ApiError[], deps: EffectDeps) {
  const effect = checkoutErrorEffect(errors);
  const { t } = deps;
  switch (effect.kind) {
    case 'coupon':
      deps.store.markCouponsInvalid(effect.couponIds, effect.couponCodes);
      deps.dialog({
        kind: 'error',
        title: t('dialog.oopsTitle'),
        message: t('checkout.couponInvalid'),
        navigateTo: CHECKOUT_PATHS.SHIPPING,
      });
      break;
    case 'country':
      deps.store.markUnsupported(effect.lines);
      deps.dialog({ kind: 'error', title: t('dialog.oopsTitle'), message: t('checkout.countryUnsupported') });
      break;
    case 'quantity':
      for (const line of effect.lines) await deps.lowerQuantity(line);
      deps.dialog({ kind: 'error', title: t('dialog.oopsTitle'), message: t('checkout.quantityLowered') });
      break;
    default:
      deps.dialog({
        kind: 'apology',
        title: t('dialog.oopsTitle'),
        message: t('checkout.cannotCheckout'),
        navigateTo: CHECKOUT_PATHS.CART_ITEMS,
      });
      await deps.syncCart();
  }
  return effect.kind;
}
