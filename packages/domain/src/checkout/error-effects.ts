import type { ApiError } from '../shared/errors.ts';
import { CHECKOUT_ERROR_CODES } from './constants.ts';

/**
 * Spec 001 §8 "Checkout errors": what the checkout does with an error list from a checkout call or from
 * placing the order. One effect per list, the first that applies, in the spec's order:
 *
 * - coupon: the coupons named (errorParams.couponCodes / couponCode / couponIds / couponId) are marked
 *   invalid and the 'Coupon invalid or expired' dialog leads to /checkout/shipping-information;
 * - country: the lines named (key, or variantId, or bundleId with variantIds) are marked unsupported and
 *   the 'Your country are not support delivery' dialog shows;
 * - quantity: an error of type QUANTITY_ERROR (or a stock code of the cart) lowers the remembered quantity
 *   of the line named by one;
 * - other: the 'Can not checkout' oops dialog leads to /checkout and syncs the cart.
 */
export type LineRef = { key?: string; variantId?: string; bundleId?: string; variantIds?: string[] };

export type CheckoutErrorEffect =
  | { kind: 'coupon'; couponCodes: string[]; couponIds: string[] }
  | { kind: 'country'; lines: LineRef[] }
  | { kind: 'quantity'; lines: LineRef[] }
  | { kind: 'other'; codes: string[] };

/** Coupon refusals: ours are COUPON_*; the spec's redemption states are INVALID_COUPON_*. */
export const isCouponErrorCode = (code: string) =>
  code.startsWith('COUPON_') || code.startsWith('INVALID_COUPON');

// The orders' COUNTRY_UNSUPPORTED and the address book's PLUG-COUNTRY-001 (the same text).
const COUNTRY_CODES = new Set<string>([CHECKOUT_ERROR_CODES.countryUnsupported, 'PLUG-COUNTRY-001']);
const QUANTITY_TYPES = new Set(['QUANTITY_ERROR', 'BUNDLE_QUANTITY_ERROR', 'OUT_OF_STOCK_ERROR']);
const QUANTITY_CODES = new Set(['ECOM-112', 'ECOM-113']);

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
// Error params are flat (string, number, boolean): several codes or ids come comma-separated.
const strs = (v: unknown): string[] => {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim())
    .filter(Boolean);
};

function lineOf(params: Record<string, unknown>): LineRef | null {
  const ref: LineRef = {};
  const key = str(params.key);
  const variantId = str(params.variantId);
  const bundleId = str(params.bundleId);
  const variantIds = strs(params.variantIds);
  if (key) ref.key = key;
  if (variantId) ref.variantId = variantId;
  if (bundleId) ref.bundleId = bundleId;
  if (variantIds.length) ref.variantIds = variantIds;
  return Object.keys(ref).length ? ref : null;
}

const paramsOf = (e: ApiError) => (e.errorParams ?? {}) as Record<string, unknown>;

export function checkoutErrorEffect(errors: readonly ApiError[]): CheckoutErrorEffect {
  const coupons = errors.filter((e) => isCouponErrorCode(e.errorCode));
  if (coupons.length) {
    const codes = new Set<string>();
    const ids = new Set<string>();
    for (const e of coupons) {
      const p = paramsOf(e);
      for (const c of [...strs(p.couponCodes), str(p.couponCode)]) if (c) codes.add(c);
      for (const i of [...strs(p.couponIds), str(p.couponId)]) if (i) ids.add(i);
    }
    return { kind: 'coupon', couponCodes: [...codes], couponIds: [...ids] };
  }
  const country = errors.filter(
    (e) => COUNTRY_CODES.has(e.errorCode) || paramsOf(e).type === 'COUNTRY_UNSUPPORT_ERROR',
  );
  if (country.length)
    return { kind: 'country', lines: country.map((e) => lineOf(paramsOf(e))).filter((l) => l !== null) };
  const quantity = errors.filter(
    (e) => QUANTITY_TYPES.has(String(paramsOf(e).type)) || QUANTITY_CODES.has(e.errorCode),
  );
  if (quantity.length)
    return { kind: 'quantity', lines: quantity.map((e) => lineOf(paramsOf(e))).filter((l) => l !== null) };
  return { kind: 'other', codes: errors.map((e) => e.errorCode) };
}

/** Whether a cart line is the one an error names. */
export function lineMatches(
  line: { key: string; variantId: string | null; bundleId: string | null; variantIds: readonly string[] },
  ref: LineRef,
): boolean {
  if (ref.key) return ref.key === line.key;
  if (ref.bundleId) {
    if (ref.bundleId !== line.bundleId) return false;
    return !ref.variantIds?.length || ref.variantIds.every((v) => line.variantIds.includes(v));
  }
  return !!ref.variantId && ref.variantId === line.variantId;
}
