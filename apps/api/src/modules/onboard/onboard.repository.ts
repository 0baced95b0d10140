import type { Executor } from '../../db/transaction.ts';

/** One item a flight carries and how many of it are still on board. */
export type FlightShelf = { itemId: number; quantity: number };

/** What each flight carries on board (its own stock; the orders module takes from it). */
export class OnBoardRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async shelvesOf(flightId: number): Promise<FlightShelf[]> {
    const rows = await this.db
      .selectFrom('onboard_stock')
      .select(['item_id', 'quantity'])
      .where('flight_id', '=', flightId)
      .orderBy('item_id')
      .execute();
    return rows.map((row) => ({ itemId: row.item_id, quantity: row.quantity }));
  }
}
