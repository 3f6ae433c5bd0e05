import { describe, expect, it } from 'vitest';
import { sanitizeEvent } from '../sanitize.ts';
import { event, item, purchase } from '../test-events.ts';
import { toFacebookPixel } from './facebook.ts';
import { toDataLayer } from './ga4.ts';
import { toTikTokPixel } from './tiktok.ts';

const many = (n: number) => Array.from({ length: n }, (_, i) => item({ item_id: `p-${i}`, price: 1 }));

describe('GA4 data layer (spec 002 §7)', () => {
  it('clears the previous ecommerce object, then pushes the event with its items and purchase fields', () => {
    const [clear, push] = toDataLayer(
      sanitizeEvent(purchase({ coupon: 'WELCOME5', item_variant: undefined })),
    );
    expect(clear).toEqual({ ecommerce: null });
    expect(push).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        value: 97.5,
        transaction_id: 'ORD-2026-0001',
        tax: 2.5,
        shipping: 5,
        coupon: 'WELCOME5',
        items: [
          {
            item_id: 'sprite-01',
            item_name: 'Forest Sprite',
            item_category: 'KEYCAP',
            price: 45,
            quantity: 2,
            currency: 'USD',
            index: 0,
          },
        ],
      },
    });
  });

  it('keeps GA4 limits: 200 items, values of 100 characters', () => {
    const [, push] = toDataLayer(sanitizeEvent(event('view_cart', { items: many(250), value: 250 })));
    expect((push!.ecommerce as { items: unknown[] }).items).toHaveLength(200);
    const [, one] = toDataLayer(
      sanitizeEvent(event('view_item', { items: [item({ item_name: 'n'.repeat(200) })] })),
    );
    expect((one!.ecommerce as { items: { item_name: string }[] }).items[0]?.item_name).toHaveLength(100);
  });
});

describe('Facebook pixel', () => {
  it('maps the standard events and sends the cart ones as custom', () => {
    expect(toFacebookPixel(sanitizeEvent(event('view_item'))).name).toBe('ViewContent');
    expect(toFacebookPixel(sanitizeEvent(event('add_to_cart'))).name).toBe('AddToCart');
    expect(toFacebookPixel(sanitizeEvent(event('begin_checkout'))).name).toBe('InitiateCheckout');
    expect(toFacebookPixel(sanitizeEvent(purchase()))).toMatchObject({
      method: 'track',
      name: 'Purchase',
      params: {
        value: 97.5,
        currency: 'USD',
        content_ids: ['sprite-01'],
        num_items: 2,
        order_id: 'ORD-2026-0001',
      },
    });
    expect(toFacebookPixel(sanitizeEvent(event('remove_from_cart')))).toMatchObject({
      method: 'trackCustom',
      name: 'RemoveFromCart',
    });
    expect(toFacebookPixel(sanitizeEvent(event('view_cart')))).toMatchObject({
      method: 'trackCustom',
      name: 'ViewCart',
    });
  });

  it('sends at most 10 content ids and a name of 255', () => {
    const call = toFacebookPixel(sanitizeEvent(event('view_cart', { items: many(12), value: 12 })));
    expect(call.params.content_ids).toHaveLength(10);
    expect(Object.keys(call.params).length).toBeLessThanOrEqual(25);
  });
});

describe('TikTok pixel', () => {
  it('maps view, add, checkout and purchase; has nothing for remove and view cart', () => {
    expect(toTikTokPixel(sanitizeEvent(purchase()))).toEqual({
      name: 'CompletePayment',
      params: {
        value: 97.5,
        currency: 'USD',
        contents: [
          {
            content_id: 'sprite-01',
            content_name: 'Forest Sprite',
            content_type: 'product',
            quantity: 2,
            price: 45,
          },
        ],
      },
    });
    expect(toTikTokPixel(sanitizeEvent(event('view_item')))?.name).toBe('ViewContent');
    expect(toTikTokPixel(sanitizeEvent(event('remove_from_cart')))).toBeNull();
    expect(toTikTokPixel(sanitizeEvent(event('view_cart')))).toBeNull();
  });

  it('sends at most 50 contents', () => {
    expect(
      (
        toTikTokPixel(sanitizeEvent(event('begin_checkout', { items: many(60), value: 60 })))!.params
          .contents as unknown[]
      ).length,
    ).toBe(50);
  });
});
