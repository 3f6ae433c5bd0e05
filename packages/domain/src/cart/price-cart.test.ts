import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.ts';
import { bundle, bundleLine, facts, line, NOW, variant } from './test-facts.ts';

describe('priceCart: lines, warnings and totals (spec 000 §4, 002 §3-§4)', () => {
  it('prices lines at the current sale price, in the order they were added', () => {
    const a = variant({ price: { regularPrice: 5000, salePrice: 4000, saleStart: null, saleEnd: null } });
    const b = variant({
      price: { regularPrice: 1200, salePrice: 900, saleStart: '2030-01-01T00:00:00Z', saleEnd: null },
    });
    const cart = priceCart(
      [
        line({ variantId: b.variantId, quantity: 3, addedAt: '2026-05-02T00:00:00.000Z' }),
        line({ variantId: a.variantId, quantity: 2, addedAt: '2026-05-01T00:00:00.000Z' }),
      ],
      facts([a, b]),
      NOW,
    );
    expect(
      cart.cartItems.map((l) => [l.variantId, l.price, l.salePrice, l.lineTotal, l.hasDiscount]),
    ).toEqual([
      [a.variantId, 5000, 4000, 8000, true],
      [b.variantId, 1200, 1200, 3600, false],
    ]);
    expect(cart.total).toBe(11600);
    expect(cart.totalItem).toBe(5);
    expect(cart.canCheckout).toBe(true);
    expect(cart.cartItems[0]?.warnings).toEqual([]);
  });

  it('flags every warning the server computes', () => {
    const gone = line({ variantId: '00000000-0000-4000-8000-999999999999' });
    const archived = variant({ listed: false });
    const distributor = variant({ isDistributor: true });
    const out = variant({ available: 0 });
    const low = variant({ available: 2, lowStockValue: 2 });
    const few = variant({ available: 3, lowStockValue: 0 });
    const upcoming = variant({
      event: { hasCountDown: true, eventStartTime: '2030-01-01T00:00:00Z', eventEndTime: null },
    });
    const repriced = variant();
    const secret = variant({ passwordToken: 'token-2' });
    const limited = variant({ variantLimit: 1 });
    const cart = priceCart(
      [
        gone,
        line({ variantId: archived.variantId }),
        line({ variantId: distributor.variantId }),
        line({ variantId: out.variantId }),
        line({ variantId: low.variantId }),
        line({ variantId: few.variantId, quantity: 5 }),
        line({ variantId: upcoming.variantId }),
        line({ variantId: repriced.variantId, seenPrice: 4500 }),
        line({ variantId: secret.variantId, cartPassword: 'token-1' }),
        line({ variantId: limited.variantId, quantity: 2 }),
      ].map((l, i) => ({ ...l, addedAt: new Date(NOW.getTime() + i).toISOString() })),
      facts([archived, distributor, out, low, few, upcoming, repriced, secret, limited]),
      NOW,
    );
    const w = cart.cartItems.map((l) => l.warnings);
    expect(w).toEqual([
      ['PRODUCT_UNAVAILABLE_ERROR'],
      ['PRODUCT_UNAVAILABLE_ERROR'],
      ['PRODUCT_UNAVAILABLE_ERROR'],
      ['OUT_OF_STOCK_ERROR'],
      ['LOW_STOCK_WARN'],
      ['QUANTITY_ERROR'],
      ['COUNT_DOWN_ERROR'],
      ['PRICE_UPDATE_WARN'],
      ['PASSWORD_UPDATE_WARN'],
      ['PURCHASE_LIMIT_ERROR'],
    ]);
    const [unknown, , , outLine, , fewLine, upLine, priceLine] = cart.cartItems;
    expect(unknown).toMatchObject({ unavailable: true, disabled: true, lineTotal: 0 });
    expect(outLine).toMatchObject({ hasOutOfStock: true, disabled: true });
    expect(fewLine).toMatchObject({
      hasInvalidQuantity: true,
      stockRemain: 3,
      maxQuantity: 3,
      disabled: false,
    });
    expect(upLine?.disabled).toBe(true);
    expect(priceLine).toMatchObject({ previousPrice: 4500, salePrice: 5000 });
    expect(cart.canCheckout).toBe(false);
    // Disabled lines are not in the total.
    expect(cart.total).toBe(2500 * 0 + 5000 * (1 + 5 + 1 + 1 + 2));
  });

  it('prices a bundle from its children regular prices and lists them', () => {
    const a = variant({ price: { regularPrice: 1400, salePrice: 1000, saleStart: null, saleEnd: null } });
    const b = variant({ price: { regularPrice: 1600, salePrice: null, saleStart: null, saleEnd: null } });
    const c = variant();
    const pins = bundle([a, b, c], { discount: { discountType: 'PERCENTAGE', discountValue: 15 } });
    const cart = priceCart([bundleLine(pins, [a.variantId, b.variantId], 2)], facts([a, b, c], [pins]), NOW);
    const [l] = cart.cartItems;
    expect(l).toMatchObject({
      isBundle: true,
      price: 3000,
      salePrice: 2550,
      lineTotal: 5100,
      type: 'BUNDLE',
    });
    expect(l?.children.map((ch) => [ch.variantId, ch.quantity, ch.regularPrice])).toEqual(
      [a, b].map((v) => [v.variantId, 1, v.price.regularPrice]).sort(),
    );
  });

  it('shares a variant stock between a bundle and a line of it', () => {
    const a = variant({ available: 5 });
    const b = variant({ available: 50 });
    const pair = bundle([a, b]);
    const cart = priceCart(
      [line({ variantId: a.variantId, quantity: 3 }), bundleLine(pair, [a.variantId, b.variantId], 3)],
      facts([a, b], [pair]),
      NOW,
    );
    const [single, both] = cart.cartItems;
    expect(single).toMatchObject({ stockRemain: 2, warnings: ['QUANTITY_ERROR'] });
    expect(both).toMatchObject({ stockRemain: 2, warnings: ['BUNDLE_QUANTITY_ERROR'] });
  });

  it('marks a bundle whose definition changed unavailable', () => {
    const a = variant();
    const b = variant();
    const pair = bundle([a], { size: 2 });
    const cart = priceCart([bundleLine(pair, [a.variantId, b.variantId], 1)], facts([a, b], [pair]), NOW);
    expect(cart.cartItems[0]).toMatchObject({ unavailable: true, warnings: ['PRODUCT_UNAVAILABLE_ERROR'] });
    const gone = priceCart([bundleLine(pair, [a.variantId, b.variantId], 1)], facts([a, b]), NOW);
    expect(gone.cartItems[0]?.unavailable).toBe(true);
  });

  it('gives gift lines a zero price and no limit', () => {
    const gift = variant({ productType: 'GIFT_PRODUCT', purchasable: false, variantLimit: 1 });
    const cart = priceCart(
      [line({ kind: 'GIFT', variantId: gift.variantId, couponId: 'c-1', quantity: 1, seenPrice: 0 })],
      facts([gift]),
      NOW,
    );
    expect(cart.cartItems[0]).toMatchObject({
      isGift: true,
      salePrice: 0,
      price: 5000,
      lineTotal: 0,
      warnings: [],
      key: `gift:${gift.variantId}:c-1`,
    });
    expect(cart.canCheckout).toBe(true);
  });

  it('counts a per-customer limit over past orders too', () => {
    const drop = variant({ productLimit: 2 });
    const purchased = { variants: new Map(), products: new Map([[drop.productId, 2]]) };
    const cart = priceCart([line({ variantId: drop.variantId })], facts([drop], [], purchased), NOW);
    expect(cart.cartItems[0]?.warnings).toEqual(['PURCHASE_LIMIT_ERROR']);
    expect(cart.cartItems[0]?.maxPerCustomer).toBe(2);
  });
});
