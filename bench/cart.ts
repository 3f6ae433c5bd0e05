/**
 * The cart's targets for `npm run bench` (issue "Cart and bundles"): add-to-cart, a member's cart read and a
 * guest cart of 10 lines priced, at the bench's connections. Each connection is its own signed-in shopper
 * (registered and activated through the API as a browser would: captcha solved, code read from the staff
 * outbox), so carts do not queue behind one another's lock. Every cart holds the same 10 lines; add-to-cart
 * adds an 11th variant and removes it again (a PATCH then a DELETE, both priced answers of the whole cart),
 * so the cart never reaches a quantity cap and every answer is a 200.
 */
import { solvedCaptcha } from '../apps/server/src/test/captcha.ts';

const PASSWORD = 'Keycaps123';

interface Detail {
  product: {
    isDistributor: boolean;
    isCheckoutPasswordProtected: boolean;
    maxPerCustomer: number | null;
    purchasable: boolean;
    variants: { id: string; maxPerCustomer: number | null; inventory: { available: number } }[];
  };
}

/** A browser's cookie jar, small: the last value of each cookie the shop set. */
export class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  csrf() {
    return [...this.cookies].find(([k]) => k.endsWith('_csrf'))?.[1] ?? '';
  }
  headers(): Record<string, string> {
    return { cookie: this.header(), 'x-csrf-token': this.csrf(), 'content-type': 'application/json' };
  }
}

export async function call(base: string, jar: Jar, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: jar.headers(),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar.take(res);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function browser(base: string): Promise<Jar> {
  const jar = new Jar();
  jar.take(await fetch(`${base}/api/v1/auth/csrf`));
  return jar;
}

export async function signIn(base: string, email: string, password: string): Promise<Jar> {
  const jar = await browser(base);
  const res = await call(base, jar, 'POST', '/api/v1/auth/login', { email, password, rememberMe: true });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.json)}`);
  return jar;
}

async function activationCode(base: string, staff: Jar, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await call(base, staff, 'GET', `/api/v1/staff/outbox?to=${encodeURIComponent(email)}&size=5`);
    const texts = ((res.json?.contents ?? []) as { text: string | null }[]).map((m) => m.text ?? '');
    const code = texts.map((t) => /Verification code: (\d{6})/.exec(t)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no activation mail for ${email}`);
}

/** A new activated shopper, signed in: the cookie jar of its browser. */
export async function newShopper(base: string, staff: Jar, n: number): Promise<Jar> {
  const email = `bench-cart-${Date.now().toString(36)}-${n}@example.com`;
  const jar = await browser(base);
  const challenge = (await (await fetch(`${base}/api/v1/captcha/challenge`)).json()) as Parameters<
    typeof solvedCaptcha
  >[0];
  const reg = await call(base, jar, 'POST', '/api/v1/auth/register', {
    email,
    areaCode: { regionCode: 'GB', countryCode: '+44' },
    phone: '7400123456',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Bench',
    lastName: 'Shopper',
    birthday: '',
    receiveNewsLetter: true,
    recaptchaResponse: await solvedCaptcha(challenge),
  });
  if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.json)}`);
  const { id, accessCode } = reg.json as { id: string; accessCode: string };
  const code = await activationCode(base, staff, email);
  const act = await call(base, jar, 'PATCH', '/api/v1/auth/activation', { userId: id, code, accessCode });
  if (act.status !== 200) throw new Error(`activate ${email}: ${act.status} ${JSON.stringify(act.json)}`);
  return signIn(base, email, PASSWORD);
}

/** Variants any shopper can put in a cart several times over: in stock, not limited, protected or distributed. */
async function buyableVariants(base: string, count: number): Promise<string[]> {
  const list = (await (
    await fetch(`${base}/api/v1/products?type=IN_STOCK&inStock=true&page=1&size=40`)
  ).json()) as {
    contents: { slug: string }[];
  };
  const ids: string[] = [];
  for (const card of list.contents) {
    const { product } = (await (await fetch(`${base}/api/v1/products/${card.slug}`)).json()) as Detail;
    if (product.isDistributor || product.isCheckoutPasswordProtected || product.maxPerCustomer !== null)
      continue;
    if (!product.purchasable) continue;
    const v = product.variants.find((x) => x.maxPerCustomer === null && x.inventory.available >= 20);
    if (v) ids.push(v.id);
    if (ids.length === count) return ids;
  }
  throw new Error(`only ${ids.length} buyable variants found, ${count} needed`);
}

/** The id of the line of `variantId` in a cart answer's JSON text (see the add's `onResponse`). */
export function lineIdOf(body: string, variantId: string): string | undefined {
  const at = body.indexOf(`"variantId":"${variantId}"`);
  if (at < 0) return undefined;
  const idAt = body.lastIndexOf('"id":"', at);
  const lineAt = body.lastIndexOf('{"key":', at);
  if (idAt < lineAt) return undefined;
  return body.slice(idAt + 6, body.indexOf('"', idAt + 6));
}

export interface CartTarget {
  name: string;
  /** Where the measured requests go (the add's requests carry their own paths). */
  path: string;
  /** More autocannon options for this target. */
  options: Record<string, unknown>;
}

/**
 * Prepares `shoppers` signed-in shoppers whose carts hold the same 10 lines, and answers the three targets.
 * The shop must run with AUTH_RATE_LIMIT_SCALE high enough to register them from one address.
 */
export async function cartTargets(base: string, shoppers: number): Promise<CartTarget[]> {
  const [extra, ...ten] = await buyableVariants(base, 11);
  const lines = ten.map((variantId) => ({ variantId, quantity: 1 }));
  const staff = await signIn(base, 'staff@keycap.shop', 'Staff1234');
  const jars: Jar[] = [];
  for (let i = 0; i < shoppers; i++) {
    const jar = await newShopper(base, staff, i);
    const synced = await call(base, jar, 'PUT', '/api/v1/me/cart/sync', { cartItems: lines });
    if (synced.status !== 200 || synced.json.cart.cartItems.length !== 10)
      throw new Error(`cart of 10 lines: ${synced.status} ${JSON.stringify(synced.json)}`);
    jars.push(jar);
  }
  const guest = await browser(base);
  const priced = await call(base, guest, 'PUT', '/api/v1/cart/guest', { cartItems: lines });
  if (priced.status !== 200 || !priced.json.cart.canCheckout)
    throw new Error(`guest cart of 10 lines: ${priced.status} ${JSON.stringify(priced.json)}`);

  // Each connection takes the next shopper's cookies.
  const perShopper = () => {
    let next = 0;
    return (client: { setHeaders(h: Record<string, string>): void }) =>
      client.setHeaders(jars[next++ % jars.length]!.headers());
  };
  return [
    {
      name: 'cart: add + remove (member)',
      path: '/api/v1/me/cart/items',
      options: {
        setupClient: perShopper(),
        requests: [
          {
            method: 'PATCH',
            path: '/api/v1/me/cart/items',
            body: JSON.stringify({ cartItem: { variantId: extra, quantity: 1 } }),
            // The new line's id, found in the answer's text rather than by parsing it (10 KB of JSON, on the
            // machine the shop runs on): the line's `id` comes before its `variantId` (the answer's keys are
            // in the schema's order). Not found, the removal asks for a missing line and counts as an error.
            onResponse: (status: number, body: string, context: Record<string, unknown>) => {
              context.lineId = status === 200 ? lineIdOf(body, extra!) : undefined;
            },
          },
          {
            method: 'DELETE',
            // No body, so no content-type (an empty JSON body is refused).
            setupRequest: (req: { headers: Record<string, string> }, context: Record<string, unknown>) => {
              const { 'content-type': _, ...headers } = req.headers;
              return { ...req, headers, path: `/api/v1/me/cart/items/${context.lineId ?? 'missing'}` };
            },
          },
        ],
      },
    },
    { name: 'cart: member read (10 lines)', path: '/api/v1/me/cart', options: { setupClient: perShopper() } },
    {
      name: 'cart: guest pricing (10 lines)',
      path: '/api/v1/cart/guest',
      options: {
        method: 'PUT',
        headers: guest.headers(),
        body: JSON.stringify({ cartItems: lines }),
      },
    },
  ];
}
