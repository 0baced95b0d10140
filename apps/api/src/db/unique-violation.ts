/**
 * Whether a statement failed on a unique constraint, on either engine: PostgreSQL's SQLSTATE 23505 (keys
 * too), or better-sqlite3's extended codes, which tell a primary key from other unique columns. A service
 * that checked first and lost a race to another request turns this into the answer its check gives.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(String(error.code));
}
