import { describe, expect, it } from 'vitest';
import { shippingAddress } from './shipping-choice.ts';

const home = { id: 'a1', primary: true };
const office = { id: 'a2', primary: false };

describe('shippingAddress (spec 001 §4.8)', () => {
  it('is the chosen address while it is saved', () => {
    expect(shippingAddress([home, office], 'a2')).toBe(office);
  });

  it('falls back to the first saved address when none is chosen', () => {
    expect(shippingAddress([home, office], null)).toBe(home);
    expect(shippingAddress([home, office], undefined)).toBe(home);
    expect(shippingAddress([home, office], '')).toBe(home);
  });

  it('falls back to the first saved address when the chosen one was deleted', () => {
    expect(shippingAddress([home], 'a2')).toBe(home);
  });

  it('is null with no saved address (the form then says "Address required")', () => {
    expect(shippingAddress([], 'a2')).toBeNull();
    expect(shippingAddress([], null)).toBeNull();
  });
});
