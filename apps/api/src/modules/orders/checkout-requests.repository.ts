import type { Executor } from '../../db/transaction.ts';

export type CheckoutRequestRecord = { fingerprint: string; orderCode: string | null };

/** How long a key answers the same again: a retry comes within minutes, a day is plenty. */
const CHECKOUT_KEY_KEPT_MS = 24 * 60 * 60_000;

/** Checkouts sent with an idempotency key: who holds the key, and the order it placed. */
export class CheckoutRequestsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** True for the one request that stores the key first; every other one finds it taken. */
  async claim(key: string, fingerprint: string, now: number): Promise<boolean> {
    // Keys past their day are forgotten here, so the table holds about one day of keyed checkouts.
    await this.db
      .deleteFrom('checkout_request')
      .where('created_at', '<', now - CHECKOUT_KEY_KEPT_MS)
      .execute();
    const result = await this.db
      .insertInto('checkout_request')
      .values({ idempotency_key: key, fingerprint, order_code: null, created_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async find(key: string): Promise<CheckoutRequestRecord | undefined> {
    const row = await this.db
      .selectFrom('checkout_request')
      .select(['fingerprint', 'order_code'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row && { fingerprint: row.fingerprint, orderCode: row.order_code };
  }

  async complete(key: string, orderCode: string): Promise<void> {
    await this.db
      .updateTable('checkout_request')
      .set({ order_code: orderCode })
      .where('idempotency_key', '=', key)
      .execute();
  }

  /** A checkout that failed leaves its key free, so that sending it again tries again. */
  async release(key: string): Promise<void> {
    await this.db
      .deleteFrom('checkout_request')
      .where('idempotency_key', '=', key)
      .where('order_code', 'is', null)
      .execute();
  }
}
