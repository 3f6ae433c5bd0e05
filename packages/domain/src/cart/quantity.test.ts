import { describe, expect, it } from 'vitest';
import { canIncrease, maxQuantity, mergeableQuantity, quantityProblem, typedQuantity } from './quantity.ts';

describe('cart quantity rules (spec 000 §5, 002 §5)', () => {
  it('caps at the smaller of 99 and the stock left; unknown stock counts as 99', () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(500)).toBe(99);
    expect(maxQuantity(null)).toBe(99);
    expect(maxQuantity(-3)).toBe(0);
  });

  it('names the problem in the spec words', () => {
    expect(quantityProblem(0, 10)).toEqual({ kind: 'invalid' });
    expect(quantityProblem(-1, 10)).toEqual({ kind: 'invalid' });
    expect(quantityProblem(1.5, 10)).toEqual({ kind: 'invalid' });
    expect(quantityProblem('3', 10)).toEqual({ kind: 'invalid' });
    expect(quantityProblem(Number.NaN, 10)).toEqual({ kind: 'invalid' });
    expect(quantityProblem(11, 10)).toEqual({ kind: 'onlyInStock', count: 10 });
    expect(quantityProblem(100, 500)).toEqual({ kind: 'reachMax', max: 99 });
    expect(quantityProblem(1, 0)).toEqual({ kind: 'outOfStock' });
    // Stock there is, but the cart's other lines hold all of it.
    expect(quantityProblem(1, 0, 4)).toEqual({ kind: 'reachMax', max: 0 });
    expect(quantityProblem(10, 10)).toBeNull();
    expect(quantityProblem(99, null)).toBeNull();
  });

  it('lets the plus button work only below what is left', () => {
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(99, 1000)).toBe(false);
  });

  it('keeps digits of a typed quantity, two at most', () => {
    expect(typedQuantity('')).toBeNull();
    expect(typedQuantity('0')).toBe(0);
    expect(typedQuantity('12a')).toBe(12);
    expect(typedQuantity('-5')).toBe(5);
    expect(typedQuantity('1234')).toBe(12);
  });

  it('merges quantities up to the cap', () => {
    expect(mergeableQuantity(3, 5, 6)).toBe(3);
    expect(mergeableQuantity(0, 5, 6)).toBe(5);
    expect(mergeableQuantity(6, 5, 6)).toBe(0);
    expect(mergeableQuantity(90, 20, null)).toBe(9);
  });
});
