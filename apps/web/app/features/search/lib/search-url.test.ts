import { describe, expect, it } from 'vitest';
import { correctSearchHref, readSearchParams, searchProductHref, searchResultHref } from './search-url.ts';

describe('search result address', () => {
  it('keeps text and sortBy, and the page past the first', () => {
    expect(searchResultHref({ text: 'kraken cap', sortBy: 'NEWEST', page: 1 })).toBe(
      '/search/result?text=kraken+cap&sortBy=NEWEST',
    );
    expect(correctSearchHref('?text=kraken&sortBy=PRICE_LOW_TO_HIGH&page=2')).toBeNull();
  });

  it('corrects a bad sort or page, and trims the text to 100 characters', () => {
    expect(correctSearchHref('?text=kraken&page=abc&sortBy=foo')).toBe(
      '/search/result?text=kraken&sortBy=NEWEST',
    );
    expect(correctSearchHref('?text=+kraken+')).toBe('/search/result?text=kraken&sortBy=NEWEST');
    expect(readSearchParams(new URLSearchParams({ text: 'x'.repeat(150) })).text).toHaveLength(100);
  });
});

describe('View more address (/search/product)', () => {
  it('goes on in the panel’s order: best match first for a text, newest without one', () => {
    expect(readSearchParams(new URLSearchParams('text=kraken'), 'product').sortBy).toBe('RELEVANCE');
    expect(readSearchParams(new URLSearchParams(''), 'product').sortBy).toBe('NEWEST');
    expect(searchProductHref({ text: 'kraken', sortBy: 'RELEVANCE', page: 1 })).toBe(
      '/search/product?text=kraken',
    );
    expect(searchProductHref({ text: '', sortBy: 'NEWEST', page: 1 })).toBe('/search/product');
    expect(searchProductHref({ text: 'kraken', sortBy: 'NEWEST', page: 3 })).toBe(
      '/search/product?text=kraken&sortBy=NEWEST&page=3',
    );
  });

  it('is corrected to its canonical form', () => {
    expect(correctSearchHref('?text=kraken', 'product')).toBeNull();
    expect(correctSearchHref('', 'product')).toBeNull();
    expect(correctSearchHref('?text=kraken&sortBy=RELEVANCE&page=1', 'product')).toBe(
      '/search/product?text=kraken',
    );
    expect(correctSearchHref('?text=&sortBy=bogus&page=-2', 'product')).toBe('/search/product');
  });
});
