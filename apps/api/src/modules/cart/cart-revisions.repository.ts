import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';

export type CartRevisionRecord = { revision: number; lines: string; orderCode: string | null };

/** A kept cart lasts an hour in the browser (SPEC §9); a day later nobody can still be checking it out. */
const CART_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

/** Each browser cart's lines as last noted, and its revision. */
export class CartRevisionsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /**
   * Notes the cart's lines and answers its revision: 1 for a cart first heard of, one more than before
   * when the lines differ from those noted, the same when they do not. One statement, so two notes racing
   * each other both count.
   */
  async note(cartId: string, lines: string, now: number): Promise<number> {
    await this.db
      .deleteFrom('cart_revision')
      .where('noted_at', '<', now - CART_FORGOTTEN_AFTER_MS)
      .execute();
    const row = await this.db
      .insertInto('cart_revision')
      .values({ cart_id: cartId, revision: 1, lines, noted_at: now })
      .onConflict((oc) =>
        oc.column('cart_id').doUpdateSet({
          revision: sql<number>`case when cart_revision.lines = excluded.lines then cart_revision.revision else cart_revision.revision + 1 end`,
          lines: (eb) => eb.ref('excluded.lines'),
          noted_at: (eb) => eb.ref('excluded.noted_at'),
        }),
      )
      .returning('revision')
      .executeTakeFirstOrThrow();
    return Number(row.revision);
  }

  async find(cartId: string): Promise<CartRevisionRecord | undefined> {
    const row = await this.db
      .selectFrom('cart_revision')
      .select(['revision', 'lines', 'order_code'])
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    return row && { revision: Number(row.revision), lines: row.lines, orderCode: row.order_code };
  }

  async orderPlaced(cartId: string, orderCode: string): Promise<void> {
    await this.db
      .updateTable('cart_revision')
      .set({ order_code: orderCode })
      .where('cart_id', '=', cartId)
      .execute();
  }
}
