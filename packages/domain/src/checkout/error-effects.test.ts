import { describe, expect, it } from 'vitest';
import { checkoutErrorEffect, lineMatches } from './error-effects.ts';

describe('checkoutErrorEffect (spec 001 §8 checkout errors)', () => {
  it('a coupon refusal names the coupons to mark, before any other error', () => {
    expect(
      checkoutErrorEffect([
        { errorCode: 'ECOM-113', errorParams: { type: 'QUANTITY_ERROR', key: 'k' } },
        { errorCode: 'COUPON_EXPIRED', errorParams: { couponCodes: 'SAVE5, FREESHIP', couponId: 'c1' } },
        { errorCode: 'INVALID_COUPON_MAX_REDEEMED', errorParams: { couponCode: 'DROP10' } },
      ]),
    ).toEqual({ kind: 'coupon', couponCodes: ['SAVE5', 'FREESHIP', 'DROP10'], couponIds: ['c1'] });
  });

  it('an unsupported country names the lines: by key, by variant, or a bundle with its variants', () => {
    expect(
      checkoutErrorEffect([
        { errorCode: 'COUNTRY_UNSUPPORTED', errorParams: { key: 'v:1' } },
        { errorCode: 'PLUG-COUNTRY-001', errorParams: { bundleId: 'b', variantIds: 'x,y' } },
      ]),
    ).toEqual({ kind: 'country', lines: [{ key: 'v:1' }, { bundleId: 'b', variantIds: ['x', 'y'] }] });
  });

  it('a quantity error of the cart names the line whose quantity goes down by one', () => {
    expect(
      checkoutErrorEffect([
        { errorCode: 'ECOM-113', errorParams: { type: 'QUANTITY_ERROR', variantId: 'v' } },
      ]),
    ).toEqual({ kind: 'quantity', lines: [{ variantId: 'v' }] });
  });

  it('anything else is the generic "Can not checkout"', () => {
    expect(checkoutErrorEffect([{ errorCode: 'ECOM-052' }, { errorCode: 'INTERNAL' }])).toEqual({
      kind: 'other',
      codes: ['ECOM-052', 'INTERNAL'],
    });
    expect(checkoutErrorEffect([])).toEqual({ kind: 'other', codes: [] });
  });
});

describe('lineMatches', () => {
  const line = { key: 'b:1', variantId: null, bundleId: 'b', variantIds: ['x', 'y'] };
  it('finds a line by key, by bundle and its variants, or by variant', () => {
    expect(lineMatches(line, { key: 'b:1' })).toBe(true);
    expect(lineMatches(line, { bundleId: 'b', variantIds: ['y'] })).toBe(true);
    expect(lineMatches(line, { bundleId: 'b', variantIds: ['z'] })).toBe(false);
    expect(lineMatches({ ...line, variantId: 'v' }, { variantId: 'v' })).toBe(true);
    expect(lineMatches(line, {})).toBe(false);
  });
});
