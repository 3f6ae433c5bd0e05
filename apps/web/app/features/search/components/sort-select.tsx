import type { SearchSort } from '@shop/domain/search';
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { SEARCH_SORT_OPTIONS } from '../lib/search-url.ts';

/**
 * The sort of a search result: a GET form that keeps the text and goes back to page 1. It submits on
 * change in the browser; without JavaScript its APPLY button does.
 */
export function SortSelect({ action, text, sortBy }: { action: string; text: string; sortBy: SearchSort }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmit();
  return (
    <Form method="get" action={action} className="sort-select">
      <input type="hidden" name="text" value={text} />
      <label htmlFor={id}>{t('search.sortBy')}</label>
      <select
        id={id}
        name="sortBy"
        defaultValue={sortBy}
        onChange={(e) => submit(e.currentTarget.form, { method: 'get', action })}
      >
        {SEARCH_SORT_OPTIONS.map((s) => (
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
