import type { Clock } from '../../caching/read-cache.ts';
import type { Executor } from '../../db/transaction.ts';

/** The signed-out tokens in the database: the list when no Redis is shared by the API processes. */
export class RevokedTokensRepository {
  private readonly db: Executor;
  private readonly now: Clock;
  constructor(db: Executor, now: Clock = Date.now) {
    this.db = db;
    this.now = now;
  }

  async revoke(tokenId: string, expiresAt: number): Promise<void> {
    // Rows of tokens that have expired since are no use to anyone: each sign-out clears them.
    await this.db.deleteFrom('revoked_token').where('expires_at', '<', this.now()).execute();
    await this.db
      .insertInto('revoked_token')
      .values({ token_id: tokenId, expires_at: expiresAt })
      .onConflict((oc) => oc.column('token_id').doNothing())
      .execute();
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('revoked_token')
      .select('token_id')
      .where('token_id', '=', tokenId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async close(): Promise<void> {}
}
