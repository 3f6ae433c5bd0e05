import { describe, expect, it } from 'vitest';
import { defaultShippingMethod, FREE_SHIPPING_THRESHOLD_CENTS, quoteRates } from './rates.ts';
import type { ShippingRate } from './schemas.ts';

const row = (over: Partial<ShippingRate>): ShippingRate => ({
  carrier: 'STANDARD',
  name: 'Standard',
  country: '*',
  minValueCents: 0,
  maxValueCents: null,
  minWeightGrams: 0,
  maxWeightGrams: null,
  feeCents: 1500,
  minDays: 7,
  maxDays: 14,
  ...over,
});

const table: ShippingRate[] = [
  row({
    country: 'US',
    maxValueCents: FREE_SHIPPING_THRESHOLD_CENTS - 1,
    feeCents: 800,
    minDays: 3,
    maxDays: 7,
  }),
  row({ country: 'US', minValueCents: FREE_SHIPPING_THRESHOLD_CENTS, feeCents: 0, minDays: 3, maxDays: 7 }),
  row({ maxValueCents: FREE_SHIPPING_THRESHOLD_CENTS - 1 }),
  row({ minValueCents: FREE_SHIPPING_THRESHOLD_CENTS, feeCents: 0 }),
  row({ carrier: 'EXPRESS', name: 'Express', country: 'US', feeCents: 2500, minDays: 1, maxDays: 3 }),
  row({ carrier: 'EXPRESS', name: 'Express', maxWeightGrams: 2000, feeCents: 4500, minDays: 2, maxDays: 5 }),
];

describe('quoteRates', () => {
  it.each([
    [
      'US',
      5000,
      100,
      [
        ['Standard', 800],
        ['Express', 2500],
      ],
    ],
    [
      'US',
      14_999,
      100,
      [
        ['Standard', 800],
        ['Express', 2500],
      ],
    ],
    // The banner's promise: free standard shipping from $150.
    [
      'US',
      15_000,
      100,
      [
        ['Standard', 0],
        ['Express', 2500],
      ],
    ],
    [
      'DE',
      5000,
      100,
      [
        ['Standard', 1500],
        ['Express', 4500],
      ],
    ],
    [
      'DE',
      20_000,
      100,
      [
        ['Standard', 0],
        ['Express', 4500],
      ],
    ],
    // Express elsewhere stops at 2 kg; standard has no weight bound.
    ['DE', 5000, 2500, [['Standard', 1500]]],
  ])('to %s, $%i cents, %i g: %j', (country, valueCents, weightGrams, expected) => {
    const quote = quoteRates(table, { country, valueCents, weightGrams });
    expect(quote.map((m) => [m.shippingName, m.shippingFee])).toEqual(expected);
  });

  it('offers nothing where the store has no row for the country nor a row for every country', () => {
    const usOnly = table.filter((r) => r.country === 'US');
    expect(quoteRates(usOnly, { country: 'FR', valueCents: 100, weightGrams: 10 })).toEqual([]);
    expect(quoteRates(usOnly, { country: 'us', valueCents: 100, weightGrams: 10 })).toHaveLength(2);
  });
});

describe('defaultShippingMethod (spec 001 §4.8)', () => {
  const offered = quoteRates(table, { country: 'US', valueCents: 100, weightGrams: 10 });
  it('keeps the earlier choice by name, otherwise the first offered', () => {
    expect(defaultShippingMethod(offered, 'Express')?.shippingCarrierRef).toBe('EXPRESS');
    expect(defaultShippingMethod(offered, 'Pigeon')?.shippingCarrierRef).toBe('STANDARD');
    expect(defaultShippingMethod(offered, null)?.shippingCarrierRef).toBe('STANDARD');
    expect(defaultShippingMethod([], 'Express')).toBeNull();
  });
});
