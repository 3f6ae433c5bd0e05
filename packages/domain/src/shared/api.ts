/**
 * How the storefront talks to the API. During server rendering the server gives the route loaders an
 * `ApiCaller` that calls the same process in memory (forwarding the shopper's cookie); in the browser the
 * web's API client implements the same interface over HTTP.
 */
export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  /** `set-cookie` values the API answered with, for loaders and actions to pass on. */
  setCookies: string[];
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCaller {
  request<T = unknown>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResult<T>>;
}
