import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../../db/schema.ts';

/** One item a flight carries and how many of it are still on board. */
export type FlightShelf = { itemId: number; quantity: number };

/** What each flight carries on board (its own stock; the orders module takes from it). */
export class OnBoardRepository {
  private readonly db: Kysely<ShopDatabase>;
  constructor(db: Kysely<ShopDatabase>) {
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
