import type { ApiError } from '@shop/domain';
import type { BundleItemInput, Cart, CartAnswer, CartItemInput } from '@shop/domain/cart';
import { CART_ERROR_CODES, CART_STOCK_CODES } from '@shop/domain/cart';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * The cart's calls (spec 002 §7 "Cart"): a member's cart on the server, a guest's priced from the lines the
 * browser keeps. Reads are silent (a failed background sync must not pop a dialog); changes let the API
 * client toast what is not the cart's own to tell: stock, quantity, bundle and password refusals come back
 * to the caller, which opens the spec's error dialog or the password prompt instead.
 */
export type CartResult = { ok: true; answer: CartAnswer } | { ok: false; status: number; errors: ApiError[] };

const HANDLED = [...CART_STOCK_CODES, CART_ERROR_CODES.password, CART_ERROR_CODES.full];

function result(status: number, body: unknown, member: boolean): CartResult {
  if (status === 200)
    return { ok: true, answer: member ? { cart: body as Cart, dropped: [] } : (body as CartAnswer) };
  const errors = (body as { errors?: ApiError[] } | null)?.errors;
  return { ok: false, status, errors: Array.isArray(errors) ? errors : [] };
}

export function cartApi(api: ApiClient) {
  const send = async (
    member: boolean,
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    silent = false,
  ) => {
    const res = await api.request(method, path, body, silent ? { silent: true } : { ignoreCodes: HANDLED });
    return result(res.status, res.body, member);
  };
  return {
    read: () => send(true, 'GET', '/api/v1/me/cart', undefined, true),
    priceGuest: (cartItems: unknown[]) => send(false, 'PUT', '/api/v1/cart/guest', { cartItems }, true),
    sync: (cartItems: unknown[]) => send(false, 'PUT', '/api/v1/me/cart/sync', { cartItems }, true),
    add: (member: boolean, cartItems: unknown[], cartItem: CartItemInput) =>
      member
        ? send(true, 'PATCH', '/api/v1/me/cart/items', { cartItem })
        : send(false, 'POST', '/api/v1/cart/guest/items', { cartItems, cartItem }),
    update: (
      member: boolean,
      cartItems: unknown[],
      line: { id: string | null; key: string },
      change: { quantity: number; accessPassword?: string },
    ) =>
      member
        ? send(true, 'PATCH', `/api/v1/me/cart/items/${encodeURIComponent(String(line.id))}`, change)
        : send(false, 'PUT', '/api/v1/cart/guest/items', { cartItems, key: line.key, ...change }),
    remove: (id: string) => send(true, 'DELETE', `/api/v1/me/cart/items/${encodeURIComponent(id)}`),
    bundles: (member: boolean, cartItems: unknown[], bundles: BundleItemInput[]) =>
      member
        ? send(true, 'POST', '/api/v1/me/cart/bundles', { cartItems: bundles })
        : send(false, 'POST', '/api/v1/cart/guest/bundles', { cartItems, bundles }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
