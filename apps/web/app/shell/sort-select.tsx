import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

/**
 * "Sort by" for a list page (spec 000 §9 sorts): a GET form to `action` that carries `keep` (the page's
 * other parameters) and the chosen sort, back to page 1 since `keep` has none. It submits on change in the
 * browser; without JavaScript its APPLY button does.
 */
export function SortSelect<S extends string>({
  action,
  keep,
  options,
  sortBy,
}: {
  action: string;
  keep: Iterable<[string, string]>;
  options: readonly S[];
  sortBy: S;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmit();
  return (
    <Form method="get" action={action} className="sort-select">
      {[...keep].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id}>{t('search.sortBy')}</label>
      <select
        id={id}
        name="sortBy"
        defaultValue={sortBy}
        onChange={(e) => submit(e.currentTarget.form, { method: 'get', action })}
      >
        {options.map((s) => (
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
