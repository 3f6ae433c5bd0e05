import { type ListFilters, listFiltersSearch, SORT_OPTIONS } from '@shop/domain/catalog';
import { SortSelect } from '../../../shell/sort-select.tsx';

/** The five sorts of spec 000 §9 for the store page: the filters are kept, back to page 1. */
export function ListSortSelect({ filters }: { filters: ListFilters }) {
  const keep = new URLSearchParams(listFiltersSearch({ ...filters, page: 1 }));
  keep.delete('sortBy');
  keep.delete('page');
  return (
    <SortSelect
      key={filters.sortBy}
      action="/product"
      keep={keep}
      options={SORT_OPTIONS}
      sortBy={filters.sortBy}
    />
  );
}
