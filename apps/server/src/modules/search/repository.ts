import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, searchWords } from '../../db/schema/index.ts';

/** How many vocabulary words may stand in for one misspelt word. */
const NEAR_WORDS = 3;

const textArray = (words: readonly string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/**
 * For each word of the text that is not in the vocabulary (neither a lexeme nor the start of one), up to 3
 * vocabulary words with trigram similarity above pg_trgm.similarity_threshold (0.3 by default), best first:
 * "kecap" -> keycap, "forst" -> forest. Served by the GIN trigram index on search_words.
 */
export async function findNearWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const near = new Map<string, string[]>();
  if (words.length === 0) return near;
  const s = searchWords;
  const result = await db.execute<{ w: string; near: string }>(sql`
    select q.w, c.word as near
    from unnest(${textArray(words)}) as q(w)
    cross join lateral (
      select ${s.word} as word from ${s}
      where char_length(q.w) >= 3 and ${s.word} % q.w
        and not exists (
          select 1 from ${s} e
          where e.word like q.w || '%' or e.word = any (tsvector_to_array(to_tsvector('english', q.w))))
      order by similarity(${s.word}, q.w) desc, ${s.word}
      limit ${NEAR_WORDS}
    ) c`);
  const rows = (result as unknown as { rows?: { w: string; near: string }[] }).rows ?? [];
  for (const row of rows) near.set(row.w, [...(near.get(row.w) ?? []), row.near]);
  return near;
}

/**
 * The text as a tsquery, built from parameters only: each word is a prefix in the English configuration
 * ("keycaps" also finds keycap, "spr" finds sprite) OR one of its near vocabulary words; words are joined
 * with AND (`all`) or OR (`any`, the fallback when AND finds nothing).
 */
function textQuery(words: readonly string[], near: Map<string, string[]>, mode: 'all' | 'any'): SQL {
  const perWord = words.map((w) => {
    const alternatives = [
      // One letter as a prefix would match most of the catalogue (and scan most of the index): exact only.
      sql`to_tsquery('english', ${w.length > 1 ? `${w}:*` : w})`,
      ...(near.get(w) ?? []).map((n) => sql`to_tsquery('simple', ${n})`),
    ];
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(perWord, mode === 'all' ? sql` && ` : sql` || `)})`;
}

/** How a search matches, from the cheapest and most precise to the widest (search-products.ts). */
export type SearchStage = 'ALL_WORDS' | 'ANY_WORD' | 'SIMILAR_NAME';

/**
 * The condition and relevance of a search stage for the catalogue's card query.
 * - ALL_WORDS / ANY_WORD: the document (GIN index) matches the text query, every word or any word;
 * - SIMILAR_NAME: the name's trigram similarity to the whole text passes pg_trgm.similarity_threshold
 *   (GIN trigram index on name), for what words cannot find ("forestsprite", "!!!").
 * Relevance: the weighted full-text rank (name above collaborators, tags and hashtags, above categories,
 * above description) and a shorter name first; for SIMILAR_NAME, the name's trigram similarity.
 */
export function searchMatch(
  text: string,
  words: readonly string[],
  near: Map<string, string[]>,
  stage: SearchStage,
): { match: SQL; rank: SQL<number> } {
  const similar = sql<number>`similarity(${products.name}, ${text})`;
  if (stage === 'SIMILAR_NAME' || words.length === 0)
    return { match: sql`${products.name} % ${text}`, rank: similar };
  const query = textQuery(words, near, stage === 'ALL_WORDS' ? 'all' : 'any');
  return {
    match: sql`${products.searchDocument} @@ ${query}`,
    // The shorter of two names that match alike is the closer one ("Forest Sprite" before "Forest Sprite
    // Plush"): 1/length says so without computing trigrams for every match of a broad word.
    rank: sql<number>`(ts_rank(${products.searchDocument}, ${query}) + 1.0 / (1 + char_length(${products.name})))`,
  };
}
