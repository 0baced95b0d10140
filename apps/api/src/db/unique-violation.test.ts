import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { isUniqueViolation } from './unique-violation.ts';

describe.each(testEngines)('isUniqueViolation on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  const failureOf = (statement: Promise<unknown>) =>
    statement.then(
      () => undefined,
      (error: unknown) => error,
    );
  const revoke = (tokenId: string, expiresAt: number) =>
    database.db.insertInto('revoked_token').values({ token_id: tokenId, expires_at: expiresAt }).execute();

  it("knows the engine's error for a value a unique column already holds, and no other", async () => {
    await revoke('twice', 1);
    expect(isUniqueViolation(await failureOf(revoke('twice', 1)))).toBe(true);
    const notNull = await failureOf(
      database.db
        .insertInto('revoked_token')
        .values({ token_id: 'no-expiry', expires_at: null as unknown as number })
        .execute(),
    );
    expect(notNull).toBeInstanceOf(Error);
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(new Error('duplicate'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
