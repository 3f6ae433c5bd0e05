import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row a statement answered as JSON (`to_jsonb(t)`: column names, JSON values) as Drizzle answers it:
 * property names, each column decoded its own way (timestamps as Date, bigint numbers...). Lets one
 * statement answer rows of several tables at once (`jsonb_agg`).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
