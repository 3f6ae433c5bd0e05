/**
 * How long the shop waits on a PostgreSQL server before giving up (config: DATABASE_*_TIMEOUT_MS); 0 is no
 * limit. PGlite runs in this process, one statement at a time, and cannot interrupt one: none apply there.
 */
export interface DatabaseTimeouts {
  /** Opening a connection (TCP, TLS, authentication), and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, on the server (statement_timeout) and, 2 s later, on our side (a server that went silent). */
  statementMs: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};
