import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Markup, RenderCache } from './render-cache.server.ts';

const get = (url = 'http://shop.test/') => new Request(url);
const bytes = (text: string) => Buffer.from(text) as Markup;

function context(loaderData: Record<string, unknown>, more: Record<string, unknown> = {}): EntryContext {
  return {
    isSpaMode: false,
    staticHandlerContext: { statusCode: 200, errors: null, actionData: null, loaderData, ...more },
  } as unknown as EntryContext;
}

const anonymous = { root: { appConfig: { storeName: 'Shop' }, user: null }, 'routes/home': { banners: [] } };

describe('RenderCache', () => {
  it('keys a signed-out page by its address and loader data', () => {
    const cache = new RenderCache({ maxEntries: 8, ttlMs: 1000 });
    const a = cache.keyOf(get(), context(anonymous));
    expect(a).not.toBeNull();
    expect(cache.keyOf(get(), context(structuredClone(anonymous)))).toBe(a);
    expect(cache.keyOf(get('http://shop.test/?page=2'), context(anonymous))).not.toBe(a);
    const other = { ...anonymous, 'routes/home': { banners: [{ id: 1 }] } };
    expect(cache.keyOf(get(), context(other))).not.toBe(a);
  });

  it('shares no page of a signed-in shopper, no error, no form answer and no streamed data', () => {
    const cache = new RenderCache({ maxEntries: 8, ttlMs: 1000 });
    const signedIn = { ...anonymous, root: { appConfig: {}, user: { id: 'u1', firstName: 'Ada' } } };
    expect(cache.keyOf(get(), context(signedIn))).toBeNull();
    expect(cache.keyOf(get(), context(anonymous, { statusCode: 404 }))).toBeNull();
    expect(cache.keyOf(get(), context(anonymous, { errors: { root: new Error('x') } }))).toBeNull();
    expect(cache.keyOf(get(), context(anonymous, { actionData: { ok: true } }))).toBeNull();
    expect(cache.keyOf(new Request('http://shop.test/', { method: 'POST' }), context(anonymous))).toBeNull();
    const later = { ...anonymous, 'routes/home': { reviews: Promise.resolve([]) } };
    expect(cache.keyOf(get(), context(later))).toBeNull();
    expect(cache.keyOf(get(), context({ ...anonymous, x: new Map() }))).toBeNull();
  });

  it('hands out the stored markup with each response nonce, until the TTL', async () => {
    let now = 0;
    const cache = new RenderCache({ maxEntries: 8, ttlMs: 1000 }, () => now);
    let renders = 0;
    const render = (nonce: string) => async () => {
      renders += 1;
      return bytes(`<script nonce="${nonce}">é</script><script nonce="${nonce}">b</script>`);
    };
    expect(String(await cache.markup('k', 'N1', render('N1')))).toBe(
      '<script nonce="N1">é</script><script nonce="N1">b</script>',
    );
    now = 999;
    expect(String(await cache.markup('k', 'N2', render('N2')))).toBe(
      '<script nonce="N2">é</script><script nonce="N2">b</script>',
    );
    expect(renders).toBe(1);
    now = 1000;
    await cache.markup('k', 'N3', render('N3'));
    expect(renders).toBe(2);
  });

  it('renders once for requests that ask together, and not at all after a failure', async () => {
    const cache = new RenderCache({ maxEntries: 8, ttlMs: 1000 });
    let renders = 0;
    let finish: (html: Markup) => void = () => {};
    const slow = () => {
      renders += 1;
      return new Promise<Markup>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.markup('k', 'A', slow);
    const second = cache.markup('k', 'B', slow);
    finish(bytes('<p nonce="A"></p>'));
    expect(String(await first)).toBe('<p nonce="A"></p>');
    expect(String(await second)).toBe('<p nonce="B"></p>');
    expect(renders).toBe(1);

    await expect(cache.markup('bad', 'A', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.get('bad', 'A')).toBeNull();
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = new RenderCache({ maxEntries: 2, ttlMs: 1000 });
    for (const key of ['a', 'b', 'c']) await cache.markup(key, undefined, async () => bytes(key));
    expect(cache.get('a', undefined)).toBeNull();
    expect(String(cache.get('b', undefined))).toBe('b');
    expect(String(cache.get('c', undefined))).toBe('c');
  });
});
