import { describe, expect, it } from 'vitest';
import { strategyFor } from './cache-rules.ts';

const at = (path: string, destination = '') => strategyFor(new URL(path, 'https://shop.test'), destination);

describe('what the service worker keeps', () => {
  it('pages and their data: network first, visited ones readable offline', () => {
    expect(at('/', 'document')).toBe('page');
    expect(at('/product/forest-sprite', 'document')).toBe('page');
    expect(at('/product/forest-sprite.data')).toBe('page');
    expect(at('/_root.data')).toBe('page');
  });

  it('never the own pages of a shopper', () => {
    for (const path of [
      '/account/profile',
      '/account/orders/1',
      '/checkout',
      '/checkout/cart',
      '/staff/analytics',
      '/auth/login',
      '/unauthorized',
      '/dev/outbox',
      '/account.data',
      '/checkout/payment.data',
    ])
      expect(at(path, 'document'), path).toBeNull();
  });

  it('catalogue reads of the API, never what belongs to a shopper or changes anything', () => {
    for (const path of [
      '/api/v1/products?page=1',
      '/api/v1/products/forest-sprite/reviews',
      '/api/v1/search?text=x',
      '/api/v1/home',
      '/api/v1/app-config',
      '/api/v1/news/hello',
    ])
      expect(at(path), path).toBe('api');
    for (const path of [
      '/api/v1/me',
      '/api/v1/me/wishlist',
      '/api/v1/cart',
      '/api/v1/cart/items',
      '/api/v1/auth/csrf',
      '/api/v1/staff/analytics',
      '/api/v1/products/p1/access',
      '/api/v1/analytics/events',
    ])
      expect(at(path), path).toBeNull();
    expect(strategyFor(new URL('https://shop.test/api/v1/products'), '', 'POST')).toBeNull();
  });

  it('hashed assets and images: cache first', () => {
    expect(at('/assets/app-Ab12.js', 'script')).toBe('asset');
    expect(at('/assets/logo-Ab12.svg', 'image')).toBe('image');
    expect(at('/uploads/products/sprite.webp', 'image')).toBe('image');
    expect(at('/favicon.svg', 'image')).toBe('image');
  });

  it('leaves the worker and the manifest to the network', () => {
    expect(at('/sw.js', 'serviceworker')).toBeNull();
    expect(at('/manifest.webmanifest', 'manifest')).toBeNull();
  });
});
