import type { PresignedUpload } from '@shop/domain/media';
import type { OrderDetail, OrderGroup } from '@shop/domain/orders';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { changeOrderStatus } from '../modules/orders/change-status.ts';
import { lockOrder } from '../modules/orders/repository/index.ts';
import { realJpeg } from './images.ts';
import { checkoutOf, orderableProduct } from './order-fixtures.ts';
import { signedInWithRole, type TestClient } from './shopper-session.ts';

type T = { app: FastifyInstance; db: Db };
const staffOf = new WeakMap<FastifyInstance, Promise<TestClient>>();

/** The platform staff of this app (moves orders, moderates reviews). */
export function staffClient(t: T): Promise<TestClient> {
  let staff = staffOf.get(t.app);
  if (!staff) {
    staff = signedInWithRole(t, 'ROLE__AMS_PLATFORM_ADMIN');
    staffOf.set(t.app, staff);
  }
  return staff;
}

/**
 * An order of `shopper` with one line per product made here, paid with the test card and moved up to
 * `status` (PROCESSING, ON_DELIVERY or DELIVERED) through the orders module's one status change, as staff.
 */
export async function orderIn(
  t: T,
  shopper: TestClient,
  status: 'PROCESSING' | 'ON_DELIVERY' | 'DELIVERED' = 'DELIVERED',
  products = 1,
  /** Variants already made (of one store) to order too. */
  opts: { variantIds?: string[]; storeId?: string } = {},
): Promise<OrderDetail> {
  const c = await checkoutOf(shopper);
  let storeId = opts.storeId ?? '';
  const variants = [...(opts.variantIds ?? [])];
  for (let i = 0; i < products; i++) {
    const p = await orderableProduct(t.db, { variants: [{ price: 2000 + i * 100, available: 20 }] });
    storeId = p.storeId;
    variants.push(p.variantIds[0]!);
  }
  for (const v of variants) expect((await c.cart.add(v, 1)).statusCode).toBe(200);
  const placed = await c.place(c.body(storeId));
  expect(placed.statusCode, placed.body).toBe(201);
  let order: OrderDetail = (placed.json() as OrderGroup).orders[0]!;
  const steps: Record<string, ('WAREHOUSE' | 'ON_DELIVERY' | 'DELIVERED')[]> = {
    PROCESSING: [],
    ON_DELIVERY: ['WAREHOUSE', 'ON_DELIVERY'],
    DELIVERED: ['WAREHOUSE', 'ON_DELIVERY', 'DELIVERED'],
  };
  for (const next of steps[status] ?? []) {
    await t.db.transaction(async (tx) => {
      const row = await lockOrder(tx as unknown as Db, order.id);
      await changeOrderStatus({ ...t.app.ctx, db: tx as unknown as Db }, row!, { to: next, actor: 'STAFF' });
    });
  }
  const res = await shopper.request('GET', `/api/v1/orders/${order.id}`);
  expect(res.statusCode, res.body).toBe(200);
  order = res.json();
  return order;
}

/** Upload links for an order line's review photos, then each photo PUT to its link (the shop's storage). */
export async function uploadReviewPhotos(
  shopper: TestClient,
  orderId: string,
  orderItemId: string,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const res = await shopper.request('POST', `/api/v1/orders/${orderId}/reviews/images`, {
    orderItemId,
    presignedUrlUploadRequests: Array.from({ length: count }, (_, i) => ({
      fileName: `p${i}.jpg`,
      extension: 'jpg',
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
  const links = res.json() as PresignedUpload[];
  for (const link of links) {
    const put = await shopper.request('PUT', link.url, await realJpeg(800, 600), {
      'content-type': link.headers['content-type'],
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  return links.map((l) => l.fileUUID);
}

export const publish = (
  shopper: TestClient,
  orderId: string,
  orderItemId: string,
  body: { rate: number; message: string; fileUUIDs?: string[] },
) => shopper.request('PUT', `/api/v1/orders/${orderId}/items/${orderItemId}/review`, body);
