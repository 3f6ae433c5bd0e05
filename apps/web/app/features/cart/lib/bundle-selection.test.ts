import type { CartLine } from '@shop/domain/cart';
import type { BundleOffer } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import {
  bundleMax,
  canAdd,
  estimatedTotal,
  heldByCart,
  markRefusals,
  pick,
  quickSelect,
  type Selections,
  takenBundles,
  toggle,
} from './bundle-selection.ts';

const member = (id: string, available: number, regularPrice = 1000) =>
  ({
    id,
    name: `Variant ${id}`,
    productId: `p-${id}`,
    productSlug: `p-${id}`,
    productName: `Product ${id}`,
    image: null,
    regularPrice,
    values: [],
    isOutOfStock: available <= 0,
    inventory: { available, currentStock: available },
    currentStock: available,
  }) satisfies BundleOffer['variants'][number];

const offer = (id: string, variants: BundleOffer['variants'], size = 2, percent = 10): BundleOffer => ({
  id,
  productId: 'p-main',
  name: `Bundle ${id}`,
  image: null,
  bundle: size,
  discountType: 'PERCENTAGE',
  discountValue: percent,
  variantIds: variants.map((v) => v.id),
  variants,
  inventory: { available: 5, currentStock: 5 },
  isOutOfStock: false,
  invalid: false,
});

const none = new Map<string, number>();

describe('the bundle picker (spec 000 §4)', () => {
  const b = offer('b1', [member('a', 5), member('b', 5), member('c', 0)]);

  it('picks up to the bundle size; picking a chosen variant again unpicks it', () => {
    let chosen = toggle(b, [], 'a');
    chosen = toggle(b, chosen, 'b');
    expect(toggle(b, chosen, 'c')).toEqual(['a', 'b']);
    expect(toggle(b, chosen, 'a')).toEqual(['b']);
  });

  it('quick select fills the rest with in-stock variants, and deselects a full pick', () => {
    expect(quickSelect(b, {}, [], none)).toEqual(['a', 'b']);
    expect(quickSelect(b, {}, ['b'], none)).toEqual(['b', 'a']);
    expect(quickSelect(b, {}, ['a', 'b'], none)).toEqual([]);
    // What the cart holds counts: a is all in the cart.
    expect(quickSelect(b, {}, [], new Map([['a', 5]]))).toEqual(['b']);
  });

  it('a complete pick is taken once, priced as the bundle; an incomplete one is not taken', () => {
    const half = pick({}, b, ['a']);
    expect(takenBundles([b], half)).toEqual([]);
    expect(canAdd([b], half, none)).toBe(false);
    const full = pick(half, b, ['a', 'b']);
    expect(takenBundles([b], full)).toEqual([{ bundleId: 'b1', variantIds: ['a', 'b'], quantity: 1 }]);
    expect(estimatedTotal([b], full)).toBe(1800); // 2 x $10, 10% off
    expect(canAdd([b], full, none)).toBe(true);
  });
});

describe('bundle stock (spec 000 §9)', () => {
  it('is the lowest stock of the chosen variants, less what the cart and the other bundles hold', () => {
    const one = offer('b1', [member('a', 4), member('b', 9)]);
    const two = offer('b2', [member('a', 4), member('c', 9)]);
    let s: Selections = pick({}, one, ['a', 'b']);
    s = pick(s, two, ['a', 'c']);
    s = { ...s, b1: { ...s.b1!, quantity: 3 } };
    expect(bundleMax(two, s, none)).toBe(1); // 4 of a, 3 in bundle one
    const cart = heldByCart([
      { kind: 'VARIANT', variantId: 'a', quantity: 1, variantIds: [] } as unknown as CartLine,
    ]);
    expect(bundleMax(two, s, cart)).toBe(0);
    expect(canAdd([one, two], s, cart)).toBe(false);
  });
});

describe('a refusal marks the bundles it names (spec 000 §8)', () => {
  const b = offer('b1', [member('a', 5), member('b', 5)]);
  const s = { ...pick({}, b, ['a', 'b']), b1: { chosen: ['a', 'b'], quantity: 3, mark: null, stock: null } };
  const refuse = (type: string, extra: Record<string, unknown> = {}) =>
    markRefusals(s, [{ errorCode: 'X', errorParams: { bundleId: 'b1', type, ...extra } }]).b1!;

  it('a quantity error sets the stock to the answered one, or to the quantity asked minus one', () => {
    expect(refuse('BUNDLE_QUANTITY_ERROR', { currentStock: 2 })).toMatchObject({ stock: 2, quantity: 2 });
    expect(refuse('BUNDLE_QUANTITY_ERROR')).toMatchObject({ stock: 2 });
  });

  it('out of stock and unavailable mark it unavailable; a combination error disables it', () => {
    expect(refuse('OUT_OF_STOCK_ERROR')).toMatchObject({ mark: 'unavailable', quantity: 0 });
    expect(refuse('BUNDLE_UNAVAILABLE_ERROR')).toMatchObject({ mark: 'unavailable' });
    expect(refuse('BUNDLE_COMBINATION_ERROR')).toMatchObject({ mark: 'disabled' });
    expect(bundleMax(b, { b1: refuse('BUNDLE_COMBINATION_ERROR') }, none)).toBe(0);
  });
});
