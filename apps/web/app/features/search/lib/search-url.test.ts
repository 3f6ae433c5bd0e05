import { describe, expect, it } from 'vitest';
import { correctSearchHref, readSearchParams, searchResultHref } from './search-url.ts';

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
