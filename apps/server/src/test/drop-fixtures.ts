import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  cartLines,
  carts,
  products,
  productVariants,
  shippingRates,
  stores,
  users,
  variantInventory,
} from '../db/schema/index.ts';
import { CSRF_HEADER, csrfCookieName, csrfTokenFor } from '../http/csrf.ts';
import { createSession } from '../modules/accounts/create-session.ts';

/**
 * A limited drop written straight into a database a real server process serves (bench:drop, the crash
 * test): a store shipping to the US, products of one variant, and buyers each signed in with an address
 * and a cart, whose order call goes over real HTTP.
 */
export interface DropBuyer {
  cookie: string;
  csrf: string;
  addressId: string;
  cartId: string;
}

export async function dropStore(db: Db): Promise<string> {
  const [store] = await db
    .insert(stores)
    .values({ slug: `drop-${randomUUID().slice(0, 8)}`, name: 'Drop Store' })
    .returning();
  await db.insert(shippingRates).values({
    storeId: store!.id,
    carrier: 'STANDARD',
    name: 'Standard',
    country: 'US',
    feeCents: 800,
  });
  return store!.id;
}

/** A product of one variant with `units` in stock; its variant's id. */
export async function dropVariant(db: Db, storeId: string, units: number): Promise<string> {
  const slug = `the-drop-${randomUUID().slice(0, 8)}`;
  const [product] = await db
    .insert(products)
    .values({ storeId, type: 'IN_STOCK', slug, name: `The Drop ${slug}`, status: 'ACTIVE' })
    .returning();
  const [variant] = await db
    .insert(productVariants)
    .values({ productId: product!.id, name: 'Only', sku: slug, regularPrice: 12_000, position: 0 })
    .returning();
  await db.insert(variantInventory).values({ variantId: variant!.id, available: units, currentStock: units });
  return variant!.id;
}

export async function dropBuyers(db: Db, config: Config, n: number): Promise<DropBuyer[]> {
  const ctx = { db, now: () => new Date() } as unknown as Parameters<typeof createSession>[0];
  const buyers: DropBuyer[] = [];
  for (let i = 0; i < n; i += 50) {
    const made = await Promise.all(
      Array.from({ length: Math.min(50, n - i) }, async () => {
        const [user] = await db
          .insert(users)
          .values({ email: `buyer-${randomUUID()}@drop.test`, firstName: 'Buyer', activated: true })
          .returning({ id: users.id });
        const { token } = await createSession(ctx, user!.id, true);
        const [address] = await db
          .insert(addresses)
          .values({
            userId: user!.id,
            firstName: 'Buyer',
            street: '1 Main St',
            city: 'Springfield',
            countryCode: 'US',
            stateOrProvince: 'IL',
            postCode: '62701',
            phone: '+1 217 555 0100',
            primary: true,
          } as typeof addresses.$inferInsert)
          .returning({ id: addresses.id });
        const [cart] = await db.insert(carts).values({ userId: user!.id }).returning({ id: carts.id });
        const csrf = csrfTokenFor(config, token);
        return {
          cookie: `${config.session.cookieName}=${token}; ${csrfCookieName(config)}=${csrf}`,
          csrf,
          addressId: address!.id,
          cartId: cart!.id,
        };
      }),
    );
    buyers.push(...made);
  }
  return buyers;
}

/** Every buyer's cart: one unit of the variant (whatever was in it before removed). */
export async function fillCarts(db: Db, buyers: readonly DropBuyer[], variantId: string): Promise<void> {
  await db.delete(cartLines);
  for (let i = 0; i < buyers.length; i += 500) {
    await db.insert(cartLines).values(
      buyers.slice(i, i + 500).map((b) => ({
        cartId: b.cartId,
        kind: 'VARIANT' as const,
        lineKey: variantId,
        variantId,
        quantity: 1,
      })),
    );
  }
}

/** The buyer's order call over HTTP (the TEST method with a card that pays). */
export function placeDropOrder(
  baseUrl: string,
  storeId: string,
  b: DropBuyer,
  idempotencyKey: string = randomUUID(),
): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: b.cookie,
      [CSRF_HEADER]: b.csrf,
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({
      shippingAddressId: b.addressId,
      shippingMethodByStoreId: { [storeId]: 'STANDARD' },
      paymentMethod: 'TEST',
      testCard: '4242424242424242',
    }),
  });
}
