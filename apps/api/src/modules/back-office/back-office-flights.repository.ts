import type { Executor } from '../../db/transaction.ts';

export type LoadLineRecord = { itemId: number; itemCode: string; name: string; quantity: number };

/** The goods each flight carries, as an admin loads them (the schedule itself is the flights module's). */
export class BackOfficeFlightsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): BackOfficeFlightsRepository {
    return new BackOfficeFlightsRepository(executor);
  }

  async load(flightId: number): Promise<LoadLineRecord[]> {
    const rows = await this.db
      .selectFrom('onboard_stock')
      .innerJoin('item', 'item.id', 'onboard_stock.item_id')
      .select(['item.id', 'item.item_code', 'item.name', 'onboard_stock.quantity'])
      .where('onboard_stock.flight_id', '=', flightId)
      .orderBy('item.item_code')
      .execute();
    return rows.map((row) => ({
      itemId: row.id,
      itemCode: row.item_code,
      name: row.name,
      quantity: row.quantity,
    }));
  }

  /** The ids of the items with these codes, by code. */
  async itemIdsByCode(codes: string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'item_code'])
      .where('item_code', 'in', codes)
      .execute();
    return new Map(rows.map((row) => [row.item_code, row.id]));
  }

  /** The flight carries exactly these items in these quantities (lines of 0 are left off). */
  async replaceLoad(flightId: number, lines: { itemId: number; quantity: number }[]): Promise<void> {
    await this.db.deleteFrom('onboard_stock').where('flight_id', '=', flightId).execute();
    const carried = lines.filter((line) => line.quantity > 0);
    if (carried.length === 0) return;
    await this.db
      .insertInto('onboard_stock')
      .values(carried.map((line) => ({ flight_id: flightId, item_id: line.itemId, quantity: line.quantity })))
      .execute();
  }
}
