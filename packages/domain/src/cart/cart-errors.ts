import { DomainError, type ErrorParams } from '../shared/errors.ts';
import { CART_ERROR_CODES, type CartErrorType, MAX_CART_LINES } from './constants.ts';

/** A cart refusal: one of CART_ERROR_CODES with the spec's `type` and the figures the shopper is told. */
export function cartError(
  code: (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES],
  type: CartErrorType | null,
  params: ErrorParams = {},
): DomainError {
  return new DomainError(code, type ? { type, ...params } : params, 400);
}

export const unavailableError = (params: ErrorParams = {}) =>
  cartError(CART_ERROR_CODES.unavailable, 'PRODUCT_UNAVAILABLE_ERROR', params);

export const cartFullError = () => cartError(CART_ERROR_CODES.full, null, { max: MAX_CART_LINES });
