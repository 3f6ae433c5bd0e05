import { readListFilters } from '@shop/domain/catalog';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { ListSortSelect } from './list-sort-select.tsx';
import { activeFilterCount, ProductFilters } from './product-filters.tsx';

const categories = [
  { slug: 'artisan', name: 'Artisan', kind: 'MAIN' as const, parentSlug: null },
  { slug: 'resin', name: 'Resin', kind: 'SUB' as const, parentSlug: 'artisan' },
];
const filters = (search: string) => readListFilters(new URLSearchParams(search));
const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('store filters', () => {
  it('applies type, in stock and a price range as a canonical address, back to page 1, sort kept', async () => {
    const { router } = renderWithRouter(
      <ProductFilters filters={filters('?sortBy=OLDEST&page=3')} categories={categories} />,
      '/product?sortBy=OLDEST&page=3',
    );
    fireEvent.change(screen.getByLabelText('Product type'), { target: { value: 'GROUP_BUY' } });
    fireEvent.click(screen.getByLabelText('In stock only'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '20' } });
    fireEvent.submit(screen.getByRole('button', { name: 'APPLY' }).closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(where(router)).toBe(
        '/product?type=GROUP_BUY&inStock=true&minPrice=20&maxPrice=50&sortBy=OLDEST',
      ),
    );
  });

  it('shows the chosen filters and counts them on the phone button', () => {
    const f = filters('?category=resin&inStock=true&archive=INCLUDE_ARCHIVED');
    renderWithRouter(<ProductFilters filters={f} categories={categories} />);
    expect(activeFilterCount(f)).toBe(3);
    expect(screen.getByRole('button', { name: 'FILTER (3)' })).toBeTruthy();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('resin');
    expect((screen.getByLabelText('Archive') as HTMLSelectElement).value).toBe('INCLUDE_ARCHIVED');
    expect(screen.getByRole('link', { name: 'CLEAR ALL' }).getAttribute('href')).toBe('/product');
  });

  it('opens the same form in a sheet on a phone', () => {
    renderWithRouter(<ProductFilters filters={filters('')} categories={categories} />);
    fireEvent.click(screen.getByRole('button', { name: 'FILTER' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('sorts with the filters kept and the page reset', () => {
    const { router } = renderWithRouter(
      <ListSortSelect filters={filters('?type=RAFFLE&page=2')} />,
      '/product?type=RAFFLE&page=2',
    );
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(select.options.length).toBe(5);
    fireEvent.change(select, { target: { value: 'PRICE_HIGH_TO_LOW' } });
    expect(where(router)).toBe('/product?type=RAFFLE&sortBy=PRICE_HIGH_TO_LOW');
  });
});
