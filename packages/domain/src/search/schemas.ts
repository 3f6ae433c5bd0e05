import { z } from 'zod';
import { SORT_OPTIONS } from '../catalog/constants.ts';
import { archiveFilter, productCardPage } from '../catalog/schemas.ts';
import { pagingQuery } from '../shared/paging.ts';
import { textField } from '../shared/text.ts';

/** Search text is trimmed and at most 100 characters; longer text is a 400 on `text`. */
export const SEARCH_TEXT_MAX = 100;
/** Spec 000 §9: the header panel shows 3 results (and View more when there are more). */
export const SEARCH_PANEL_SIZE = 3;
/** Words of the text that take part in a search; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;
const WORD_MAX = 40;

/** RELEVANCE (best match first) is ours and the default with text; without text NEWEST is. */
export const SEARCH_SORTS = ['RELEVANCE', ...SORT_OPTIONS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** GET /api/v1/search: the panel asks `page=1&size=3`, the result page `sortBy=NEWEST`. */
export const searchQuery = pagingQuery.extend({
  text: textField().trim().max(SEARCH_TEXT_MAX).default(''),
  sortBy: z.enum(SEARCH_SORTS).optional(),
  archive: archiveFilter.default('NONE'),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResultPage = productCardPage;
export type SearchResultPage = z.infer<typeof searchResultPage>;

/**
 * The words of a search text: letters and digits only (so nothing of the text can act as query syntax),
 * lower-cased, each cut to 40 characters, duplicates dropped, at most 8.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, WORD_MAX)))].slice(0, SEARCH_MAX_WORDS);
}
