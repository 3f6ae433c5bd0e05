import { entityKind, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The driver's connection behind a Drizzle database or transaction: node-postgres's pool, or the pooled
 * connection a transaction runs on (the same object for every transaction that connection serves); PGlite's
 * instance, or its transaction (a new one each time).
 */
const connectionOf = (db: Db): object =>
  (db as unknown as { session?: { client?: object } }).session?.client ?? db;

/**
 * A query built once per connection (a Drizzle query ending in `.prepare(name)`, with `sql.placeholder`s
 * for its values), for the hot paths: building a Drizzle query and having PostgreSQL plan it cost several
 * times running it (0.2-0.3 ms of the shop's CPU per call against 0.05; bench:drop runs thousands at once).
 * Keyed by the driver's connection, so a query of a transaction is built once for each pooled connection
 * (a named statement lives on its connection anyway) and every later transaction on it reuses it; on PGlite
 * a transaction's query is built for that transaction (still right, just not reused).
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<object, Q>();
  return (db) => {
    const connection = connectionOf(db);
    let query = built.get(connection);
    if (!query) {
      query = build(db);
      built.set(connection, query);
    }
    return query;
  };
}

/**
 * Like `preparedPerDb`, for a query whose shape varies: rows of a multi-row insert, the columns an update
 * sets. One query per shape and connection; `shape` must be short and go into the statement's name.
 */
export function preparedPerShape<Q>(build: (db: Db, shape: string) => Q): (db: Db, shape: string) => Q {
  const built = new WeakMap<object, Map<string, Q>>();
  return (db, shape) => {
    const connection = connectionOf(db);
    let shapes = built.get(connection);
    if (!shapes) {
      shapes = new Map();
      built.set(connection, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}

/** `n` rows of placeholders named `<field>_<row>`, for a multi-row insert built by `preparedPerShape`. */
export function rowPlaceholders<K extends string>(fields: readonly K[], n: number): Record<K, Placeholder>[] {
  return Array.from(
    { length: n },
    (_, i) =>
      Object.fromEntries(fields.map((f) => [f, sql.placeholder(`${f}_${i}`)])) as Record<K, Placeholder>,
  );
}

/** The values of those placeholders for `rows` (a field a row lacks is null). */
export function rowValues<K extends string>(
  fields: readonly K[],
  rows: readonly Partial<Record<K, unknown>>[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const f of fields) values[`${f}_${i}`] = row[f] ?? null;
  });
  return values;
}

/**
 * An update's `set` as a shape for `preparedPerShape`: its keys in order, those set to null marked (written
 * as null, not through a placeholder: a column's encoder may not take null), and the values of the others,
 * their placeholders named `set_<key>`.
 */
export function setShape(set: Record<string, unknown>): { shape: string; values: Record<string, unknown> } {
  const keys = Object.keys(set)
    .filter((k) => set[k] !== undefined)
    .sort();
  const values: Record<string, unknown> = {};
  for (const k of keys) if (set[k] !== null) values[`set_${k}`] = set[k];
  return { shape: keys.map((k) => (set[k] === null ? `${k}=null` : k)).join(','), values };
}

/** A short name for a shape, for its statement's name. */
export function shapeName(shape: string): string {
  let hash = 5381;
  for (let i = 0; i < shape.length; i++) hash = ((hash * 33) ^ shape.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** The `set` of an update built for `shape` (from `setShape`). */
export function setPlaceholders(shape: string): Record<string, Placeholder | null> {
  return Object.fromEntries(
    shape
      .split(',')
      .filter(Boolean)
      .map((k) => (k.endsWith('=null') ? [k.slice(0, -5), null] : [k, sql.placeholder(`set_${k}`)])),
  );
}

/**
 * Runs `text` (values as $1, $2...) for a statement Drizzle cannot build (a data-modifying WITH): on
 * node-postgres a named statement, parsed and planned once per connection; on PGlite as it is. Answers the
 * rows as the driver parses them, under their column names (`rowFromJson` makes a table's row of one).
 */
export async function runPrepared(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  const session = (db as unknown as { session: { client: Queryable; constructor: unknown } }).session;
  const kind = (session.constructor as { [entityKind]?: string })[entityKind];
  const result =
    kind === 'NodePgSession'
      ? await session.client.query({ name, text, values: [...values] })
      : await session.client.query(text, [...values]);
  return result.rows;
}

interface Queryable {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
}
