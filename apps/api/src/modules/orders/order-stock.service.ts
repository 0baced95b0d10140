import type { OrderKind, StockMovementKind } from '../../db/schema.ts';
import type { ItemUnits, StockService, StockSource } from '../stock/stock.module.ts';
import type { OrderDraft, OrderRecord, OrdersRepository } from './orders.repository.ts';
import type { NewPayment } from './payments.repository.ts';

// Where an order's units come from and go back to: the warehouse for a pre-order, the aircraft's own
// stock for an on-board order. Placing, failing, expiring, replacing and cancelling all go through here,
// so a pre-order never touches a flight's stock and an on-board order never the warehouse's. The figures
// are the stock module's: these take the stock service bound to the order's own transaction.

export type { StockSource } from '../stock/stock.module.ts';

const WAREHOUSE: StockSource = { kind: 'preorder' };

export function stockSourceOf(order: { kind: OrderKind; flightId: number | null }): StockSource {
  if (order.kind === 'preorder') return WAREHOUSE;
  if (order.flightId === null) throw new Error('An on-board order without its flight has no stock to use');
  return { kind: 'onboard', flightId: order.flightId };
}

/**
 * Units per item, items in id order: a shortfall names the first item short. The one update that takes
 * them finds its rows through the primary key, walked in key order, so concurrent orders lock shared
 * rows in the same order and do not deadlock.
 */
function unitsByItem(lines: readonly { itemId: number; quantity: number }[]): ItemUnits[] {
  const units = new Map<number, number>();
  for (const { itemId, quantity } of lines) units.set(itemId, (units.get(itemId) ?? 0) + quantity);
  return [...units].sort(([a], [b]) => a - b);
}

/** The first item there is not enough of, and how many of it are left. */
export type Shortfall = { itemId: number; available: number };

/**
 * Takes every line's units of order `orderId` from the source inside the caller's transaction; answers
 * the first shortfall (the caller then throws, undoing what was taken), or null when everything was taken.
 */
export async function reserveStock(
  stock: StockService,
  source: StockSource,
  orderId: number,
  lines: readonly { itemId: number; quantity: number }[],
): Promise<Shortfall | null> {
  const units = unitsByItem(lines);
  if (units.length === 0) return null;
  return shortfallOf(stock, source, units, await stock.take(source, units, orderId));
}

/**
 * Writes a new order and takes its units from the source, inside the caller's transaction; answers its id
 * and the first shortfall, as `reserveStock`. On PostgreSQL the order's one statement takes them
 * (`OrdersRepository.insert`); on SQLite the stock service does, after the insert.
 */
export async function insertTakingStock(
  tx: OrdersRepository,
  stock: StockService,
  source: StockSource,
  draft: OrderDraft,
  now: number,
  payment?: NewPayment,
): Promise<{ id: number; shortfall: Shortfall | null }> {
  const units = unitsByItem(draft.lines);
  const { id, taken } = await tx.insert(draft, now, { source, units }, payment);
  return {
    id,
    shortfall: await shortfallOf(stock, source, units, taken ?? (await stock.take(source, units, id))),
  };
}

async function shortfallOf(
  stock: StockService,
  source: StockSource,
  units: readonly ItemUnits[],
  taken: ReadonlySet<number>,
): Promise<Shortfall | null> {
  const short = units.find(([itemId]) => !taken.has(itemId));
  return short ? { itemId: short[0], available: await stock.figure(source, short[0]) } : null;
}

/**
 * Gives an order's units back to where they were taken from: `kind` says why (a cancellation, an expired
 * or failed payment, goods not collected), `reason` in a few words.
 */
export async function returnStock(
  stock: StockService,
  order: Pick<OrderRecord, 'id' | 'lines' | 'kind' | 'flightId'>,
  kind: Exclude<StockMovementKind, 'sale' | 'adjustment' | 'flight_load' | 'flight_unload' | 'arrival_count'>,
  reason: string,
): Promise<void> {
  if (order.lines.length > 0) {
    await stock.giveBack(stockSourceOf(order), unitsByItem(order.lines), { kind, reason, orderId: order.id });
  }
}
