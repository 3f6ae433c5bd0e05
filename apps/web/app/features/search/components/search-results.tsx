import type { SearchResultPage, SearchSort } from '@shop/domain/search';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { SortSelect } from './sort-select.tsx';

/**
 * The sort and the cards of a search results page, or why there are none. The cards are drawn by the
 * caller (the catalogue's grid), since features do not import each other.
 */
export function SearchResults({
  action,
  text,
  sortBy,
  results,
  grid,
}: {
  action: string;
  text: string;
  sortBy: SearchSort;
  results: SearchResultPage;
  grid: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SortSelect action={action} text={text} sortBy={sortBy} />
      {results.contents.length > 0 ? (
        grid
      ) : (
        <div className="empty-note" role="status">
          <p>{t('search.noResults', { text })}</p>
          <p>{t('search.noResultsHint')}</p>
        </div>
      )}
    </>
  );
}
