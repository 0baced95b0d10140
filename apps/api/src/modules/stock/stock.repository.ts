import { type Expression, type QueryCreator, sql } from 'kysely';
import type { ShopDatabase, StockMovementKind } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/**
 * Where units are kept: the warehouse (`item.stock`, which pre-orders take) or one flight's trolley
 * (`onboard_stock`, which on-board orders take).
 */
export type StockSource = { kind: 'preorder' } | { kind: 'onboard'; flightId: number };

export type ItemUnits = readonly [itemId: number, quantity: number];

/** Why a figure moves and who or what moved it; the quantity is the movement's own. */
export type MovementCause = {
  kind: StockMovementKind;
  reason?: string | null;
  /** The order that took or gave back the units (a value, or the statement's own new order). */
  orderId?: number | Expression<number> | null;
  staffId?: number | null;
  at: number;
};

export type StockMovementRecord = {
  id: number;
  itemId: number;
  itemCode: string;
  flightId: number | null;
  kind: StockMovementKind;
  quantity: number;
  reason: string | null;
  orderCode: string | null;
  staffName: string | null;
  at: number;
};

/**
 * The sum of one kind of a flight's movements of an item; `byOrder` when an order caused them (its bag),
 * not when the crew or an admin did (a trolley sale, a load).
 */
export type FlightMovementTotal = {
  itemId: number;
  itemCode: string;
  name: string;
  kind: StockMovementKind;
  byOrder: boolean;
  quantity: number;
};

/** One item a flight carries, named, and how many are on board. */
export type LoadLineRecord = { itemId: number; itemCode: string; name: string; quantity: number };

/**
 * Each row's own number of units, picked by its item id: one statement serves every line of an order.
 * The casts tell PostgreSQL the parameters' type, which a CASE alone leaves open.
 */
function unitsOf(itemColumn: 'id' | 'item_id', units: readonly ItemUnits[]) {
  const cases = units.map(([itemId, quantity]) => sql`when ${itemId} then cast(${quantity} as integer)`);
  return sql<number>`case ${sql.ref(itemColumn)} ${sql.join(cases, sql` `)} end`;
}

/**
 * Adds a pre-order's units to its items' sales, for the best sellers. Kept out of `item` so that taking
 * stock changes no indexed column and PostgreSQL can update the item's row in place (a heap-only update,
 * decision 0033), instead of writing into every index of `item`.
 */
export function countingSales(db: QueryCreator<ShopDatabase>, units: readonly ItemUnits[]) {
  return db
    .insertInto('item_sales')
    .values(units.map(([itemId, quantity]) => ({ item_id: itemId, units_sold: quantity })))
    .onConflict((oc) =>
      oc.column('item_id').doUpdateSet({ units_sold: sql`item_sales.units_sold + excluded.units_sold` }),
    );
}

/**
 * The conditional update that takes every item's units, each row only while enough are there; answers
 * the items taken (`units` must not be empty). Lent to the orders module for its one-statement insert.
 */
export function takingStock(
  db: QueryCreator<ShopDatabase>,
  source: StockSource,
  units: readonly ItemUnits[],
) {
  const itemIds = units.map(([itemId]) => itemId);
  if (source.kind === 'onboard') {
    const needed = unitsOf('item_id', units);
    return db
      .updateTable('onboard_stock')
      .set({ quantity: sql`quantity - ${needed}` })
      .where('flight_id', '=', source.flightId)
      .where('item_id', 'in', itemIds)
      .where(sql<boolean>`quantity >= ${needed}`)
      .returning('item_id');
  }
  return db
    .updateTable('item')
    .set({ stock: sql`stock - ${unitsOf('id', units)}` })
    .where('id', 'in', itemIds)
    .where(sql<boolean>`stock >= ${unitsOf('id', units)}`)
    .returning('id as item_id');
}

/**
 * The movements of `units` from `source`, each `sign`ed (−1 taken, +1 given back). Lent to the orders
 * module too: on PostgreSQL a new order's sale is one more common table expression of its one statement.
 */
export function recordingMovements(
  db: QueryCreator<ShopDatabase>,
  source: StockSource,
  units: readonly ItemUnits[],
  sign: 1 | -1,
  cause: MovementCause,
) {
  return db.insertInto('stock_movement').values(
    units.map(([itemId, quantity]) => ({
      item_id: itemId,
      flight_id: source.kind === 'onboard' ? source.flightId : null,
      kind: cause.kind,
      quantity: sign * quantity,
      reason: cause.reason ?? null,
      order_id: cause.orderId ?? null,
      staff_id: cause.staffId ?? null,
      at: cause.at,
    })),
  );
}

/** The figures of the warehouse and of every flight's trolley, and the movements that keep them. */
export class StockRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): StockRepository {
    return new StockRepository(executor);
  }

  /**
   * Takes every item's units off the shelf in one conditional update, each row only while enough are
   * there: under any number of concurrent orders, stock never goes below zero and exactly the orders
   * that fit get it. Answers the items taken; when all were, their sale is recorded (and a pre-order's
   * units counted as sold). An item left out had too few (or, on a flight that does not carry it, no
   * shelf), and the caller then rolls the transaction back.
   */
  async take(source: StockSource, units: readonly ItemUnits[], cause: MovementCause): Promise<Set<number>> {
    const rows = await takingStock(this.db, source, units).execute();
    const taken = new Set(rows.map((row) => row.item_id));
    if (taken.size === units.length) {
      if (source.kind === 'preorder') await countingSales(this.db, units).execute();
      await recordingMovements(this.db, source, units, -1, cause).execute();
    }
    return taken;
  }

  /**
   * A sale made at a seat without a network: it happened, so it is taken whatever the figure says. The
   * figure cannot go below zero, so the units the trolley did not hold are answered instead (the caller
   * lists them), and only the units it held are moved.
   */
  async sellFromTrolley(
    flightId: number,
    units: readonly ItemUnits[],
    cause: MovementCause,
  ): Promise<Map<number, number>> {
    const taken: ItemUnits[] = [];
    const short = new Map<number, number>();
    for (const [itemId, quantity] of units) {
      const units = await this.takeFromTrolley(flightId, itemId, quantity);
      if (units > 0) taken.push([itemId, units]);
      if (quantity > units) short.set(itemId, quantity - units);
    }
    if (taken.length > 0) {
      await recordingMovements(this.db, { kind: 'onboard', flightId }, taken, -1, cause).execute();
    }
    return short;
  }

  /**
   * Takes as many of `wanted` units of an item as the trolley holds, and answers how many: each try moves
   * the figure only while it is still the one read, so a sale committed meanwhile (the last unit sold on
   * another device at the same moment) is never taken again; the figure is then read again.
   */
  private async takeFromTrolley(flightId: number, itemId: number, wanted: number): Promise<number> {
    for (;;) {
      const held = await this.figure({ kind: 'onboard', flightId }, itemId);
      const units = Math.min(held, wanted);
      if (units === 0) return 0;
      const result = await this.db
        .updateTable('onboard_stock')
        .set({ quantity: sql`quantity - ${units}` })
        .where('flight_id', '=', flightId)
        .where('item_id', '=', itemId)
        .where('quantity', '=', held)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return units;
    }
  }

  /**
   * Empties the flight's trolley on arrival and puts what the crew counted back in the warehouse, each as
   * an `arrival_count` movement: the trolley's figures go to 0 (whatever they were, taken as `takeFromTrolley`
   * does) and each counted item's warehouse stock rises by its count.
   */
  async closeTrolley(flightId: number, counted: readonly ItemUnits[], cause: MovementCause): Promise<void> {
    const held = await this.db
      .selectFrom('onboard_stock')
      .select('item_id')
      .where('flight_id', '=', flightId)
      .where('quantity', '>', 0)
      .orderBy('item_id')
      .execute();
    const emptied: ItemUnits[] = [];
    for (const { item_id } of held) {
      const units = await this.takeFromTrolley(flightId, item_id, Number.MAX_SAFE_INTEGER);
      if (units > 0) emptied.push([item_id, units]);
    }
    if (emptied.length > 0) {
      await recordingMovements(this.db, { kind: 'onboard', flightId }, emptied, -1, cause).execute();
    }
    const back = counted.filter(([, units]) => units > 0);
    if (back.length === 0) return;
    await this.db
      .updateTable('item')
      .set({ stock: sql`stock + ${unitsOf('id', back)}` })
      .where(
        'id',
        'in',
        back.map(([itemId]) => itemId),
      )
      .execute();
    await recordingMovements(this.db, { kind: 'preorder' }, back, 1, cause).execute();
  }

  /** The flight's movements summed by item, kind and whether an order caused them. */
  async flightTotals(flightId: number): Promise<FlightMovementTotal[]> {
    const rows = await this.db
      .selectFrom('stock_movement as moved')
      .innerJoin('item', 'item.id', 'moved.item_id')
      .select((eb) => [
        'moved.item_id',
        'item.item_code',
        'item.name',
        'moved.kind',
        sql<number>`case when moved.order_id is null then 0 else 1 end`.as('by_order'),
        eb.fn.sum<number | string>('moved.quantity').as('quantity'),
      ])
      .where('moved.flight_id', '=', flightId)
      .groupBy(['moved.item_id', 'item.item_code', 'item.name', 'moved.kind', sql`by_order`])
      .orderBy('item.item_code')
      .execute();
    return rows.map((row) => ({
      itemId: row.item_id,
      itemCode: row.item_code,
      name: row.name,
      kind: row.kind,
      byOrder: Number(row.by_order) === 1,
      // PostgreSQL's sum of integers is a bigint, which comes back as text.
      quantity: Number(row.quantity),
    }));
  }

  /** Puts every item's units back on the shelf they were taken from, in one update, and records why. */
  async giveBack(source: StockSource, units: readonly ItemUnits[], cause: MovementCause): Promise<void> {
    const itemIds = units.map(([itemId]) => itemId);
    if (source.kind === 'onboard') {
      await this.db
        .updateTable('onboard_stock')
        .set({ quantity: sql`quantity + ${unitsOf('item_id', units)}` })
        .where('flight_id', '=', source.flightId)
        .where('item_id', 'in', itemIds)
        .execute();
    } else {
      await this.db
        .updateTable('item')
        .set({ stock: sql`stock + ${unitsOf('id', units)}` })
        .where('id', 'in', itemIds)
        .execute();
      const returned = unitsOf('item_id', units);
      await this.db
        .updateTable('item_sales')
        .set({
          units_sold: sql<number>`case when units_sold >= ${returned} then units_sold - ${returned} else 0 end`,
        })
        .where('item_id', 'in', itemIds)
        .execute();
    }
    await recordingMovements(this.db, source, units, 1, cause).execute();
  }

  /** How many units of the item the source holds now (0 when a flight does not carry it). */
  async figure(source: StockSource, itemId: number): Promise<number> {
    const row =
      source.kind === 'onboard'
        ? await this.db
            .selectFrom('onboard_stock')
            .select('quantity as stock')
            .where('flight_id', '=', source.flightId)
            .where('item_id', '=', itemId)
            .executeTakeFirst()
        : await this.db.selectFrom('item').select('stock').where('id', '=', itemId).executeTakeFirst();
    return row?.stock ?? 0;
  }

  /** Which of these items the flight carries at all, sold out or not. */
  async carriedBy(flightId: number, itemIds: readonly number[]): Promise<Set<number>> {
    if (itemIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('onboard_stock')
      .select('item_id')
      .where('flight_id', '=', flightId)
      .where('item_id', 'in', itemIds)
      .execute();
    return new Set(rows.map((row) => row.item_id));
  }

  /**
   * Moves the warehouse's figure of an item from `expected` to `expected + delta`, only while it still is
   * `expected`: one relative, conditional update, so that a sale committed meanwhile is never written
   * over. False when the figure had moved (or the item does not exist).
   */
  async adjustWarehouse(itemId: number, expected: number, delta: number): Promise<boolean> {
    const result = await this.db
      .updateTable('item')
      .set({ stock: sql`stock + ${delta}` })
      .where('id', '=', itemId)
      .where('stock', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Moves a flight's figure of an item from `expected` to `expected + delta` as `adjustWarehouse` does. A
   * line the flight does not carry yet is added when `expected` is 0; a line brought to 0 leaves the load
   * (the flight no longer carries it), again only while its figure is still `expected`.
   */
  async adjustLoad(flightId: number, itemId: number, expected: number, delta: number): Promise<boolean> {
    if (expected + delta === 0) {
      const removed = await this.db
        .deleteFrom('onboard_stock')
        .where('flight_id', '=', flightId)
        .where('item_id', '=', itemId)
        .where('quantity', '=', expected)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) === 1;
    }
    const updated = await this.db
      .updateTable('onboard_stock')
      .set({ quantity: sql`quantity + ${delta}` })
      .where('flight_id', '=', flightId)
      .where('item_id', '=', itemId)
      .where('quantity', '=', expected)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
    if (expected !== 0) return false;
    const added = await this.db
      .insertInto('onboard_stock')
      .values({ flight_id: flightId, item_id: itemId, quantity: delta })
      .onConflict((oc) => oc.columns(['flight_id', 'item_id']).doNothing())
      .executeTakeFirst();
    return Number(added.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async record(source: StockSource, itemId: number, quantity: number, cause: MovementCause): Promise<void> {
    await recordingMovements(this.db, source, [[itemId, quantity]], 1, cause).execute();
  }

  /** What the flight carries, named, by item code. */
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
  async itemIdsByCode(codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('item')
      .select(['id', 'item_code'])
      .where('item_code', 'in', codes)
      .execute();
    return new Map(rows.map((row) => [row.item_code, row.id]));
  }

  /**
   * Up to `limit` movements of an item's warehouse figure or of a flight's trolley, newest first, each
   * with its order's code and the staff member's name where it has them.
   */
  async movements(
    of: { itemId: number } | { flightId: number },
    limit: number,
  ): Promise<StockMovementRecord[]> {
    const rows = await this.db
      .selectFrom('stock_movement as moved')
      .innerJoin('item', 'item.id', 'moved.item_id')
      .leftJoin('customer_order', 'customer_order.id', 'moved.order_id')
      .leftJoin('staff_member', 'staff_member.id', 'moved.staff_id')
      .select([
        'moved.id',
        'moved.item_id',
        'item.item_code',
        'moved.flight_id',
        'moved.kind',
        'moved.quantity',
        'moved.reason',
        'customer_order.order_code',
        'staff_member.name as staff_name',
        'moved.at',
      ])
      .$if('itemId' in of, (query) =>
        query
          .where('moved.item_id', '=', (of as { itemId: number }).itemId)
          .where('moved.flight_id', 'is', null),
      )
      .$if('flightId' in of, (query) =>
        query.where('moved.flight_id', '=', (of as { flightId: number }).flightId),
      )
      .orderBy('moved.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      itemId: row.item_id,
      itemCode: row.item_code,
      flightId: row.flight_id,
      kind: row.kind,
      quantity: row.quantity,
      reason: row.reason,
      orderCode: row.order_code,
      staffName: row.staff_name,
      at: Number(row.at),
    }));
  }
}
