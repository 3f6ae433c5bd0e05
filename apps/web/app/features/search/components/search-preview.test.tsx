import type { ProductCard } from '@shop/domain/catalog';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { PREVIEW_DEBOUNCE_MS, SearchPreview } from './search-preview.tsx';

const card = (n: number): ProductCard => ({
  id: `p${n}`,
  slug: `kraken-${n}`,
  name: `Kraken ${n}`,
  type: 'IN_STOCK',
  image: null,
  productTag: null,
  hasCountDown: false,
  eventStartTime: null,
  eventEndTime: null,
  isUpcoming: false,
  isOngoing: false,
  isEnded: false,
  isGroupBuy: false,
  totalVariant: 2,
  price: {
    salePrice: 4500,
    regularPrice: 4500,
    salePriceFrom: 4500,
    salePriceTo: 4500,
    regularPriceFrom: 4500,
    regularPriceTo: 4500,
    isRangePrice: false,
    isShowLowestPrice: false,
    isShowHighestPrice: false,
    isShowRegularPrice: false,
    hasDiscount: false,
  },
  hasInStock: true,
  hasLowStock: false,
  hasOutOfStock: false,
});

describe('SearchPreview', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once typing pauses and shows 3 results with View more when there are more', async () => {
    const search = vi.fn(async () => ({
      contents: [card(1), card(2), card(3)],
      page: 1,
      size: 3,
      totalElements: 7,
    }));
    renderWithRouter(
      <SearchPreview
        text="kra"
        search={search}
        renderPrice={(p) => <p>${(p.salePrice / 100).toFixed(2)}</p>}
      />,
    );
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);
    });
    expect(search).toHaveBeenCalledWith('kra');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('2 options')).toHaveLength(3);
    expect(screen.getAllByText('$45.00')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View more' }).getAttribute('href')).toBe(
      '/search/product?text=kra',
    );
  });

  it('has no View more with 3 results or fewer', async () => {
    const search = vi.fn(async () => ({ contents: [card(1)], page: 1, size: 3, totalElements: 1 }));
    renderWithRouter(
      <SearchPreview
        text="kra"
        search={search}
        renderPrice={(p) => <p>${(p.salePrice / 100).toFixed(2)}</p>}
      />,
    );
    await act(async () => {
      vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);
    });
    expect(screen.getByRole('link', { name: 'Kraken 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View more' })).toBeNull();
  });

  it('asks with empty text too and says when nothing is found', async () => {
    const search = vi.fn(async () => ({ contents: [], page: 1, size: 3, totalElements: 0 }));
    renderWithRouter(<SearchPreview text="  zzz " search={search} renderPrice={() => null} />);
    await act(async () => {
      vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS);
    });
    expect(search).toHaveBeenCalledWith('zzz');
    expect(screen.getByRole('status').textContent).toBe('No products found for “zzz”.');
  });
});
