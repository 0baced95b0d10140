import type { Kysely } from 'kysely';
import type { ShopDatabase } from './schema.ts';

// The API's one way to run work in a transaction. A repository is built for an Executor (the database,
// or a transaction opened on it) and `on(executor)` gives the same repository bound to another one; a
// service opens the transaction here and hands its Executor to every repository (its own module's, or
// another module's through that module's facade) whose writes belong to it. Services see Executor only
// as a name from here: the query builder stays inside repositories.

/** Where a repository's statements run: the database, or a transaction opened by `withTransaction`. */
export type Executor = Kysely<ShopDatabase>;

/** What waits for each open transaction of `withTransaction` to commit. */
const waitingForCommit = new WeakMap<Executor, (() => void)[]>();

/**
 * Runs `work` in one transaction on `database`: everything it writes through the Executor it is given
 * happens, or none of it does (a throw rolls back and is thrown again). What `afterCommit` was given
 * for the transaction runs once it has committed.
 */
export async function withTransaction<T>(
  database: Executor,
  work: (executor: Executor) => Promise<T>,
): Promise<T> {
  const afterwards: (() => void)[] = [];
  const result = await database.transaction().execute((trx) => {
    waitingForCommit.set(trx, afterwards);
    return work(trx);
  });
  for (const then of afterwards) then();
  return result;
}

/**
 * Runs `then` once what `executor` writes is committed: after its transaction's commit (never, when it
 * rolls back), or at once for statements outside a transaction, which commit as they run. For what
 * tells of a change outside the database (a counter of orders placed), not for work that must happen.
 */
export function afterCommit(executor: Executor, then: () => void): void {
  const afterwards = waitingForCommit.get(executor);
  if (afterwards) afterwards.push(then);
  else then();
}
