import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { searchSortParam } from '../lib/search-url.ts';
import { SortSelect } from './sort-select.tsx';

describe('SortSelect', () => {
  it('falls back to NEWEST for unknown sorts', () => {
    expect(searchSortParam('PRICE_LOW_TO_HIGH')).toBe('PRICE_LOW_TO_HIGH');
    expect(searchSortParam('bogus')).toBe('NEWEST');
    expect(searchSortParam(null)).toBe('NEWEST');
  });

  it('keeps the text and shows the chosen sort', () => {
    const { container } = renderWithRouter(
      <SortSelect action="/search/result" text="kraken" sortBy="PRICE_HIGH_TO_LOW" />,
    );
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(select.value).toBe('PRICE_HIGH_TO_LOW');
    expect(select.options.length).toBe(6);
    expect((container.querySelector('input[name="text"]') as HTMLInputElement).value).toBe('kraken');
  });
});
