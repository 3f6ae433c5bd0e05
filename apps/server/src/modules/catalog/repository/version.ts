import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The catalogue version: a sequence that triggers bump on every write to a catalogue table (migration
 * 0005_search-triggers). Reading it takes no lock and costs one round trip.
 */
export async function readCatalogVersion(db: Db): Promise<string> {
  const result = await db.execute<{ v: string }>(sql`select last_value::text as v from catalog_version_seq`);
  const rows =
    (result as unknown as { rows?: { v: string }[] }).rows ?? (result as unknown as { v: string }[]);
  return rows[0]?.v ?? '0';
}
