import { type ListFilters, listFiltersSearch, SORT_OPTIONS } from '@shop/domain/catalog';
import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The address of the store page sorted another way: filters kept, back to page 1. */
export function sortedHref(filters: ListFilters, sortBy: ListFilters['sortBy']): string {
  return `/product${listFiltersSearch({ ...filters, sortBy, page: 1 })}`;
}

/**
 * The five sorts of spec 000 §9 for the store page. Changing it navigates at once; without JavaScript the
 * APPLY button submits a GET form carrying the current filters.
 */
export function ListSortSelect({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const hidden = new URLSearchParams(listFiltersSearch({ ...filters, page: 1 }));
  hidden.delete('sortBy');
  return (
    <Form method="get" action="/product" className="sort-select">
      {[...hidden].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id}>{t('search.sortBy')}</label>
      <select
        id={id}
        name="sortBy"
        value={filters.sortBy}
        onChange={(e) => navigate(sortedHref(filters, e.currentTarget.value as ListFilters['sortBy']))}
      >
        {SORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {t(`search.sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn--ghost">
          {t('search.applySort')}
        </button>
      </noscript>
    </Form>
  );
}
