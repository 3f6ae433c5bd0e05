/**
 * Reviews with photos written into a running shop the way shoppers write them (issue 11), for benchmarks
 * that need a product page full of them: the demo shopper orders the product (TEST payment), the platform
 * staff deliver the order, and the shopper publishes a review of its line with photos uploaded through
 * the presigned path. All over HTTP; the shop must allow the TEST method (PAYMENTS_TEST_METHOD=true with a
 * loopback PUBLIC_URL).
 */
import { randomUUID } from 'node:crypto';
import { cameraJpeg } from '../apps/server/src/test/images.ts';

interface Session {
  base: string;
  cookie: string;
  csrf: string;
}

async function signIn(base: string, email: string, password: string): Promise<Session> {
  const csrfRes = await fetch(`${base}/api/v1/auth/csrf`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      cookie: `shop_session_csrf=${csrfToken}`,
      'x-csrf-token': csrfToken,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  // Signing in gives a new session, and a CSRF token bound to it.
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = cookies.find((c) => c.startsWith('shop_session='))!;
  const csrf = cookies.find((c) => c.startsWith('shop_session_csrf='))?.split('=')[1] ?? csrfToken;
  return { base, cookie: `${session}; shop_session_csrf=${csrf}`, csrf };
}

async function call<T>(
  s: Session,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url.startsWith('http') ? url : `${s.base}${url}`, {
    method,
    headers: {
      cookie: s.cookie,
      'x-csrf-token': s.csrf,
      ...(body instanceof Buffer ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof Buffer ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

interface ProductDetail {
  product: {
    slug: string;
    maxPerCustomer: number | null;
    variants: { id: string; maxPerCustomer: number | null; inventory: { available: number } }[];
  };
}

/** A demo product a shopper may buy `count` times (in stock, no limit per customer), by its slug. */
export async function reviewableProduct(base: string, count: number): Promise<string> {
  const list = (await (await fetch(`${base}/api/v1/products?page=1&size=48`)).json()) as {
    contents: { slug: string }[];
  };
  for (const { slug } of list.contents) {
    const { product } = (await (await fetch(`${base}/api/v1/products/${slug}`)).json()) as ProductDetail;
    const ok = product.variants.some(
      (v) =>
        v.inventory.available >= count + 5 && v.maxPerCustomer === null && product.maxPerCustomer === null,
    );
    if (ok) return slug;
  }
  throw new Error(`no demo product can be bought ${count} times`);
}

/** Published reviews of `slug` that have photos (the first 50 in that order). */
async function reviewsWithPhotos(base: string, slug: string): Promise<number> {
  const page = (await (
    await fetch(`${base}/api/v1/products/${slug}/reviews?page=1&size=50&sortBy=WITH_PHOTOS`)
  ).json()) as { contents: { photos: unknown[] }[] };
  return page.contents.filter((r) => r.photos.length > 0).length;
}

/**
 * Makes sure `slug` has at least `count` reviews with `photos` photos each (a data folder kept between runs
 * already has them): each one an order of the demo shopper, delivered, reviewed. Answers how many it wrote.
 */
export async function ensureReviews(base: string, slug: string, count: number, photos = 2): Promise<number> {
  const missing = count - (await reviewsWithPhotos(base, slug));
  if (missing <= 0) return 0;
  const shopper = await signIn(base, 'ada@example.com', 'Shopper123');
  const staff = await signIn(base, 'staff@keycap.shop', 'Staff1234');
  const { id: shippingAddressId } = await call<{ id: string }>(shopper, 'POST', '/api/v1/me/addresses', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '10 Downing St',
    city: 'London',
    country: 'GB',
    postCode: 'SW1A 2AA',
    phone: '+44 20 7946 0000',
  });
  const { product } = await call<ProductDetail>(shopper, 'GET', `/api/v1/products/${slug}`);
  const variant = product.variants.find((v) => v.inventory.available > 0)!;
  const pictures = await Promise.all(Array.from({ length: photos }, (_, i) => cameraJpeg(1600, 1200, i + 1)));
  for (let n = 0; n < missing; n++) {
    await call(shopper, 'PATCH', '/api/v1/me/cart/items', {
      cartItem: { variantId: variant.id, quantity: 1 },
    });
    const { stores } = await call<{
      stores: { storeId: string; shippingMethod: { shippingCarrierRef: string } | null }[];
    }>(shopper, 'POST', '/api/v1/checkout/shipping-info', { shippingAddressId });
    const placed = await call<{ orders: { id: string }[] }>(
      shopper,
      'POST',
      '/api/v1/orders',
      {
        shippingAddressId,
        shippingMethodByStoreId: Object.fromEntries(
          stores.map((s) => [s.storeId, s.shippingMethod?.shippingCarrierRef ?? 'STANDARD']),
        ),
        paymentMethod: 'TEST',
        testCard: '4242 4242 4242 4242',
      },
      { 'idempotency-key': randomUUID() },
    );
    const orderId = placed.orders[0]!.id;
    for (const status of ['WAREHOUSE', 'ON_DELIVERY', 'DELIVERED'])
      await call(staff, 'POST', `/api/v1/staff/orders/${orderId}/status`, { status, note: 'bench' });
    const { items } = await call<{ items: { orderItemId: string }[] }>(
      shopper,
      'GET',
      `/api/v1/orders/${orderId}/reviews`,
    );
    const orderItemId = items[0]!.orderItemId;
    const links = await call<{ url: string; fileUUID: string; headers: Record<string, string> }[]>(
      shopper,
      'POST',
      `/api/v1/orders/${orderId}/reviews/images`,
      {
        orderItemId,
        presignedUrlUploadRequests: pictures.map((_, i) => ({
          fileName: `photo-${i}.jpg`,
          extension: 'jpg',
        })),
      },
    );
    for (const [i, link] of links.entries()) await call(shopper, 'PUT', link.url, pictures[i], link.headers);
    await call(shopper, 'PUT', `/api/v1/orders/${orderId}/items/${orderItemId}/review`, {
      rate: 3 + (n % 3),
      message: `Review ${n + 1}: crisp paint, sharp sculpt, arrived well packed.`,
      fileUUIDs: links.map((l) => l.fileUUID),
    });
  }
  return missing;
}
