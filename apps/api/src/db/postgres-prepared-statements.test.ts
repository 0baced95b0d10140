import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';

// A copy of the module of its own: the names are bounded per process, and the API tests before this file in
// the same worker (vitest.config.ts shares modules) may have used the whole bound.
vi.resetModules();
const { PreparingClient, statementName } = await import('./postgres-prepared-statements.ts');

describe('statement names', () => {
  it('gives one SQL text one name, and another text another', () => {
    const byId = 'select "id" from "item" where "id" = $1';
    expect(statementName(byId)).toBe(statementName(byId));
    expect(statementName(byId)).not.toBe(statementName('select "id" from "item" where "stock" = $1'));
  });

  it('sends transaction control as it is', () => {
    for (const text of ['begin', 'commit', 'rollback', 'savepoint a'])
      expect(statementName(text)).toBeUndefined();
  });
});

// Named prepared statements are PostgreSQL's: on SQLite there is nothing to check, so nothing is declared.
if (testEngines.includes('postgres')) {
  describe('a preparing client on postgres', () => {
    let database: TestDatabase;
    // Used as the pool uses it: as a pg client.
    let client: pg.Client;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      client = new PreparingClient({ connectionString: database.url });
      await client.connect();
    });
    afterAll(async () => {
      await client.end();
      await database.drop();
    });

    it('prepares a statement once and answers each call with its own values', async () => {
      const text = 'select $1::integer * 2 as doubled';
      const answers = [];
      for (const value of [2, 5]) answers.push((await client.query(text, [value])).rows[0]);
      expect(answers).toEqual([{ doubled: 4 }, { doubled: 10 }]);
      const prepared = await client.query('select statement from pg_prepared_statements where name = $1', [
        statementName(text),
      ]);
      expect(prepared.rows).toEqual([{ statement: text }]);
    });
  });
}
