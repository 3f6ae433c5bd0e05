import { randomUUID } from 'node:crypto';
import type { Cart, CartAnswer } from '@shop/domain/cart';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  bundles,
  bundleVariants,
  products,
  productVariants,
  stores,
  variantInventory,
} from '../db/schema/index.ts';
import { hashCheckoutPassword } from '../modules/catalog/index.ts';
import type { TestClient } from './shopper-session.ts';

/**
 * Catalogue rows made for cart tests, with the stock, prices, events and limits each test needs, on a
 * migrated (empty) database; and the cart calls of one client, asserting nothing but what they answer.
 */
export interface ProductOptions {
  name?: string;
  type?: string;
  status?: string;
  privacy?: string;
  purchasable?: boolean;
  isDistributor?: boolean;
  secret?: string;
  maxPerCustomer?: number | null;
  event?: { start: Date | null; end: Date | null };
  variants?: {
    price?: number;
    salePrice?: number | null;
    available?: number;
    low?: number;
    maxPerCustomer?: number | null;
  }[];
}

export interface MadeProduct {
  productId: string;
  slug: string;
  variantIds: string[];
}

async function storeId(db: Db): Promise<string> {
  const [found] = await db.select({ id: stores.id }).from(stores).limit(1);
  if (found) return found.id;
  const [made] = await db
    .insert(stores)
    .values({ slug: 'test-store', name: 'Test Store' })
    .returning({ id: stores.id });
  return made!.id;
}

export async function makeProduct(db: Db, opts: ProductOptions = {}): Promise<MadeProduct> {
  const slug = `cart-test-${randomUUID().slice(0, 8)}`;
  const [product] = await db
    .insert(products)
    .values({
      storeId: await storeId(db),
      type: opts.type ?? 'IN_STOCK',
      slug,
      name: opts.name ?? `Test ${slug}`,
      status: opts.status ?? 'ACTIVE',
      privacy: opts.privacy ?? 'PUBLIC',
      purchasable: opts.purchasable ?? true,
      isDistributor: opts.isDistributor ?? false,
      isCheckoutPasswordProtected: opts.secret !== undefined,
      checkoutPasswordHash: opts.secret === undefined ? null : await hashCheckoutPassword(opts.secret),
      maxPerCustomer: opts.maxPerCustomer ?? null,
      hasCountDown: opts.event !== undefined,
      eventStartTime: opts.event?.start ?? null,
      eventEndTime: opts.event?.end ?? null,
    })
    .returning({ id: products.id });
  const variantIds: string[] = [];
  for (const [i, v] of (opts.variants ?? [{}]).entries()) {
    const [row] = await db
      .insert(productVariants)
      .values({
        productId: product!.id,
        name: `V${i + 1}`,
        sku: `${slug}-${i}`,
        regularPrice: v.price ?? 1000,
        salePrice: v.salePrice ?? null,
        position: i,
        maxPerCustomer: v.maxPerCustomer ?? null,
      })
      .returning({ id: productVariants.id });
    await db.insert(variantInventory).values({
      variantId: row!.id,
      available: v.available ?? 20,
      currentStock: v.available ?? 20,
      lowStockValue: v.low ?? 0,
    });
    variantIds.push(row!.id);
  }
  return { productId: product!.id, slug, variantIds };
}

export async function makeBundle(
  db: Db,
  productId: string,
  memberIds: string[],
  opts: { size?: number; discountType?: string; discountValue?: number } = {},
): Promise<string> {
  const [b] = await db
    .insert(bundles)
    .values({
      productId,
      name: 'Test bundle',
      bundleSize: opts.size ?? 2,
      discountType: opts.discountType ?? 'PERCENTAGE',
      discountValue: opts.discountValue ?? 10,
    })
    .returning({ id: bundles.id });
  await db
    .insert(bundleVariants)
    .values(memberIds.map((variantId, position) => ({ bundleId: b!.id, variantId, position })));
  return b!.id;
}

export const setStock = (db: Db, variantId: string, available: number) =>
  db
    .update(variantInventory)
    .set({ available, currentStock: available })
    .where(eq(variantInventory.variantId, variantId));

export const setPrice = (db: Db, variantId: string, regularPrice: number) =>
  db.update(productVariants).set({ regularPrice }).where(eq(productVariants.id, variantId));

/** The member cart calls of one signed-in client. */
export function memberCart(shopper: TestClient) {
  return {
    get: () => shopper.request('GET', '/api/v1/me/cart'),
    add: (variantId: string, quantity: number, accessPassword?: string) =>
      shopper.request('PATCH', '/api/v1/me/cart/items', {
        cartItem: { variantId, quantity, accessPassword },
      }),
    update: (id: string, quantity: number, accessPassword?: string) =>
      shopper.request('PATCH', `/api/v1/me/cart/items/${id}`, { quantity, accessPassword }),
    remove: (id: string) => shopper.request('DELETE', `/api/v1/me/cart/items/${id}`),
    bundles: (cartItems: { bundleId: string; variantIds: string[]; quantity: number }[]) =>
      shopper.request('POST', '/api/v1/me/cart/bundles', { cartItems }),
    sync: (cartItems: unknown[]) => shopper.request('PUT', '/api/v1/me/cart/sync', { cartItems }),
    async read(): Promise<Cart> {
      const res = await shopper.request('GET', '/api/v1/me/cart');
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

/** A guest's cart calls: the lines travel with every request, as the browser's local copy. */
export function guestCart(visitor: TestClient) {
  return {
    price: (cartItems: unknown[]) => visitor.request('PUT', '/api/v1/cart/guest', { cartItems }),
    add: (cartItems: unknown[], variantId: string, quantity: number, accessPassword?: string) =>
      visitor.request('POST', '/api/v1/cart/guest/items', {
        cartItems,
        cartItem: { variantId, quantity, accessPassword },
      }),
    update: (cartItems: unknown[], key: string, quantity: number, accessPassword?: string) =>
      visitor.request('PUT', '/api/v1/cart/guest/items', { cartItems, key, quantity, accessPassword }),
    bundles: (
      cartItems: unknown[],
      bundles: { bundleId: string; variantIds: string[]; quantity: number }[],
    ) => visitor.request('POST', '/api/v1/cart/guest/bundles', { cartItems, bundles }),
  };
}

export const answer = (res: { json(): unknown }) => res.json() as CartAnswer;
/** The first error of a refusal: its code and params. */
export function firstError(res: { json(): unknown }) {
  const [first] = (res.json() as { errors: { errorCode: string; errorParams: Record<string, unknown> }[] })
    .errors;
  if (!first) throw new Error('expected an error body');
  return first;
}
