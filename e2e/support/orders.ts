import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { staffApi } from './accounts.ts';
import { LONDON, saveAddress } from './addresses.ts';
import { apiHeaders, csrfToken } from './session.ts';

export interface PlacedOrder {
  id: string;
  /** The checkout's group of orders (one per store), as /checkout/status/{groupId} shows it. */
  groupId: string;
  orderNumber: string;
  items: { id: string; name: string }[];
}

/**
 * An order of the shopper signed in on the page, set up through the API as the checkout pages would make
 * it (an address, one unit of the product's first variant in stock in the cart, the shipping step's
 * carrier, the built-in TEST payment), then moved by the platform staff through WAREHOUSE and ON_DELIVERY
 * to DELIVERED (POST /staff/orders/{id}/status), as the store does.
 */
export async function deliveredOrder(page: Page, baseURL: string, slug: string): Promise<PlacedOrder> {
  const order = await placedOrder(page, slug);
  const staff = await staffApi(baseURL);
  const staffHeaders = { 'x-csrf-token': await csrfToken(staff) };
  for (const status of ['WAREHOUSE', 'ON_DELIVERY', 'DELIVERED']) {
    const moved = await staff.post(`/api/v1/staff/orders/${order.id}/status`, {
      data: { status, note: 'Journey set-up' },
      headers: staffHeaders,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

/**
 * The order placed as above and left as the payment left it: paid (PROCESSING) with the paying test card,
 * PENDING with a declined one ('4000000000000002').
 */
export async function placedOrder(
  page: Page,
  slug: string,
  testCard = '4242 4242 4242 4242',
): Promise<PlacedOrder> {
  const headers = await apiHeaders(page);
  const { shippingAddressId, stores } = await readyToPay(page, slug);
  const placed = await page.request.post('/api/v1/orders', {
    data: {
      shippingAddressId,
      shippingMethodByStoreId: Object.fromEntries(
        stores.map((s) => [s.storeId, s.shippingMethod?.shippingCarrierRef ?? 'STANDARD']),
      ),
      paymentMethod: 'TEST',
      testCard,
    },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { orders: PlacedOrder[] }).orders[0]!;
}

/**
 * The shopper on the page at the checkout's payment step, set up through the API: an address, one unit of
 * the product's first variant in stock in the cart, the shipping step sent. Returns the address and the
 * shipping step's answer (the stores and their carriers).
 */
export async function readyToPay(page: Page, slug: string) {
  const headers = await apiHeaders(page);
  const { id: shippingAddressId } = await saveAddress(page, LONDON);
  const detail = await page.request.get(`/api/v1/products/${slug}`);
  expect(detail.status()).toBe(200);
  const { product } = (await detail.json()) as {
    product: { variants: { id: string; inventory: { available: number } }[] };
  };
  const variant = product.variants.find((v) => v.inventory.available > 0);
  expect(variant, `${slug} has a variant in stock`).toBeTruthy();
  const added = await page.request.patch('/api/v1/me/cart/items', {
    data: { cartItem: { variantId: variant!.id, quantity: 1 } },
    headers,
  });
  expect(added.status(), await added.text()).toBe(200);
  const shipping = await page.request.post('/api/v1/checkout/shipping-info', {
    data: { shippingAddressId },
    headers,
  });
  expect(shipping.status(), await shipping.text()).toBe(200);
  const { stores } = (await shipping.json()) as {
    stores: { storeId: string; shippingMethod: { shippingCarrierRef: string } | null }[];
  };
  return { shippingAddressId, stores };
}

/** A request to cancel the order (an unpaid one: a paid order cannot be cancelled this way), with its text. */
export async function cancelRequest(page: Page, orderId: string, message: string): Promise<string> {
  const opened = await page.request.post('/api/v1/support/tickets', {
    data: { orderId, action: 'CANCEL', subAction: 'CANCEL_ORDER', messageId: randomUUID(), message },
    headers: await apiHeaders(page),
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return ((await opened.json()) as { ticketSummary: { id: string } }).ticketSummary.id;
}
