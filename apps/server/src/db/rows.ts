/** The rows of a raw statement (`db.execute`): node-postgres answers `{ rows }`, PGlite's driver the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
