import {
  ARCHIVE_FILTERS,
  type CategorySummary,
  type ListFilters,
  listFiltersSearch,
  tidyListSearch,
} from '@shop/domain/catalog';
import { type FormEvent, useId, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';

/** Types a shopper filters by; gifts are given for gold, not sold, so the store page does not offer them. */
export const FILTER_TYPES = ['IN_STOCK', 'GROUP_BUY', 'RAFFLE', 'AUCTION', 'BUNDLE'] as const;

/** How many filters narrow the list (sort and paging are not filters). */
export function activeFilterCount(f: ListFilters): number {
  return [f.category, f.type, f.inStock, f.minPrice, f.maxPrice, f.archive !== 'NONE' || undefined].filter(
    (v) => v !== undefined,
  ).length;
}

/**
 * The /product address of a submitted filter form: back to page 1, size and sort kept. Tidied, not checked
 * (no zod in the browser): the form's values are canonical already, and the page corrects anything else.
 */
export function filterFormHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') params.append(k, v.trim());
  return `/product${tidyListSearch(params)}`;
}

interface FiltersProps {
  filters: ListFilters;
  categories: readonly CategorySummary[];
}

/**
 * The store's filters (category, product type, in stock, price range in dollars, archive) as one GET
 * form: it works without JavaScript (the page corrects the address); with it, the address is built
 * canonical at once. Sort and size ride along as hidden fields; the page goes back to 1.
 */
function FilterForm({ filters, categories, onDone }: FiltersProps & { onDone?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(filterFormHref(e.currentTarget));
    onDone?.();
  };
  const mains = categories.filter((c) => c.kind === 'MAIN');
  const subsOf = (slug: string) => categories.filter((c) => c.parentSlug === slug);
  return (
    <Form method="get" action="/product" className="filters__form" onSubmit={submit}>
      <input type="hidden" name="sortBy" value={filters.sortBy} />
      <input type="hidden" name="size" value={filters.size} />
      <div className="filters__field">
        <label htmlFor={`${id}-category`}>{t('productList.category')}</label>
        <select id={`${id}-category`} name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t('productList.allCategories')}</option>
          {mains.map((m) => (
            <optgroup key={m.slug} label={m.name}>
              <option value={m.slug}>{t('productList.allOf', { name: m.name })}</option>
              {subsOf(m.slug).map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor={`${id}-type`}>{t('productList.type')}</label>
        <select id={`${id}-type`} name="type" defaultValue={filters.type ?? ''}>
          <option value="">{t('productList.allTypes')}</option>
          {FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`productList.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="filters__check">
        <input type="checkbox" name="inStock" value="true" defaultChecked={filters.inStock === true} />
        {t('productList.inStockOnly')}
      </label>
      <fieldset className="filters__price">
        <legend>{t('productList.price')}</legend>
        <label htmlFor={`${id}-min`}>{t('productList.minPrice')}</label>
        <input
          id={`${id}-min`}
          name="minPrice"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={filters.minPrice}
        />
        <label htmlFor={`${id}-max`}>{t('productList.maxPrice')}</label>
        <input
          id={`${id}-max`}
          name="maxPrice"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={filters.maxPrice}
        />
      </fieldset>
      <div className="filters__field">
        <label htmlFor={`${id}-archive`}>{t('productList.archive')}</label>
        <select id={`${id}-archive`} name="archive" defaultValue={filters.archive}>
          {ARCHIVE_FILTERS.map((a) => (
            <option key={a} value={a}>
              {t(`productList.archives.${a}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="btn btn--accent">
          {t('productList.apply')}
        </button>
        <Link to="/product" className="btn btn--ghost" onClick={onDone}>
          {t('productList.clear')}
        </Link>
      </div>
    </Form>
  );
}

/**
 * Desktop: the form in a side column. Phone: a FILTER button (with the number of active filters) opens
 * the same form in a bottom sheet. CSS shows one or the other, so the server's HTML fits both.
 */
export function ProductFilters(props: FiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = activeFilterCount(props.filters);
  // The form is keyed by the address so its fields follow back/forward navigation.
  const key = listFiltersSearch(props.filters);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost filters__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {count > 0 ? t('productList.filterCount', { count }) : t('productList.filter')}
      </button>
      <aside className="filters filters--side" aria-label={t('productList.filters')}>
        <FilterForm key={key} {...props} />
      </aside>
      {open && (
        <Modal onClose={() => setOpen(false)} variant="sheet" labelledBy={titleId} className="filters-sheet">
          <h2 id={titleId} className="filters-sheet__title">
            {t('productList.filters')}
          </h2>
          <FilterForm key={key} {...props} onDone={() => setOpen(false)} />
          <button
            type="button"
            className="btn btn--ghost filters-sheet__close"
            onClick={() => setOpen(false)}
          >
            {t('productList.closeFilters')}
          </button>
        </Modal>
      )}
    </>
  );
}
