import type { ApiError } from '@shop/domain';
import { CART_ERROR_CODES } from '@shop/domain/cart';
import { dialogs } from '../../../lib/dialog-store.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * The add-to-cart error dialog of spec 000 §2 / 002 §8: titled by a quantity-error message ("Only N item(s)
 * in stock", "Reach the maximum of available item", "Out of stock") or the error's own text, with CONTINUE
 * SHOPPING. The product-unavailable code was toasted by the API client; the caller leaves for /product.
 */
export function cartErrorTitle(error: ApiError): string {
  const p = error.errorParams ?? {};
  const t = (key: string, params: Record<string, unknown> = {}) => i18n.t(key, params);
  if (error.errorCode === CART_ERROR_CODES.outOfStock) return t('cart.outOfStock');
  if (error.errorCode === CART_ERROR_CODES.quantity) {
    const left = Number(p.currentStock ?? 0);
    if (p.reason === 'reachMax' || (p.type === 'QUANTITY_ERROR' && Number(p.room) === 0 && left >= 99))
      return t('cart.reachMax');
    return left > 0 ? t('cart.onlyInStock', { count: left }) : t('cart.reachMax');
  }
  const key = `ERRORS.${error.errorCode}`;
  return i18n.exists(key) ? t(key, p) : t('dialog.somethingWrong');
}

/** Opens the cart error dialog for the first refusal; resolves when it is closed. */
export function showCartError(errors: readonly ApiError[]): Promise<unknown> {
  const [first] = errors;
  if (!first || first.errorCode === CART_ERROR_CODES.unavailable) return Promise.resolve();
  return dialogs.open({
    kind: 'error',
    title: cartErrorTitle(first),
    yesText: i18n.t('cart.continueShoppingUpper'),
  });
}

export const isUnavailable = (errors: readonly ApiError[]) =>
  errors.some((e) => e.errorCode === CART_ERROR_CODES.unavailable);
export const needsPassword = (errors: readonly ApiError[]) =>
  errors.some((e) => e.errorCode === CART_ERROR_CODES.password);
