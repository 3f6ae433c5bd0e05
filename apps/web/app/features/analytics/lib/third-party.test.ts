import { itemsEvent, sanitizeEvent } from '@shop/domain/analytics';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTags, probeTags, sendToTags } from './third-party.ts';

const none = { gtmContainerId: null, facebookPixelId: null, tiktokPixelId: null };
const all = { gtmContainerId: 'GTM-ABC123', facebookPixelId: '1234567890', tiktokPixelId: 'CABCDEF123' };
const event = sanitizeEvent(
  itemsEvent('add_to_cart', [
    {
      item_id: 'p-1',
      item_name: 'Forest Sprite',
      item_category: 'IN_STOCK',
      price: 45,
      quantity: 1,
      currency: 'USD',
    },
  ]),
);
type W = Record<string, unknown>;

afterEach(() => {
  for (const key of ['dataLayer', 'google_tag_manager', 'fbq', '_fbq', 'ttq'])
    delete (window as unknown as W)[key];
  document.head.innerHTML = '';
});

describe('third-party tags (off unless configured)', () => {
  it('loads nothing and is always ready when none is configured', () => {
    loadTags(none);
    sendToTags(none, event);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as unknown as W).dataLayer).toBeUndefined();
    expect(probeTags(none)).toBeNull();
  });

  it('loads the configured tags and sends each its form of the event', () => {
    loadTags(all);
    expect([...document.querySelectorAll('script')].map((s) => new URL(s.src).host)).toEqual([
      'www.googletagmanager.com',
      'connect.facebook.net',
      'analytics.tiktok.com',
    ]);
    sendToTags(all, event);
    const w = window as unknown as { dataLayer: W[]; fbq: { queue: unknown[][] }; ttq: unknown[][] };
    expect(w.dataLayer.slice(-2)).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: expect.objectContaining({ currency: 'USD', value: 45 }) },
    ]);
    expect(w.fbq.queue.map((c) => c.slice(0, 2))).toEqual([
      ['init', '1234567890'],
      ['track', 'AddToCart'],
    ]);
    expect(w.ttq.map((c) => c.slice(0, 2))).toEqual([['track', 'AddToCart']]);
  });

  it('is initialised only once the data layer and the container are there (spec 002 §4)', () => {
    const gtm = { ...none, gtmContainerId: 'GTM-ABC123' };
    expect(probeTags(gtm)).toBe('DATALAYER_UNAVAILABLE');
    loadTags(gtm);
    expect(probeTags(gtm)).toBe('CONTAINER_NOT_LOADED');
    (window as unknown as W).google_tag_manager = { 'GTM-ABC123': {} };
    expect(probeTags(gtm)).toBeNull();
  });
});
