import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; written only by the search triggers (migration 00xx_search-triggers). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The search vocabulary: every lexeme of the products' names, sub names, collaborators, tags, hashtags and
 * categories, kept by the search triggers. A misspelt word of a search text is matched against these with
 * trigram similarity and replaced by its nearest lexemes ("kecap" -> keycap), the pg_trgm way to spell-check.
 * Words of products since deleted stay: a stale word only widens a query that then matches nothing more.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
