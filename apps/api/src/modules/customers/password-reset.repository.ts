import { type Executor, withTransaction } from '../../db/transaction.ts';

/** Reset tokens (kept only as hashes) and the writes that set a customer's password. */
export class PasswordResetRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async issue(customerId: number, tokenHash: string, expiresAt: number, now: number): Promise<void> {
    await this.db
      .insertInto('password_reset_token')
      .values({ customer_id: customerId, token_hash: tokenHash, expires_at: expiresAt, created_at: now })
      .execute();
  }

  /** Whether the token is unused and unexpired, without using it up. */
  async isUsable(tokenHash: string, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('password_reset_token')
      .select('id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Uses the token up and sets the password, in one transaction. The token is claimed by a conditional
   * update, so two requests racing with one token cannot both succeed. Answers whose password it set:
   * undefined when the token is unknown, used or expired.
   */
  redeem(tokenHash: string, passwordHash: string, now: number): Promise<number | undefined> {
    return withTransaction(this.db, async (trx) => {
      const claimed = await trx
        .updateTable('password_reset_token')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('customer_id')
        .executeTakeFirst();
      if (!claimed) return undefined;
      await setPasswordIn(trx, claimed.customer_id, passwordHash, now);
      return claimed.customer_id;
    });
  }

  /** Sets a new password and retires every outstanding reset link of the customer. */
  setPassword(customerId: number, passwordHash: string, now: number): Promise<void> {
    return withTransaction(this.db, (trx) => setPasswordIn(trx, customerId, passwordHash, now));
  }
}

async function setPasswordIn(
  db: Executor,
  customerId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('customer')
    // Every session signed in with the old password ends: tokens issued before now are refused.
    .set({ password_hash: passwordHash, sessions_valid_from: now, updated_at: now })
    .where('id', '=', customerId)
    .execute();
  // A link sent before the password changed must not open the account afterwards.
  await db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}
