import { randomUUID } from 'node:crypto';
import type { OrderGroup } from '@shop/domain/orders';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { products, shippingRates, variantInventory } from '../db/schema/index.ts';
import { homeAddress } from './address-fixtures.ts';
import { makeProduct, memberCart, type ProductOptions } from './cart-fixtures.ts';
import type { TestClient } from './shopper-session.ts';

/** The store of a product made by makeProduct, given a rate table: US standard $5 and express $20. */
export async function shipEverywhereFrom(db: Db, productId: string): Promise<string> {
  const [p] = await db.select({ storeId: products.storeId }).from(products).where(eq(products.id, productId));
  const storeId = p!.storeId;
  const known = await db.select().from(shippingRates).where(eq(shippingRates.storeId, storeId)).limit(1);
  if (known.length === 0) {
    await db.insert(shippingRates).values([
      {
        storeId,
        carrier: 'STANDARD',
        name: 'Standard',
        country: 'US',
        feeCents: 500,
        minDays: 3,
        maxDays: 7,
      },
      { storeId, carrier: 'EXPRESS', name: 'Express', country: 'US', feeCents: 2000, minDays: 1, maxDays: 3 },
    ]);
  }
  return storeId;
}

/** A product in a store that ships to the US, ready to be ordered. */
export async function orderableProduct(db: Db, opts: ProductOptions = {}) {
  const made = await makeProduct(db, opts);
  const storeId = await shipEverywhereFrom(db, made.productId);
  return { ...made, storeId };
}

export const availableOf = async (db: Db, variantId: string) => {
  const [row] = await db
    .select({ available: variantInventory.available, currentStock: variantInventory.currentStock })
    .from(variantInventory)
    .where(eq(variantInventory.variantId, variantId));
  return row!;
};

/** One shopper's checkout: an address, the cart, and the order calls with an Idempotency-Key. */
export async function checkoutOf(shopper: TestClient) {
  const res = await shopper.request('POST', '/api/v1/me/addresses', homeAddress);
  expect(res.statusCode, res.body).toBe(201);
  const addressId = (res.json() as { id: string }).id;
  const cart = memberCart(shopper);
  return {
    addressId,
    cart,
    body(storeId: string, over: object = {}) {
      return {
        shippingAddressId: addressId,
        shippingMethodByStoreId: { [storeId]: 'STANDARD' },
        paymentMethod: 'TEST',
        testCard: '4242 4242 4242 4242',
        ...over,
      };
    },
    place: (body: object, key: string = randomUUID()) =>
      shopper.request('POST', '/api/v1/orders', body, { 'idempotency-key': key }),
    group: async (groupId: string): Promise<OrderGroup> => {
      const r = await shopper.request('GET', `/api/v1/orders/group/${groupId}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    },
  };
}
