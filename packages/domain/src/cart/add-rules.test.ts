import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { addVariant, setQuantity } from './add-rules.ts';
import { addBundles } from './bundle-add.ts';
import { bundle, bundleLine, facts, line, NOW, variant } from './test-facts.ts';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (err instanceof DomainError)
      return { code: err.code, params: err.params, others: err.others.map((o) => o.errorParams) };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('addVariant (spec 000 §4-§5, 002 §4-§5)', () => {
  it('adds a new line, then adds to it', () => {
    const v = variant();
    const f = facts([v]);
    const once = addVariant([], { variantId: v.variantId, quantity: 2 }, f, NOW);
    expect(once).toMatchObject([{ kind: 'VARIANT', variantId: v.variantId, quantity: 2, seenPrice: 5000 }]);
    const twice = addVariant(once, { variantId: v.variantId, quantity: 3 }, f, NOW);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(5);
  });

  it('refuses with the spec error of each rule', () => {
    const v = variant({ available: 4 });
    expect(refusal(() => addVariant([], { variantId: 'nope', quantity: 1 }, facts([]), NOW)).code).toBe(
      'ECOM-111',
    );
    expect(
      refusal(() =>
        addVariant([], { variantId: v.variantId, quantity: 1 }, facts([{ ...v, listed: false }]), NOW),
      ).code,
    ).toBe('ECOM-111');
    expect(
      refusal(() =>
        addVariant([], { variantId: v.variantId, quantity: 1 }, facts([{ ...v, isDistributor: true }]), NOW),
      ).code,
    ).toBe('DISTRIBUTOR_ONLY');
    const ended = {
      ...v,
      event: { hasCountDown: true, eventStartTime: null, eventEndTime: '2026-01-01T00:00:00Z' },
    };
    expect(
      refusal(() => addVariant([], { variantId: v.variantId, quantity: 1 }, facts([ended]), NOW)),
    ).toMatchObject({
      code: 'ECOM-111',
      params: { type: 'COUNT_DOWN_ERROR' },
    });
    expect(
      refusal(() =>
        addVariant([], { variantId: v.variantId, quantity: 1 }, facts([{ ...v, available: 0 }]), NOW),
      ),
    ).toMatchObject({
      code: 'ECOM-112',
      params: { type: 'OUT_OF_STOCK_ERROR', currentStock: 0 },
    });
    const held = [line({ variantId: v.variantId, quantity: 3 })];
    expect(
      refusal(() => addVariant(held, { variantId: v.variantId, quantity: 2 }, facts([v]), NOW)),
    ).toMatchObject({
      code: 'ECOM-113',
      params: { type: 'QUANTITY_ERROR', currentStock: 4, inCart: 3, room: 1, reason: 'onlyInStock' },
    });
  });

  it('asks for the secret of a password-protected product and keeps its proof', () => {
    const v = variant({ passwordToken: 'proof' });
    const f = facts([v]);
    expect(refusal(() => addVariant([], { variantId: v.variantId, quantity: 1 }, f, NOW)).code).toBe(
      'CART_PASSWORD_INVALID',
    );
    expect(
      refusal(() => addVariant([], { variantId: v.variantId, quantity: 1, cartPassword: 'old' }, f, NOW))
        .code,
    ).toBe('CART_PASSWORD_INVALID');
    const added = addVariant([], { variantId: v.variantId, quantity: 1, cartPassword: 'proof' }, f, NOW);
    // The line remembers it: adding more needs no new secret.
    expect(addVariant(added, { variantId: v.variantId, quantity: 1 }, f, NOW)[0]).toMatchObject({
      quantity: 2,
      cartPassword: 'proof',
    });
  });

  it('holds to the per-customer limit over cart and orders', () => {
    const v = variant({ variantLimit: 2 });
    const f = facts([v]);
    const one = addVariant([], { variantId: v.variantId, quantity: 1 }, f, NOW);
    expect(refusal(() => addVariant(one, { variantId: v.variantId, quantity: 2 }, f, NOW))).toMatchObject({
      code: 'PURCHASE_LIMIT_REACHED',
      params: { limit: 2, remaining: 1 },
    });
    const bought = facts([v], [], { variants: new Map([[v.variantId, 2]]), products: new Map() });
    expect(
      refusal(() => addVariant([], { variantId: v.variantId, quantity: 1 }, bought, NOW)).params,
    ).toMatchObject({ remaining: 0 });
  });

  it('refuses a 51st line', () => {
    const vs = Array.from({ length: 51 }, () => variant());
    const f = facts(vs);
    let lines = vs
      .slice(0, 50)
      .reduce(
        (acc, v) => addVariant(acc, { variantId: v.variantId, quantity: 1 }, f, NOW),
        [] as ReturnType<typeof addVariant>,
      );
    expect(lines).toHaveLength(50);
    expect(
      refusal(() => addVariant(lines, { variantId: vs[50]!.variantId, quantity: 1 }, f, NOW)),
    ).toMatchObject({ code: 'CART_FULL', params: { max: 50 } });
    lines = addVariant(lines, { variantId: vs[0]!.variantId, quantity: 1 }, f, NOW);
    expect(lines[0]?.quantity).toBe(2);
  });
});

describe('addBundles (spec 000 §8)', () => {
  const a = variant({ available: 3 });
  const b = variant({ available: 10 });
  const c = variant({ available: 10 });
  const ab = bundle([a, b]);
  const ac = bundle([a, c]);
  const f = facts([a, b, c], [ab, ac]);

  it('adds every bundle or none, and two bundles sharing a variant never pass its stock', () => {
    const added = addBundles(
      [],
      [{ bundleId: ab.bundleId, variantIds: [b.variantId, a.variantId], quantity: 2 }],
      f,
      NOW,
    );
    expect(added).toMatchObject([
      { kind: 'BUNDLE', variantIds: [a.variantId, b.variantId].sort(), quantity: 2 },
    ]);
    const both = refusal(() =>
      addBundles(
        [],
        [
          { bundleId: ab.bundleId, variantIds: [a.variantId, b.variantId], quantity: 2 },
          { bundleId: ac.bundleId, variantIds: [a.variantId, c.variantId], quantity: 2 },
        ],
        f,
        NOW,
      ),
    );
    expect(both).toMatchObject({
      code: 'ECOM-113',
      params: { type: 'BUNDLE_QUANTITY_ERROR', bundleId: ac.bundleId, currentStock: 1 },
    });
    // And beside the cart's own line of the variant.
    const withLine = [line({ variantId: a.variantId, quantity: 2 })];
    expect(
      refusal(() =>
        addBundles(
          withLine,
          [{ bundleId: ab.bundleId, variantIds: [a.variantId, b.variantId], quantity: 2 }],
          f,
          NOW,
        ),
      ).params,
    ).toMatchObject({ currentStock: 1 });
  });

  it('reports each failing bundle by type', () => {
    const r = refusal(() =>
      addBundles(
        [],
        [
          {
            bundleId: '00000000-0000-4000-8000-00000000dead',
            variantIds: [a.variantId, b.variantId],
            quantity: 1,
          },
          { bundleId: ab.bundleId, variantIds: [a.variantId, c.variantId], quantity: 1 },
          { bundleId: ab.bundleId, variantIds: [a.variantId, b.variantId], quantity: 1 },
        ],
        f,
        NOW,
      ),
    );
    expect(r.code).toBe('ECOM-114');
    expect(r.params.type).toBe('BUNDLE_UNAVAILABLE_ERROR');
    expect(r.others).toEqual([{ type: 'BUNDLE_COMBINATION_ERROR', bundleId: ab.bundleId }]);
    const out = facts([{ ...a, available: 0 }, b], [ab]);
    expect(
      refusal(() =>
        addBundles(
          [],
          [{ bundleId: ab.bundleId, variantIds: [a.variantId, b.variantId], quantity: 1 }],
          out,
          NOW,
        ),
      ).code,
    ).toBe('ECOM-112');
    const gone = facts([a, b], [{ ...ab, productListed: false }]);
    expect(
      refusal(() =>
        addBundles(
          [],
          [{ bundleId: ab.bundleId, variantIds: [a.variantId, b.variantId], quantity: 1 }],
          gone,
          NOW,
        ),
      ).params.type,
    ).toBe('PRODUCT_UNAVAILABLE_ERROR');
  });
});

describe('setQuantity', () => {
  it('lowers freely, raises within the rules, keeps gifts as given', () => {
    const v = variant({ available: 4 });
    const f = facts([v]);
    const l = line({ variantId: v.variantId, quantity: 6 });
    expect(setQuantity([l], l, 5, f, NOW)[0]?.quantity).toBe(5);
    const four = line({ variantId: v.variantId, quantity: 3 });
    expect(setQuantity([four], four, 4, f, NOW)[0]?.quantity).toBe(4);
    expect(refusal(() => setQuantity([four], four, 5, f, NOW)).code).toBe('ECOM-113');
    const gift = line({ kind: 'GIFT', variantId: v.variantId, couponId: 'c' });
    expect(refusal(() => setQuantity([gift], gift, 2, f, NOW)).code).toBe('ECOM-113');
  });

  it('raises a bundle line within what its variants have left', () => {
    const a = variant({ available: 3 });
    const b = variant({ available: 9 });
    const ab = bundle([a, b]);
    const f = facts([a, b], [ab]);
    const l = bundleLine(ab, [a.variantId, b.variantId], 1, { addedAt: '2026-01-01T00:00:00.000Z' });
    const raised = setQuantity([l], l, 3, f, NOW);
    expect(raised).toMatchObject([{ quantity: 3, addedAt: '2026-01-01T00:00:00.000Z' }]);
    expect(refusal(() => setQuantity([l], l, 4, f, NOW)).params).toMatchObject({
      type: 'BUNDLE_QUANTITY_ERROR',
      currentStock: 3,
    });
  });
});
