import type { SearchSort } from '@shop/domain/search';
import { SortSelect as ListSort } from '../../../shell/sort-select.tsx';
import { SEARCH_SORT_OPTIONS } from '../lib/search-url.ts';

/** The sort of a search result: keeps the text, back to page 1. */
export function SortSelect({ action, text, sortBy }: { action: string; text: string; sortBy: SearchSort }) {
  return (
    <ListSort
      key={sortBy}
      action={action}
      keep={[['text', text]]}
      options={SEARCH_SORT_OPTIONS}
      sortBy={sortBy}
    />
  );
}
