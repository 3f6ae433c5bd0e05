import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';

/** What a catalogue cache learns in one look (one statement, no lock). */
export interface CatalogLook {
  /** catalog_version_seq: bumped by every catalogue write but stock updates (migrations 0005, 0021). */
  version: string;
  /** The oldest transaction still running: the next look asks for stock changes from there on. */
  xmin: number;
  /** Stock changes of transactions before this one may have been pruned. */
  prunedBefore: number;
  /** Stock changes of transactions from `since` on (none when `since` is null), in the order logged. */
  changes: { seq: number; tx: number; productId: string; availability: boolean }[];
}

/**
 * The catalogue version and the stock changes committed since the last look (`since`: that look's xmin).
 * Every part reads the same snapshot, so a change not visible now belongs to a transaction >= xmin and is
 * read by the next look.
 */
export async function readCatalogLook(db: Db, since: number | null): Promise<CatalogLook> {
  type Row = { v: string; xmin: string; pruned: string | null; changes: [string, string, string, boolean][] };
  const result = await db.execute<Row>(sql`
    select
      (select last_value::text from catalog_version_seq) as v,
      pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
      (select before_tx::text from catalog_stock_prune) as pruned,
      (select coalesce(json_agg(json_build_array(c.seq::text, c.tx::text, c.product_id, c.availability) order by c.seq), '[]'::json)
        from catalog_stock_changes c where c.tx >= ${since ?? -1}::bigint and ${since !== null}) as changes`);
  const row = rowsOf<Row>(result)[0];
  if (!row) throw new Error('catalogue version unreadable');
  return {
    version: row.v,
    xmin: Number(row.xmin),
    prunedBefore: Number(row.pruned ?? 0),
    changes: row.changes.map(([seq, tx, productId, availability]) => ({
      seq: Number(seq),
      tx: Number(tx),
      productId,
      availability,
    })),
  };
}

/**
 * Deletes the stock changes older than the previous prune's running transactions, at most every `everyMs`
 * whoever asks (the row's time decides, so N instances do not prune N times as often).
 */
export async function pruneStockChanges(db: Db, everyMs: number): Promise<void> {
  await db.execute(sql`
    with moved as (
      update catalog_stock_prune
      set before_tx = next_tx, next_tx = pg_snapshot_xmin(pg_current_snapshot())::text::bigint, pruned_at = now()
      where pruned_at <= now() - make_interval(secs => ${everyMs / 1000}::double precision)
      returning before_tx
    )
    delete from catalog_stock_changes where tx < (select before_tx from moved)`);
}

/** The main categories and the collaborators of products: how product pages pick "You may also like". */
export async function findCandidateLinks(
  db: Db,
  productIds: readonly string[],
): Promise<{ kind: 'category' | 'collaborator'; id: string }[]> {
  if (productIds.length === 0) return [];
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ kind: 'category' | 'collaborator'; id: string }>(sql`
    select 'category' as kind, main_category_id::text as id from products
      where id in (${ids}) and main_category_id is not null
    union
    select 'collaborator', collaborator_id::text from collaborator_products where product_id in (${ids})`);
  return rowsOf<{ kind: 'category' | 'collaborator'; id: string }>(result);
}
