import type { Kysely } from 'kysely';
import type { ShopDatabase } from './schema.ts';

// The API's one way to run work in a transaction. A repository is built for an Executor (the database,
// or a transaction opened on it) and `on(executor)` gives the same repository bound to another one; a
// service opens the transaction here and hands its Executor to every repository (its own module's, or
// another module's through that module's facade) whose writes belong to it. Services see Executor only
// as a name from here: the query builder stays inside repositories.

/** Where a repository's statements run: the database, or a transaction opened by `withTransaction`. */
export type Executor = Kysely<ShopDatabase>;

/**
 * Runs `work` in one transaction on `database`: everything it writes through the Executor it is given
 * happens, or none of it does (a throw rolls back and is thrown again).
 */
export function withTransaction<T>(database: Executor, work: (executor: Executor) => Promise<T>): Promise<T> {
  return database.transaction().execute(work);
}
