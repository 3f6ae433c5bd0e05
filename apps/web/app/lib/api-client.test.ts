import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { createDialogStore } from './dialog-store.ts';
import { i18n } from './i18n.ts';
import { createToastStore } from './toast-store.ts';

/** A fetch that answers like the API would, recording what it was asked. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const text = body === undefined ? '' : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const errorBody = (...errors: { errorCode: string; errorParams?: Record<string, string | number> }[]) => ({
  status: 0,
  errors,
});

describe('api client global HTTP handling', () => {
  let toasts: ReturnType<typeof createToastStore>;
  let dialogs: ReturnType<typeof createDialogStore>;
  let online: boolean;
  let signedOut: number;

  const client = (fetch: typeof globalThis.fetch) =>
    createApiClient({
      fetch,
      toast: toasts.show,
      dialog: dialogs.open,
      onSignedOut: () => {
        signedOut++;
      },
      isOnline: () => online,
      translate: (key, params) => i18n.t(key, params ?? {}),
      errorText: (code, params) =>
        i18n.exists(`ERRORS.${code}`) ? i18n.t(`ERRORS.${code}`, params ?? {}) : null,
    });

  /** What the shopper sees: the toast texts and the open dialog's title and message. */
  const seen = () => ({
    toasts: toasts.getSnapshot().map((t) => `${t.type}: ${t.message}${t.count > 1 ? ` ×${t.count}` : ''}`),
    dialogs: dialogs.getSnapshot().map((d) => `${d.kind}: ${d.title ?? ''} / ${d.message ?? ''}`),
  });

  beforeEach(() => {
    toasts = createToastStore();
    dialogs = createDialogStore();
    online = true;
    signedOut = 0;
  });

  it('sends JSON to the path and returns status and body', async () => {
    const { fetch, calls } = answering(200, { contents: [], page: 1 });
    const result = await client(fetch).request('POST', '/api/v1/things', { a: 1 });
    expect(result).toEqual({ status: 200, body: { contents: [], page: 1 }, setCookies: [] });
    expect(calls[0]?.url).toBe('/api/v1/things');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"a":1}');
    expect(seen()).toEqual({ toasts: [], dialogs: [] });
  });

  it('shows one toast per error of a 400, warning unless the code is ECOM-052', async () => {
    const { fetch } = answering(400, errorBody({ errorCode: 'ECOM-111' }, { errorCode: 'ECOM-052' }));
    const result = await client(fetch).request('PATCH', '/api/v1/cart/items', {});
    expect(result.status).toBe(400);
    expect(seen().toasts).toEqual([
      'warning: This product is currently unavailable.',
      'error: This order can not be processed.',
    ]);
    expect(seen().dialogs).toEqual([]);
  });

  it('fills the error params into the text and counts a repeated toast instead of stacking it', async () => {
    i18n.addResource('en', 'translation', 'ERRORS.TEST-QTY', 'Only {{count}} left');
    const { fetch } = answering(429, errorBody({ errorCode: 'TEST-QTY', errorParams: { count: 3 } }));
    const api = client(fetch);
    await api.request('GET', '/api/v1/x');
    await api.request('GET', '/api/v1/x');
    expect(seen().toasts).toEqual(['warning: Only 3 left ×2']);
  });

  it('falls back to the generic text for a code without translation', async () => {
    const { fetch } = answering(400, errorBody({ errorCode: 'NO-SUCH-CODE' }));
    await client(fetch).request('GET', '/api/v1/x');
    expect(seen().toasts).toEqual(['warning: Something went wrong, Please go back and try again.']);
  });

  it('skips codes the caller handles and stays silent when asked', async () => {
    const { fetch } = answering(400, errorBody({ errorCode: 'ECOM-111' }, { errorCode: 'ECOM-112' }));
    await client(fetch).request('GET', '/api/v1/x', undefined, { ignoreCodes: ['ECOM-111'] });
    await client(fetch).request('GET', '/api/v1/x', undefined, { silent: true });
    expect(seen().toasts).toEqual(['warning: This product is out of stock.']);
  });

  it('signs out on 401 and shows nothing', async () => {
    const { fetch } = answering(401, errorBody({ errorCode: 'UNAUTHORIZED' }));
    await client(fetch).request('GET', '/api/v1/me');
    expect(signedOut).toBe(1);
    expect(seen()).toEqual({ toasts: [], dialogs: [] });
  });

  it('is silent on 403 and 404', async () => {
    await client(answering(403, errorBody({ errorCode: 'FORBIDDEN' })).fetch).request('GET', '/a');
    await client(answering(404, errorBody({ errorCode: 'NOT_FOUND' })).fetch).request('GET', '/b');
    expect(seen()).toEqual({ toasts: [], dialogs: [] });
  });

  it('apologises for a server failure', async () => {
    const { fetch } = answering(500, errorBody({ errorCode: 'INTERNAL' }));
    await client(fetch).request('GET', '/api/v1/home');
    expect(seen()).toEqual({
      toasts: [],
      dialogs: ['apology: Oops ! / Something went wrong, Please go back and try again.'],
    });
  });

  it('apologises for a 400 without an errors list', async () => {
    const { fetch } = answering(400, { message: 'bad' });
    await client(fetch).request('GET', '/api/v1/x');
    expect(seen().dialogs).toEqual(['apology: Oops ! / Something went wrong, Please go back and try again.']);
  });

  it('says the network is missing when a request fails offline', async () => {
    online = false;
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const result = await client(fetch).request('GET', '/api/v1/home');
    expect(result.status).toBe(0);
    expect(seen().dialogs).toEqual(['apology: Oops ! / You can not interact without network connection']);
  });

  it('opens an error dialog with the message of a 200 whose body status is 0 or below', async () => {
    const { fetch } = answering(200, { status: -1, message: 'Your payment was declined.' });
    const result = await client(fetch).request('POST', '/api/v1/pay', {});
    expect(result.status).toBe(200);
    expect(seen().dialogs).toEqual(['error: Oops ! / Your payment was declined.']);
  });

  it('leaves a 200 with a positive status alone', async () => {
    const { fetch } = answering(200, { status: 1, message: 'fine' });
    await client(fetch).request('GET', '/api/v1/x');
    expect(seen()).toEqual({ toasts: [], dialogs: [] });
  });
});

describe('api client CSRF token', () => {
  const quiet = {
    toast: () => {},
    dialog: () => {},
    onSignedOut: () => {},
    isOnline: () => true,
    translate: (key: string) => key,
    errorText: (code: string) => code,
  };

  it('sends the token on state-changing requests only', async () => {
    const { fetch, calls } = answering(200, {});
    const api = createApiClient({ ...quiet, fetch, csrfToken: async () => 'tok-1' });
    await api.request('GET', '/api/v1/me');
    await api.request('POST', '/api/v1/auth/logout');
    const header = (i: number) => ((calls[i]?.init?.headers ?? {}) as Record<string, string>)['x-csrf-token'];
    expect(header(0)).toBeUndefined();
    expect(header(1)).toBe('tok-1');
  });

  it('fetches a fresh token and retries once when the API refuses it', async () => {
    const answers = [
      new Response(JSON.stringify({ status: 0, errors: [{ errorCode: 'CSRF_INVALID' }] }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
      new Response('', { status: 204 }),
    ];
    const sent: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      sent.push(((init?.headers ?? {}) as Record<string, string>)['x-csrf-token'] ?? '');
      return answers.shift()!;
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ ...quiet, fetch, csrfToken: async (fresh) => (fresh ? 'new' : 'old') });
    const result = await api.request('PUT', '/api/v1/me', {});
    expect(result.status).toBe(204);
    expect(sent).toEqual(['old', 'new']);
  });
});
