import { describe, expect, it } from 'vitest';
import { listApiQuery, listFiltersSearch, tidyListSearch } from './list-url.ts';
import { correctListSearch, readListFilters } from './list-url-read.ts';

const read = (s: string) => readListFilters(new URLSearchParams(s));

describe('store page address', () => {
  it('reads defaults: page 1, size 12, NEWEST, archive NONE', () => {
    expect(read('')).toMatchObject({ page: 1, size: 12, sortBy: 'NEWEST', archive: 'NONE' });
    expect(correctListSearch('')).toBeNull();
  });

  it('keeps a canonical address as it is', () => {
    const s =
      '?category=artisan&type=IN_STOCK&inStock=true&minPrice=10&maxPrice=99.5&sortBy=PRICE_LOW_TO_HIGH&page=2';
    expect(correctListSearch(s)).toBeNull();
  });

  it('corrects bad values to their defaults and drops unknown keys', () => {
    expect(correctListSearch('?page=abc&sortBy=foo')).toBe('');
    expect(correctListSearch('?page=0&size=1000&type=CAR&archive=ALL&inStock=maybe')).toBe('');
    expect(correctListSearch('?page=3&utm=x')).toBe('?page=3');
    expect(correctListSearch('?page=2.5&minPrice=-1&maxPrice=abc')).toBe('');
  });

  it('writes defaults out and keys in one order', () => {
    expect(correctListSearch('?sortBy=NEWEST&page=1&size=12&archive=NONE')).toBe('');
    expect(correctListSearch('?page=2&type=GROUP_BUY')).toBe('?type=GROUP_BUY&page=2');
    expect(correctListSearch('?inStock=1')).toBe('?inStock=true');
  });

  it('swaps a price range typed backwards', () => {
    expect(correctListSearch('?minPrice=50&maxPrice=10')).toBe('?minPrice=10&maxPrice=50');
  });

  it('asks the API in cents', () => {
    const q = listApiQuery(read('?minPrice=10.5&maxPrice=20&inStock=true&archive=ONLY_ARCHIVED'));
    expect(Object.fromEntries(q)).toEqual({
      page: '1',
      size: '12',
      sortBy: 'NEWEST',
      archive: 'ONLY_ARCHIVED',
      inStock: 'true',
      priceFrom: '1050',
      priceTo: '2000',
    });
    expect(listFiltersSearch(read('?page=4'))).toBe('?page=4');
  });

  it('tidies a filter form the way the page would correct it, for valid values', () => {
    const form =
      '?sortBy=PRICE_LOW_TO_HIGH&archive=NONE&maxPrice=&minPrice=10&inStock=true&type=RAFFLE&size=12';
    expect(tidyListSearch(new URLSearchParams(form))).toBe(
      '?type=RAFFLE&inStock=true&minPrice=10&sortBy=PRICE_LOW_TO_HIGH',
    );
    expect(correctListSearch(tidyListSearch(new URLSearchParams(form)))).toBeNull();
    // Not checked: a bad value stays for the page to correct.
    expect(tidyListSearch(new URLSearchParams('?type=CAR&utm=x'))).toBe('?type=CAR');
  });
});
