import type { ApiCaller } from '@shop/domain';
import type { SearchResultPage } from '@shop/domain/search';
import { data, redirect } from 'react-router';
import { getJson } from '../../../lib/api.server.ts';
import {
  correctSearchHref,
  GLOBAL_SEARCH_ARCHIVE,
  RESULT_PAGE_SIZE,
  readSearchParams,
  type SearchPage,
  searchHref,
} from '../lib/search-url.ts';

/**
 * The loader of a search results page: a bad sort or page is corrected to the canonical address rather
 * than refused, a page past the last goes to the last, then GET /api/v1/search, 12 cards a page.
 * /search/product asks with the panel's archive inclusion (it is the panel's View more).
 */
export async function loadSearchPage(api: ApiCaller, requestUrl: string, on: SearchPage) {
  const url = new URL(requestUrl);
  const corrected = correctSearchHref(url.search, on);
  if (corrected !== null) throw redirect(corrected);
  const { text, sortBy, page } = readSearchParams(url.searchParams, on);
  const query = new URLSearchParams({ text, page: String(page), size: String(RESULT_PAGE_SIZE), sortBy });
  if (on === 'product') query.set('archive', GLOBAL_SEARCH_ARCHIVE);
  const { body } = await getJson<SearchResultPage>(api, `/api/v1/search?${query}`);
  if (!body) throw data(null, { status: 503 });
  const lastPage = Math.max(1, Math.ceil(body.totalElements / RESULT_PAGE_SIZE));
  if (page > lastPage) throw redirect(searchHref(on, { text, sortBy, page: lastPage }));
  return { text, sortBy, results: body };
}
