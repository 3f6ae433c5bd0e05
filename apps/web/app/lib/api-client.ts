import type { ApiCaller, ApiError, ApiMethod, ApiResult, ErrorParams } from '@shop/domain';
import type { DialogOptions } from './dialog-store.ts';
import type { ToastInput } from './toast-store.ts';

/**
 * The browser's one way to the API (`/api/v1/...` over fetch). It applies the global HTTP rules of
 * spec 001 §8 once, so features only handle what is specific to them:
 *
 * - 401: the session is gone -> `onSignedOut` (the shell reloads the session);
 * - 403 and 404: silent, the caller decides;
 * - 400, 409 and 429 with an errors list: one toast per error, the code's text with its params, type error
 *   for ECOM-052 and warning otherwise (409 is ours: a conflict explains itself better as a toast);
 * - any other failure, network errors included: the 'Oops !' apology dialog, or the offline message;
 * - a 2xx whose body has `status` <= 0: an error dialog with the body's message.
 *
 * State-changing requests carry the API's double-submit CSRF token (X-CSRF-Token); when the API refuses
 * it (403 CSRF_INVALID, the token rotated) the client fetches a fresh one and tries once more.
 *
 * "Errors whose inner status is 0 are suppressed" (spec) is `silent: true` here: the caller handles them.
 * Every request still resolves with the result; nothing throws, so callers read `status` themselves.
 */
export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl?: string;
  toast: (toast: ToastInput) => void;
  dialog: (dialog: DialogOptions) => unknown;
  onSignedOut: () => void;
  isOnline: () => boolean;
  translate: (key: string, params?: ErrorParams) => string;
  /** An error code's text (its key in the ERRORS section), null when there is none; loaded on first use. */
  errorText: (code: string, params?: ErrorParams) => string | null | Promise<string | null>;
  /** The CSRF token; `fresh` asks for a new one instead of the one at hand. */
  csrfToken?: (fresh: boolean) => Promise<string | null>;
}

export interface RequestOptions {
  /** The caller handles every failure itself; no toast, no dialog (401 still signs out). */
  silent?: boolean;
  /** Error codes the caller handles; they raise no toast. */
  ignoreCodes?: readonly string[];
  /** Extra request headers (the order's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiClient extends ApiCaller {
  request<T = unknown>(
    method: ApiMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<T>>;
}

/** Status given to results when the request never got an answer (network down, aborted). */
export const NETWORK_ERROR_STATUS = 0;

const TOAST_STATUSES = new Set([400, 409, 429]);
const UNSAFE_METHODS = new Set<ApiMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';
const ERROR_TOAST_CODES = new Set(['ECOM-052']);

function errorList(body: unknown): ApiError[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.filter(
    (e): e is ApiError => typeof e === 'object' && e !== null && typeof e.errorCode === 'string',
  );
}

/** A 2xx body that still reports failure: `{ status: 0 | -1, message }`. */
function failedBodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { status, message } = body as { status?: unknown; message?: unknown };
  if (typeof status !== 'number' || status > 0) return null;
  return typeof message === 'string' && message ? message : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { translate: tr } = deps;

  const apology = () =>
    deps.dialog({
      kind: 'apology',
      title: tr('dialog.oopsTitle'),
      message: deps.isOnline() ? tr('dialog.somethingWrong') : tr('dialog.offline'),
    });

  async function handleFailure(status: number, body: unknown, options: RequestOptions) {
    if (status === 401) {
      deps.onSignedOut();
      return;
    }
    if (options.silent || status === 403 || status === 404) return;
    const errors = errorList(body);
    if (TOAST_STATUSES.has(status) && errors) {
      for (const error of errors) {
        if (options.ignoreCodes?.includes(error.errorCode)) continue;
        const text = await deps.errorText(error.errorCode, error.errorParams);
        deps.toast({
          type: ERROR_TOAST_CODES.has(error.errorCode) ? 'error' : 'warning',
          message: text ?? tr('dialog.somethingWrong'),
        });
      }
      return;
    }
    apology();
  }

  async function send(
    method: ApiMethod,
    path: string,
    body: unknown,
    freshToken: boolean,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (UNSAFE_METHODS.has(method) && deps.csrfToken) {
      const token = await deps.csrfToken(freshToken);
      if (token) headers[CSRF_HEADER] = token;
    }
    return deps.fetch(`${deps.baseUrl ?? ''}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  }

  async function request<T>(
    method: ApiMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    let response: Response;
    let data: unknown;
    try {
      response = await send(method, path, body, false, options.headers);
      data = await readBody(response);
      if (
        response.status === 403 &&
        errorList(data)?.some((e) => e.errorCode === 'CSRF_INVALID') &&
        deps.csrfToken
      ) {
        response = await send(method, path, body, true, options.headers);
        data = await readBody(response);
      }
    } catch {
      if (!options.silent) apology();
      return { status: NETWORK_ERROR_STATUS, body: null as T, setCookies: [] };
    }
    // The browser keeps cookies itself and never shows set-cookie to scripts.
    const result: ApiResult<T> = { status: response.status, body: data as T, setCookies: [] };
    if (response.ok) {
      const message = failedBodyMessage(data);
      if (message !== null && !options.silent) {
        deps.dialog({
          kind: 'error',
          title: tr('dialog.oopsTitle'),
          message: message || tr('dialog.somethingWrong'),
        });
      }
      return result;
    }
    // The result once what the shopper is told (a toast, a dialog) is out, as before the texts loaded apart.
    await handleFailure(response.status, data, options);
    return result;
  }

  return { request } as ApiClient;
}
