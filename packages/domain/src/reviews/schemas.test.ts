import { describe, expect, it } from 'vitest';
import { summarizeRatings } from './schemas.ts';

describe('summarizeRatings', () => {
  it('is all zero without reviews', () => {
    expect(summarizeRatings({})).toEqual({
      overall: 0,
      product: 0,
      reviews: 0,
      breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('averages to one decimal and keeps the breakdown', () => {
    const s = summarizeRatings({ 5: 3, 4: 1, 1: 1 });
    expect(s).toMatchObject({ overall: 4, reviews: 5, breakdown: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 3 } });
    expect(summarizeRatings({ 5: 2, 4: 1 }).overall).toBe(4.7);
  });
});
