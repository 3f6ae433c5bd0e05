import { randomUUID } from 'node:crypto';
import type { PresignedUpload } from '@shop/domain/media';
import type { OrderDetail, OrderGroup } from '@shop/domain/orders';
import type { TicketDetail } from '@shop/domain/support';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { realJpeg } from './images.ts';
import { checkoutOf, orderableProduct } from './order-fixtures.ts';
import type { TestClient } from './shopper-session.ts';

type T = { app: FastifyInstance; db: Db };

/** An order of `shopper` left PENDING (its card declined): the status that allows "cancel". */
export async function pendingOrder(t: T, shopper: TestClient): Promise<OrderDetail & { addressId: string }> {
  const c = await checkoutOf(shopper);
  const p = await orderableProduct(t.db, { variants: [{ price: 2500, available: 10 }] });
  expect((await c.cart.add(p.variantIds[0]!, 1)).statusCode).toBe(200);
  const placed = await c.place(c.body(p.storeId, { testCard: '4000000000000002' }));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = (placed.json() as OrderGroup).orders[0]!;
  expect(order.orderStatus).toBe('PENDING');
  return { ...order, addressId: c.addressId };
}

/** Upload links for one message's photos, each photo PUT to its link (the shop's storage). */
export async function uploadSupportPhotos(
  client: TestClient,
  target: { messageId: string; orderId?: string; ticketId?: string },
  count: number,
): Promise<string[]> {
  const res = await client.request('POST', '/api/v1/support/images', {
    ...target,
    presignedUrlUploadRequests: Array.from({ length: count }, (_, i) => ({
      fileName: `s${i}.jpg`,
      extension: 'jpg',
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
  const links = res.json() as PresignedUpload[];
  for (const link of links) {
    const put = await client.request('PUT', link.url, await realJpeg(800, 600), {
      'content-type': link.headers['content-type'],
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  return links.map((l) => l.fileUUID);
}

/** Opens a request, asserting 201. */
export async function openRequest(shopper: TestClient, body: object): Promise<TicketDetail> {
  const res = await shopper.request('POST', '/api/v1/support/tickets', {
    messageId: randomUUID(),
    message: 'Please help',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
