import { describe, expect, it } from 'vitest';
import { correctPagingSearch, pagingSearch, readPaging } from './paging-url.ts';

const collab = { defaultSize: 12 };
const news = { defaultSize: 12, maxSize: 100 };

describe('content list paging in the address', () => {
  it('reads page and size, falling back to the defaults', () => {
    expect(readPaging(new URLSearchParams('page=3'), collab)).toEqual({ page: 3, size: 12 });
    expect(readPaging(new URLSearchParams('page=abc&size=500'), news)).toEqual({ page: 1, size: 12 });
    expect(readPaging(new URLSearchParams('page=2&size=3'), news)).toEqual({ page: 2, size: 3 });
    // A list without a size choice keeps its size whatever the address says.
    expect(readPaging(new URLSearchParams('size=3'), collab)).toEqual({ page: 1, size: 12 });
  });

  it('writes only what differs from the defaults', () => {
    expect(pagingSearch({ page: 1, size: 12 }, news)).toBe('');
    expect(pagingSearch({ page: 2, size: 3 }, news)).toBe('?page=2&size=3');
    expect(pagingSearch({ page: 2, size: 3 }, collab)).toBe('?page=2');
  });

  it('corrects a bad address and leaves a good one alone', () => {
    expect(correctPagingSearch('?page=abc', collab)).toBe('');
    expect(correctPagingSearch('?page=0', collab)).toBe('');
    expect(correctPagingSearch('?page=1.5&size=3', news)).toBe('?size=3');
    expect(correctPagingSearch('?page=1', collab)).toBe('');
    expect(correctPagingSearch('?page=2&utm=x', collab)).toBe('?page=2');
    expect(correctPagingSearch('?page=2', collab)).toBeNull();
    expect(correctPagingSearch('', collab)).toBeNull();
    expect(correctPagingSearch('?page=2&size=3', news)).toBeNull();
  });
});
