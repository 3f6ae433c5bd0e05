import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row a statement answered under its column names (`to_jsonb(t)` in JSON, or a raw statement's row) as
 * Drizzle answers it: property names, each column decoded its own way (timestamps as Date, bigint
 * numbers...). Lets one statement answer rows of several tables at once (`jsonb_agg`).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A value for a column as Drizzle sends it (a Date as ISO text, JSON as text); null stays null. */
export function toDriver<T extends Table>(table: T, key: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`no column ${key}`);
  return column.mapToDriverValue(value);
}

/** The SQL name of a column (its property name in the schema). */
export function columnName<T extends Table>(table: T, key: string): string {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`no column ${key}`);
  return column.name;
}
