import type { Db } from './client.ts';

/**
 * A query built once per database (a Drizzle query ending in `.prepare(name)`, with `sql.placeholder`s
 * for its values), for the hot paths: building a Drizzle query and having PostgreSQL plan it cost several
 * times running it (0.2-0.3 ms of the shop's CPU per call against 0.05; bench:drop runs thousands at once).
 * Called with a transaction, it is built for that transaction (still right, just not reused).
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
