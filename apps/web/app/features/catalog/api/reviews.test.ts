import { REVIEW_SORTS } from '@shop/domain/reviews';
import { describe, expect, it } from 'vitest';
import { REVIEW_SORT_OPTIONS, reviewSortOf } from './reviews.ts';

describe('review sorts of the product page', () => {
  it("are the domain's, in its order", () => {
    expect(REVIEW_SORT_OPTIONS).toEqual([...REVIEW_SORTS]);
  });

  it('read from the address: a known sort, else NEWEST', () => {
    expect(reviewSortOf('LOWEST')).toBe('LOWEST');
    expect(reviewSortOf('lowest')).toBe('NEWEST');
    expect(reviewSortOf('toString')).toBe('NEWEST');
    expect(reviewSortOf(null)).toBe('NEWEST');
  });
});
