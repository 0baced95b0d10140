import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/transaction.ts';

/**
 * A secret kept in the database under `key`, made once when absent, so every API process sharing the
 * database signs alike and what it signed survives a restart. Racing first starts agree because the
 * insert does nothing when another process got there first.
 */
export async function loadOrCreateSecret(db: Executor, key: string): Promise<string> {
  await db
    .insertInto('app_setting')
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The token signing secret when TOKEN_SECRET is not set. */
export function loadOrCreateTokenSecret(db: Executor): Promise<string> {
  return loadOrCreateSecret(db, 'token_secret');
}
