import { describe, expect, it } from 'vitest';
import { defaultCarrier } from './carrier-choice.ts';

const standard = { shippingName: 'Standard', shippingCarrierRef: 'std-us' };
const express = { shippingName: 'Express', shippingCarrierRef: 'exp-us' };

describe('defaultCarrier (spec 001 §4.8)', () => {
  it('keeps the earlier choice by name, even under another reference', () => {
    expect(defaultCarrier([standard, { ...express, shippingCarrierRef: 'exp-eu' }], 'Express')).toEqual({
      shippingName: 'Express',
      shippingCarrierRef: 'exp-eu',
    });
  });

  it('takes the first offered when there was no choice or it is no longer offered', () => {
    expect(defaultCarrier([standard, express], null)).toBe(standard);
    expect(defaultCarrier([express, standard], 'Courier')).toBe(express);
  });

  it('has nothing to choose when nothing is offered', () => {
    expect(defaultCarrier([], 'Standard')).toBeNull();
  });
});
