import type { ApiError } from '@shop/domain';
import type { CancelPreview, OrderDetail, TrackedOrder, TrackOrderInput } from '@shop/domain/orders';
import type { ApiClient } from '../../../lib/api-client.ts';

/** The orders' calls the browser makes (the lists and details are read by the routes' loaders). */
export type OrdersAnswer<T> = { ok: true; body: T } | { ok: false; status: number; errors: ApiError[] };

export function ordersApi(api: ApiClient) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, silent = false) {
    const res = await api.request<T>(method, path, body, silent ? { silent: true } : {});
    if (res.status >= 200 && res.status < 300) return { ok: true, body: res.body } as OrdersAnswer<T>;
    const errors = (res.body as { errors?: ApiError[] } | null)?.errors;
    return { ok: false, status: res.status, errors: Array.isArray(errors) ? errors : [] } as OrdersAnswer<T>;
  }
  const id = encodeURIComponent;
  return {
    cancelPreview: (orderId: string) =>
      call<CancelPreview>('GET', `/api/v1/orders/${id(orderId)}/cancel-preview`),
    cancel: (orderId: string) => call<OrderDetail>('POST', `/api/v1/orders/${id(orderId)}/cancel`, {}),
    /** A guest's tracking: a 404 is the form's to tell, not a toast. */
    track: (input: TrackOrderInput) => call<TrackedOrder>('POST', '/api/v1/orders/track', input, true),
  };
}
