import { describe, expect, it } from 'vitest';
import {
  sanitizeCurrency,
  sanitizeEvent,
  sanitizePrice,
  sanitizeQuantity,
  sanitizeString,
} from './sanitize.ts';
import { event, item, purchase } from './test-events.ts';

describe('sanitising (spec 002 §5)', () => {
  it('strings: trimmed, < > " \' removed, cut to 200 (or the given length)', () => {
    expect(sanitizeString('  Forest Sprite  ')).toBe('Forest Sprite');
    expect(sanitizeString('<b>"Ada\'s" cap</b>')).toBe('bAdas cap/b');
    expect(sanitizeString('x'.repeat(300))).toHaveLength(200);
    expect(sanitizeString('x'.repeat(300), 255)).toHaveLength(255);
    expect(sanitizeString(undefined)).toBe('');
    expect(sanitizeString(12)).toBe('12');
  });

  it('prices: rounded to 2 decimals, a non-number becomes 0', () => {
    expect(sanitizePrice(12.345)).toBe(12.35);
    expect(sanitizePrice(1.005)).toBe(1.01);
    expect(sanitizePrice(45)).toBe(45);
    expect(sanitizePrice('19.999')).toBe(20);
    expect(sanitizePrice('free')).toBe(0);
    expect(sanitizePrice(Number.NaN)).toBe(0);
    expect(sanitizePrice(Number.POSITIVE_INFINITY)).toBe(0);
    expect(sanitizePrice(null)).toBe(0);
  });

  it('currency: upper-cased, USD by default', () => {
    expect(sanitizeCurrency(' eur ')).toBe('EUR');
    expect(sanitizeCurrency(undefined)).toBe('USD');
    expect(sanitizeCurrency('')).toBe('USD');
    expect(sanitizeCurrency(840)).toBe('USD');
  });

  it('quantity: default 1; non-positive or non-number becomes 1; rounded; at least 1', () => {
    expect(sanitizeQuantity(undefined)).toBe(1);
    expect(sanitizeQuantity(0)).toBe(1);
    expect(sanitizeQuantity(-4)).toBe(1);
    expect(sanitizeQuantity('two')).toBe(1);
    expect(sanitizeQuantity(2.6)).toBe(3);
    expect(sanitizeQuantity(0.2)).toBe(1);
    expect(sanitizeQuantity('3')).toBe(3);
  });

  it('an event keeps only the known fields, sanitised, and gets a value when none was given', () => {
    const out = sanitizeEvent(
      event('add_to_cart', {
        currency: 'usd',
        value: undefined,
        email: 'ada@example.com',
        items: [
          item({ item_name: ' <Forest> Sprite ', price: 10.005, quantity: 2, item_brand: ' ', secret: 'x' }),
        ],
      }),
    );
    expect(out).toEqual({
      event: 'add_to_cart',
      currency: 'USD',
      value: 20.02,
      items: [
        {
          item_id: 'sprite-01',
          item_name: 'Forest Sprite',
          item_category: 'KEYCAP',
          price: 10.01,
          quantity: 2,
          currency: 'USD',
        },
      ],
    });
  });

  it('a purchase keeps its transaction, tax, shipping and texts', () => {
    expect(sanitizeEvent(purchase({ coupon: ' WELCOME5 ' }))).toMatchObject({
      transaction_id: 'ORD-2026-0001',
      tax: 2.5,
      shipping: 5,
      coupon: 'WELCOME5',
      value: 97.5,
    });
  });
});
