import type { OrderKind } from '../../db/schema.ts';
import type {
  ItemUnits,
  NewPayment,
  OrderDraft,
  OrderRecord,
  OrdersRepository,
} from './orders.repository.ts';

/**
 * Where an order's units come from and go back to: the warehouse for a pre-order, the aircraft's own
 * stock for an on-board order. Placing, failing, expiring, replacing and cancelling all go through here,
 * so a pre-order never touches a flight's stock and an on-board order never the warehouse's.
 */
export type StockSource = { kind: 'preorder' } | { kind: 'onboard'; flightId: number };

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
 * Takes every line's units from the source inside the caller's transaction; answers the first shortfall
 * (the caller then throws, undoing what was taken), or null when everything was taken.
 */
export async function reserveStock(
  tx: OrdersRepository,
  source: StockSource,
  lines: readonly { itemId: number; quantity: number }[],
): Promise<Shortfall | null> {
  const units = unitsByItem(lines);
  if (units.length === 0) return null;
  return shortfallOf(tx, source, units, await tx.takeStock(source, units));
}

/**
 * Writes a new order and takes its units from the source in one go (`OrdersRepository.insert`), inside
 * the caller's transaction; answers its id and the first shortfall, as `reserveStock`.
 */
export async function insertTakingStock(
  tx: OrdersRepository,
  source: StockSource,
  draft: OrderDraft,
  now: number,
  payment?: NewPayment,
): Promise<{ id: number; shortfall: Shortfall | null }> {
  const units = unitsByItem(draft.lines);
  const { id, taken } = await tx.insert(draft, now, { source, units }, payment);
  return { id, shortfall: await shortfallOf(tx, source, units, taken) };
}

async function shortfallOf(
  tx: OrdersRepository,
  source: StockSource,
  units: readonly ItemUnits[],
  taken: ReadonlySet<number>,
): Promise<Shortfall | null> {
  const short = units.find(([itemId]) => !taken.has(itemId));
  return short ? { itemId: short[0], available: await tx.stockOf(source, short[0]) } : null;
}

/** Gives an order's units back to where they were taken from. */
export async function returnStock(
  tx: OrdersRepository,
  order: Pick<OrderRecord, 'lines' | 'kind' | 'flightId'>,
): Promise<void> {
  if (order.lines.length > 0) await tx.returnStock(stockSourceOf(order), unitsByItem(order.lines));
}
