import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedQuery } from './prepared-query.ts';
import type { Executor } from './transaction.ts';

type Shelf = { shelf: { id: number; label: string; aisle: string; price: number } };
type Args = { ids: readonly number[]; aisle?: string; cheaperThan?: number; limit: number };

describe('PreparedQuery', () => {
  const db = new Kysely<Shelf>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  let builds = 0;
  /** The query a repository would build for its values. */
  const query = ({ ids, aisle, cheaperThan, limit }: Args) =>
    db
      .selectFrom('shelf')
      .select(['id', 'label'])
      .where('id', 'in', ids)
      .$if(aisle !== undefined, (q) => q.where('aisle', '=', aisle!))
      .$if(cheaperThan !== undefined, (q) => q.where('price', '<', cheaperThan!))
      .where(sql<boolean>`label <> 'hidden'`)
      .orderBy('id')
      .limit(limit);
  const shelves = (capacity?: number) =>
    new PreparedQuery(
      db as unknown as Executor,
      (args: Args) => {
        builds++;
        return query(args);
      },
      capacity,
    );
  /** The same query built for its values, as a repository did before. */
  const built = (args: Args) => query(args).execute();

  beforeAll(async () => {
    await db.schema
      .createTable('shelf')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('label', 'text')
      .addColumn('aisle', 'text')
      .addColumn('price', 'integer')
      .execute();
    await db
      .insertInto('shelf')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          id: i + 1,
          label: i === 4 ? 'hidden' : `shelf ${i + 1}`,
          aisle: i % 2 === 0 ? 'north' : 'south',
          price: 100 * (i % 5),
        })),
      )
      .execute();
  });
  afterAll(() => db.destroy());

  const runs: Args[] = [
    { ids: [1, 2, 3], limit: 10 },
    { ids: [4, 5, 6], limit: 2 },
    { ids: [7, 8, 9], limit: 10 },
    { ids: [1, 3, 5, 7, 9, 11], aisle: 'north', limit: 10 },
    { ids: [2, 4, 6, 8, 10, 12], aisle: 'south', limit: 10 },
    { ids: [2, 4, 6, 8, 10, 12], aisle: 'north', limit: 10 },
    { ids: [10, 11, 12, 13, 14, 15], cheaperThan: 300, limit: 10 },
    { ids: [10, 11, 12, 13, 14, 15], cheaperThan: 100, limit: 10 },
    { ids: [], limit: 10 },
  ];

  it('answers as the query built for the same values', async () => {
    const query = shelves();
    for (const args of runs) expect(await query.execute(args)).toEqual(await built(args));
  });

  it('builds once per shape: which conditions, each string, each list length; numbers only bind', async () => {
    const query = shelves();
    builds = 0;
    for (const args of runs) await query.execute(args);
    // [3 ids], [6 ids] north, [6 ids] south, [6 ids] below a price, [no ids].
    expect(builds).toBe(5);
    for (const args of runs) await query.execute(args);
    expect(builds).toBe(5);
  });

  it('takes a string that reads like arguments for a string, not for another shape', async () => {
    const query = shelves();
    const plain: Args = { ids: [1, 3], aisle: 'north', cheaperThan: 300, limit: 10 };
    const lookalike: Args = { ids: [1, 3], aisle: 'north,cheaperThan:?', limit: 10 };
    expect(await query.execute(plain)).toEqual(await built(plain));
    expect(await query.execute(lookalike)).toEqual([]);
  });

  it('builds the shapes beyond its capacity on every run, with the same answers', async () => {
    const query = shelves(1);
    builds = 0;
    for (const args of runs) expect(await query.execute(args)).toEqual(await built(args));
    // The first shape is kept (its three runs build once); each of the six runs of other shapes builds.
    expect(builds).toBe(1 + 6);
  });
});
