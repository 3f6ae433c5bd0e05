import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Icon } from './icons.tsx';
import { Modal } from './modal.tsx';

/**
 * The search panel (spec 000 §2): a "Type to search" box that submits to
 * /search/result?text=...&sortBy=NEWEST. Live results come with the search capability.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal onClose={onClose} variant="top" labelledBy={`${id}-title`} className="search-panel">
      <div className="search-panel__inner">
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('search.title')}
        </h2>
        <SearchForm autoFocus onSubmit={onClose} />
        <button
          type="button"
          className="icon-btn search-panel__close"
          onClick={onClose}
          aria-label={t('nav.closeSearch')}
        >
          <Icon name="close" />
        </button>
      </div>
    </Modal>
  );
}

/** The search box on its own, also used by the /search pages. */
export function SearchForm({
  defaultValue,
  autoFocus = false,
  onSubmit,
}: {
  defaultValue?: string;
  autoFocus?: boolean;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" action="/search/result" role="search" className="search-form" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <Icon name="search" className="icon search-form__icon" />
      <input
        id={id}
        name="text"
        type="search"
        placeholder={t('search.placeholder')}
        defaultValue={defaultValue}
        autoComplete="off"
        required
        data-autofocus={autoFocus || undefined}
      />
      <input type="hidden" name="sortBy" value="NEWEST" />
      <button type="submit" className="btn">
        {t('search.submit')}
      </button>
    </Form>
  );
}
