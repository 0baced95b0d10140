import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { afterCommit, type Executor, withTransaction } from './transaction.ts';

describe.each(testEngines)('withTransaction on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  const insertToken = (executor: Executor, tokenId: string) =>
    executor.insertInto('revoked_token').values({ token_id: tokenId, expires_at: 1 }).execute();
  const tokenExists = async (tokenId: string) =>
    (await database.db
      .selectFrom('revoked_token')
      .select('token_id')
      .where('token_id', '=', tokenId)
      .executeTakeFirst()) !== undefined;

  it('keeps what the work wrote and answers what it returned', async () => {
    const answer = await withTransaction(database.db, async (executor) => {
      await insertToken(executor, 'kept-1');
      await insertToken(executor, 'kept-2');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await tokenExists('kept-1')).toBe(true);
    expect(await tokenExists('kept-2')).toBe(true);
  });

  it('writes nothing when the work throws, and throws the same error', async () => {
    const refusal = new Error('refused');
    await expect(
      withTransaction(database.db, async (executor) => {
        await insertToken(executor, 'rolled-back');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await tokenExists('rolled-back')).toBe(false);
  });

  it('runs the work on a transaction, not on the database it was given', async () => {
    await withTransaction(database.db, async (executor) => {
      expect(executor).not.toBe(database.db);
      expect(executor.isTransaction).toBe(true);
    });
  });

  it('runs what waits for the commit after it, and never after a rollback', async () => {
    const told: string[] = [];
    await withTransaction(database.db, async (executor) => {
      await insertToken(executor, 'told-1');
      afterCommit(executor, () => told.push(`committed: ${String(told.length)}`));
      told.push('in the transaction');
    });
    expect(told).toEqual(['in the transaction', 'committed: 1']);

    await withTransaction(database.db, async (executor) => {
      afterCommit(executor, () => told.push('rolled back'));
      throw new Error('refused');
    }).catch(() => undefined);
    expect(told).not.toContain('rolled back');

    afterCommit(database.db, () => told.push('outside a transaction'));
    expect(told.at(-1)).toBe('outside a transaction');
  });
});
