import { describe, expect, it } from 'vitest';
import { event, item, purchase } from './test-events.ts';
import { validateBatch, validateEvent } from './validate.ts';

/** The one error of an event with one broken field: [code, severity, field]. */
const only = (raw: unknown) => {
  const r = validateEvent(raw);
  expect(r.valid).toBe(false);
  return r.errors.map((e) => [e.code, e.severity, e.field]);
};

describe('validateEvent: spec 002 §5, one rule at a time', () => {
  it('accepts each allowed event when it is whole', () => {
    for (const name of ['view_item', 'add_to_cart', 'remove_from_cart', 'begin_checkout', 'view_cart'])
      expect(validateEvent(event(name))).toEqual({ valid: true, errors: [], warnings: [] });
    expect(validateEvent(purchase())).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('event names: non-empty, a string, one of the six', () => {
    expect(only(event(''))).toEqual([['REQUIRED_FIELD_MISSING', 'critical', 'event']]);
    expect(only({ ...event('x'), event: undefined })).toEqual([
      ['REQUIRED_FIELD_MISSING', 'critical', 'event'],
    ]);
    expect(only(event(7 as unknown as string))).toEqual([['INVALID_TYPE', 'high', 'event']]);
    expect(only(event('page_view'))).toEqual([['INVALID_VALUE', 'medium', 'event']]);
    expect(only('view_item')).toEqual([['INVALID_TYPE', 'high', 'event']]);
  });

  it('item_id: required, at most 100, letters, digits, hyphen and underscore', () => {
    const at = (v: unknown) => only(event('view_item', { items: [item({ item_id: v })] }));
    expect(at(undefined)).toEqual([['REQUIRED_FIELD_MISSING', 'critical', 'items[0].item_id']]);
    expect(at('  ')).toEqual([['REQUIRED_FIELD_MISSING', 'critical', 'items[0].item_id']]);
    expect(at(42)).toEqual([['INVALID_TYPE', 'high', 'items[0].item_id']]);
    expect(at('a'.repeat(101))).toEqual([['FIELD_TOO_LONG', 'medium', 'items[0].item_id']]);
    expect(at('sprite 01')).toEqual([['INVALID_FORMAT', 'high', 'items[0].item_id']]);
    expect(at('sprite/01')).toEqual([['INVALID_FORMAT', 'high', 'items[0].item_id']]);
    expect(
      validateEvent(event('view_item', { items: [item({ item_id: `A_b-9${'x'.repeat(95)}` })] })).valid,
    ).toBe(true);
  });

  it('item_name: required, at most 200; item_category: required, at most 100', () => {
    const at = (over: Record<string, unknown>) => only(event('view_item', { items: [item(over)] }));
    expect(at({ item_name: undefined })).toEqual([
      ['REQUIRED_FIELD_MISSING', 'critical', 'items[0].item_name'],
    ]);
    expect(at({ item_name: 'n'.repeat(201) })).toEqual([['FIELD_TOO_LONG', 'medium', 'items[0].item_name']]);
    expect(validateEvent(event('view_item', { items: [item({ item_name: 'n'.repeat(200) })] })).valid).toBe(
      true,
    );
    expect(at({ item_category: '' })).toEqual([
      ['REQUIRED_FIELD_MISSING', 'critical', 'items[0].item_category'],
    ]);
    expect(at({ item_category: 'c'.repeat(101) })).toEqual([
      ['FIELD_TOO_LONG', 'medium', 'items[0].item_category'],
    ]);
  });

  it('optional categories 2 and 3, variant, brand and list name: at most 100; list id at most 50', () => {
    for (const key of ['item_category2', 'item_category3', 'item_variant', 'item_brand', 'item_list_name']) {
      expect(validateEvent(event('view_item', { items: [item({ [key]: 'x'.repeat(100) })] })).valid).toBe(
        true,
      );
      expect(only(event('view_item', { items: [item({ [key]: 'x'.repeat(101) })] }))).toEqual([
        ['FIELD_TOO_LONG', 'medium', `items[0].${key}`],
      ]);
    }
    expect(validateEvent(event('view_item', { items: [item({ item_list_id: 'x'.repeat(50) })] })).valid).toBe(
      true,
    );
    expect(only(event('view_item', { items: [item({ item_list_id: 'x'.repeat(51) })] }))).toEqual([
      ['FIELD_TOO_LONG', 'medium', 'items[0].item_list_id'],
    ]);
  });

  it('price: a non-negative number', () => {
    const at = (v: unknown) => only(event('view_item', { items: [item({ price: v })] }));
    expect(at(-0.01)).toEqual([['NEGATIVE_VALUE', 'high', 'items[0].price']]);
    expect(at('45')).toEqual([['INVALID_TYPE', 'high', 'items[0].price']]);
    expect(at(Number.NaN)).toEqual([['INVALID_TYPE', 'high', 'items[0].price']]);
    expect(validateEvent(event('view_item', { items: [item({ price: 0 })] })).valid).toBe(true);
  });

  it('quantity: non-negative; at least 1, and required, for cart events', () => {
    const at = (name: string, v: unknown) => validateEvent(event(name, { items: [item({ quantity: v })] }));
    expect(at('view_item', undefined).valid).toBe(true);
    expect(at('view_item', 0).valid).toBe(true);
    expect(only(event('view_item', { items: [item({ quantity: -1 })] }))).toEqual([
      ['NEGATIVE_VALUE', 'high', 'items[0].quantity'],
    ]);
    for (const name of ['add_to_cart', 'remove_from_cart']) {
      expect(only(event(name, { items: [item({ quantity: undefined })] }))).toEqual([
        ['REQUIRED_FIELD_MISSING', 'critical', 'items[0].quantity'],
      ]);
      expect(only(event(name, { items: [item({ quantity: 0 })] }))).toEqual([
        ['INVALID_VALUE', 'medium', 'items[0].quantity'],
      ]);
      expect(only(event(name, { items: [item({ quantity: 'two' })] }))).toEqual([
        ['INVALID_TYPE', 'high', 'items[0].quantity'],
      ]);
    }
  });

  it('currency: 3 letters from the list; every item shares the event currency', () => {
    expect(only(event('view_item', { currency: 'US' }))).toEqual([['INVALID_FORMAT', 'high', 'currency']]);
    expect(only(event('view_item', { currency: 'U$D' }))).toEqual([['INVALID_FORMAT', 'high', 'currency']]);
    expect(only(event('view_item', { currency: 'XYZ', items: [item({ currency: undefined })] }))).toEqual([
      ['INVALID_CURRENCY', 'medium', 'currency'],
    ]);
    expect(only(event('view_item', { currency: 840 }))).toEqual([['INVALID_TYPE', 'high', 'currency']]);
    expect(only(event('view_item', { items: [item({ currency: 'EUR' })] }))).toEqual([
      ['INVALID_CURRENCY', 'medium', 'items[0].currency'],
    ]);
    // Lower case is sanitised, and a missing currency is USD.
    expect(validateEvent(event('view_item', { currency: 'usd' })).valid).toBe(true);
    expect(validateEvent(event('view_item', { currency: undefined })).valid).toBe(true);
  });

  it('items: required and non-empty, except for view_cart', () => {
    for (const name of ['add_to_cart', 'remove_from_cart', 'begin_checkout', 'view_item', 'purchase']) {
      expect(validateEvent(event(name, { items: [] })).errors.map((e) => e.code)).toContain('EMPTY_ARRAY');
    }
    expect(only(event('view_item', { items: undefined }))).toEqual([
      ['REQUIRED_FIELD_MISSING', 'critical', 'items'],
    ]);
    expect(only(event('view_item', { items: 'sprite' }))).toEqual([['INVALID_TYPE', 'high', 'items']]);
    expect(only(event('view_item', { items: [null] }))).toEqual([['INVALID_TYPE', 'high', 'items[0]']]);
    expect(validateEvent(event('view_cart', { items: [], value: 0 })).valid).toBe(true);
    expect(validateEvent(event('view_cart', { items: undefined, value: 0 })).valid).toBe(true);
  });

  it('value: a non-negative number', () => {
    expect(only(event('view_item', { value: -1 }))).toEqual([['NEGATIVE_VALUE', 'high', 'value']]);
    expect(only(event('view_item', { value: '45' }))).toEqual([['INVALID_TYPE', 'high', 'value']]);
  });

  it('purchase: transaction_id required, of the id pattern, at most 100', () => {
    expect(only(purchase({ transaction_id: undefined }))).toEqual([
      ['REQUIRED_FIELD_MISSING', 'critical', 'transaction_id'],
    ]);
    expect(only(purchase({ transaction_id: 'ORD 1' }))).toEqual([
      ['INVALID_FORMAT', 'high', 'transaction_id'],
    ]);
    expect(only(purchase({ transaction_id: 'T'.repeat(101) }))).toEqual([
      ['FIELD_TOO_LONG', 'medium', 'transaction_id'],
    ]);
    expect(only(purchase({ value: undefined }))).toEqual([['REQUIRED_FIELD_MISSING', 'critical', 'value']]);
    expect(only(purchase({ tax: -1 }))).toEqual([['NEGATIVE_VALUE', 'high', 'tax']]);
    expect(only(purchase({ shipping: 'free' }))).toEqual([['INVALID_TYPE', 'high', 'shipping']]);
  });

  it('purchase: coupon, payment_type and shipping_tier at most 50 and non-blank', () => {
    for (const key of ['coupon', 'payment_type', 'shipping_tier']) {
      expect(validateEvent(purchase({ [key]: 'x'.repeat(50) })).valid).toBe(true);
      expect(only(purchase({ [key]: 'x'.repeat(51) }))).toEqual([['FIELD_TOO_LONG', 'medium', key]]);
      expect(only(purchase({ [key]: '   ' }))).toEqual([['FIELD_TOO_SHORT', 'medium', key]]);
    }
  });

  it('purchase: a value off by more than 0.01 is only a warning', () => {
    expect(validateEvent(purchase({ value: 97.51 })).warnings).toEqual([]);
    const r = validateEvent(purchase({ value: 97.52 }));
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w) => [w.kind, w.field])).toEqual([['VALUE_MISMATCH', 'value']]);
  });

  it('warns of checkouts over 50 items and of personal-data field names', () => {
    const many = Array.from({ length: 51 }, (_, i) => item({ item_id: `p-${i}`, price: 1 }));
    expect(
      validateEvent(event('begin_checkout', { items: many, value: 51 })).warnings.map((w) => w.kind),
    ).toEqual(['PERFORMANCE']);
    expect(validateEvent(event('view_item', { items: many })).warnings).toEqual([]);
    const r = validateEvent(
      event('view_item', { email: 'ada@example.com', items: [item({ phone: '+1 555' })] }),
    );
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w) => [w.kind, w.field])).toEqual([
      ['PII_FIELD', 'email'],
      ['PII_FIELD', 'items[0].phone'],
    ]);
  });

  it('lists every broken field of an event, not only the first', () => {
    const r = validateEvent(event('add_to_cart', { items: [item({ item_id: '', price: -1, quantity: 0 })] }));
    expect(r.errors.map((e) => e.code)).toEqual([
      'REQUIRED_FIELD_MISSING',
      'NEGATIVE_VALUE',
      'INVALID_VALUE',
    ]);
  });
});

describe('validateBatch', () => {
  it('marks a transaction id seen twice in one batch as a duplicate (critical)', () => {
    const { results } = validateBatch([purchase(), event('view_item'), purchase()]);
    expect(results.map((r) => r.valid)).toEqual([true, true, false]);
    expect(results[2]?.errors.map((e) => [e.code, e.severity])).toEqual([
      ['DUPLICATE_TRANSACTION_ID', 'critical'],
    ]);
  });

  it('warns of batches over 10 events', () => {
    expect(validateBatch(Array.from({ length: 10 }, () => event('view_item'))).warnings).toEqual([]);
    expect(
      validateBatch(Array.from({ length: 11 }, () => event('view_item'))).warnings.map((w) => w.kind),
    ).toEqual(['PERFORMANCE']);
  });
});
