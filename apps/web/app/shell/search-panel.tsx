import { useId, useState } from 'react';
import { Form } from 'react-router';
import { ProductPrice } from '../features/catalog/components/product-price.tsx';
import { searchPanel } from '../features/search/api/search-panel.ts';
import { SearchPreview } from '../features/search/components/search-preview.tsx';
import { moveFocusWithArrows } from '../features/search/lib/arrow-focus.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Icon } from './icons.tsx';
import { Modal } from './modal.tsx';

/**
 * The search panel (spec 000 §2): a "Type to search" box that submits to
 * /search/result?text=...&sortBy=NEWEST, with live results below it (features/search) as the shopper types.
 * Esc, the close button and any navigation (the shell) close it.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <Modal onClose={onClose} variant="top" labelledBy={`${id}-title`} className="search-panel">
      {/* Arrow keys move between the box and the result links (features/search/lib/arrow-focus). */}
      <div className="search-panel__inner" onKeyDown={moveFocusWithArrows}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('search.title')}
        </h2>
        <SearchForm autoFocus onSubmit={onClose} onTextChange={setText} />
        <SearchPreview
          text={text}
          search={searchPanel}
          renderPrice={(price) => <ProductPrice price={price} />}
          onNavigate={onClose}
        />
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
  onTextChange,
}: {
  defaultValue?: string;
  autoFocus?: boolean;
  onSubmit?: () => void;
  onTextChange?: (text: string) => void;
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
        onChange={onTextChange && ((e) => onTextChange(e.currentTarget.value))}
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
