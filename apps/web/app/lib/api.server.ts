import type { ApiCaller, ApiResult } from '@shop/domain';

/**
 * What the server hands every loader: `api` calls the API in the same process as the shopper (the server
 * forwards the shopper's cookie and passes any cookie the API sets on to the page's response itself),
 * `cspNonce` is the nonce of the page's Content-Security-Policy.
 */
declare module 'react-router' {
  interface AppLoadContext {
    api: ApiCaller;
    cspNonce?: string;
  }
}

/** GET a JSON resource; `body` is null unless the API answers 200. */
export async function getJson<T>(
  api: ApiCaller,
  path: string,
): Promise<{ body: T | null; result: ApiResult<T> }> {
  const result = await api.request<T>('GET', path);
  return { body: result.status === 200 ? result.body : null, result };
}
