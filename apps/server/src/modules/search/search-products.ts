import { type SearchQuery, searchWords } from '@shop/domain/search';
import type { AppContext } from '../../http/types.ts';
import {
  cachedJson,
  cachedValue,
  findCardPage,
  type JsonAnswer,
  NO_STOCK,
  type ProductCardFilter,
  STATUSES_OF,
} from '../catalog/index.ts';
import { findNearWords, type SearchStage, searchMatch } from './repository.ts';

/**
 * GET /api/v1/search. Empty text lists the catalogue (NEWEST unless asked otherwise). Text is matched in
 * stages (repository.ts): all its words (each a prefix, or a vocabulary word its typo resembles), else any
 * of them, else names similar to the whole text; best match first unless another sort is asked. Gift
 * products are left out, as in the listing.
 * Answers go through the catalogue cache, so the header panel typing the same text is served from memory.
 */
export function searchProducts(ctx: AppContext, query: SearchQuery): Promise<JsonAnswer> {
  const sort = query.sortBy ?? (query.text ? 'RELEVANCE' : 'NEWEST');
  const key = `search:${JSON.stringify({ ...query, sortBy: sort })}`;
  return cachedJson(ctx, key, async () => {
    const { page, validUntil, stock } = await search(ctx, query, sort);
    return { value: page, validUntil, stock };
  });
}

async function search(
  ctx: AppContext,
  query: SearchQuery,
  sort: NonNullable<SearchQuery['sortBy']>,
): Promise<Awaited<ReturnType<typeof findCardPage>>> {
  const filter: ProductCardFilter = { statuses: STATUSES_OF[query.archive], excludeTypes: ['GIFT_PRODUCT'] };
  const paging = { page: query.page, size: query.size };
  if (!query.text) {
    return findCardPage(ctx, { filter, sort: sort === 'RELEVANCE' ? 'NEWEST' : sort, ...paging });
  }
  const words = searchWords(query.text);
  // The vocabulary changes only with the catalogue: the panel's next keystrokes reuse the look-up.
  const near = await cachedValue(
    ctx,
    `near:${words.join(' ')}`,
    () => findNearWords(ctx.db, words),
    NO_STOCK,
  );
  // Each stage runs only when the one before found nothing: most searches are one indexed query. A text
  // under 3 characters has no trigram to compare names with.
  const stages: SearchStage[] = [];
  if (words.length > 0) stages.push('ALL_WORDS');
  if (words.length > 1) stages.push('ANY_WORD');
  if (query.text.length >= 3 || words.length === 0) stages.push('SIMILAR_NAME');
  let found = {
    page: { contents: [], page: query.page, size: query.size, totalElements: 0 },
    validUntil: null,
    stock: NO_STOCK,
  } as Awaited<ReturnType<typeof findCardPage>>;
  for (const stage of stages) {
    const { match, rank } = searchMatch(query.text, words, near, stage);
    found = await findCardPage(ctx, { filter: { ...filter, match }, sort, rank, ...paging });
    if (found.page.totalElements > 0) break;
  }
  return found;
}
