import { fixedError, type ShopError, templatedError } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { conflict, FieldErrors } from '../../http/problems.ts';
import type {
  FlightMovementTotal,
  ItemUnits,
  LoadLineRecord,
  MovementCause,
  StockMovementRecord,
  StockRepository,
  StockSource,
} from './stock.repository.ts';

/** The most movements a history answers: the newest. */
export const STOCK_HISTORY_LIMIT = 200;

/**
 * An item's way on and off a flight's trolley: `handedOver` taken by on-board orders (their bags), less
 * what cancellations, expiries and rebookings gave back; `notCollected` given back by bags not collected;
 * `loaded` what the trolley held before any of that and the crew's sales (its figure now, with what left
 * it added back and what came back taken off), so a load written without movements (the demo's seed) counts.
 */
export type TrolleyTotals = {
  itemId: number;
  itemCode: string;
  name: string;
  loaded: number;
  handedOver: number;
  notCollected: number;
};

/** One line of a flight's load as an admin saves it: the figure the form showed and the one typed. */
export type LoadAdjustment = { itemCode: string; expectedQuantity: number; quantity: number };

/**
 * Every stock figure of the shop: the warehouse's stock of each item and each flight's trolley. A figure
 * changes only by a movement (a sale, a cancellation, an admin's adjustment, a flight's load, …) applied
 * as a relative update in the transaction that causes it, with the movement written beside it; nothing
 * writes a figure over. Orders bind it to their transaction with `on(executor)`.
 */
export class StockService {
  private readonly repository: StockRepository;
  private readonly now: () => number;
  constructor(repository: StockRepository, now: () => number) {
    this.repository = repository;
    this.now = now;
  }

  /** The same service, its reads and writes run on `executor` (the caller's transaction). */
  on(executor: Executor): StockService {
    return new StockService(this.repository.on(executor), this.now);
  }

  /** Takes the units of an order (a sale); answers the items taken, as `StockRepository.take`. */
  take(source: StockSource, units: readonly ItemUnits[], orderId: number): Promise<Set<number>> {
    return this.repository.take(source, units, { kind: 'sale', orderId, at: this.now() });
  }

  /**
   * Takes a trolley sale the crew made offline off its flight's figure; answers the units of each item the
   * trolley no longer held (sold on another device meanwhile), which the figure cannot show below zero.
   */
  sellFromTrolley(
    flightId: number,
    units: readonly ItemUnits[],
    staffId: number,
  ): Promise<Map<number, number>> {
    return this.repository.sellFromTrolley(flightId, units, { kind: 'sale', staffId, at: this.now() });
  }

  /** Gives an order's units back to where they came from, for the reason the order's change names. */
  giveBack(
    source: StockSource,
    units: readonly ItemUnits[],
    cause: Pick<MovementCause, 'kind' | 'reason' | 'orderId'>,
  ): Promise<void> {
    return this.repository.giveBack(source, units, { ...cause, at: this.now() });
  }

  figure(source: StockSource, itemId: number): Promise<number> {
    return this.repository.figure(source, itemId);
  }

  carriedBy(flightId: number, itemIds: readonly number[]): Promise<Set<number>> {
    return this.repository.carriedBy(flightId, itemIds);
  }

  /**
   * An admin's change of an item's warehouse stock from the figure the form showed (`expected`) to the one
   * typed: one adjustment movement, refused (409, with the current figure) when the stock moved meanwhile.
   */
  async adjustWarehouse(
    itemId: number,
    change: { expected: number; figure: number },
    staffId: number,
    executor: Executor,
  ): Promise<void> {
    const delta = change.figure - change.expected;
    if (delta === 0) return;
    const stock = this.repository.on(executor);
    if (!(await stock.adjustWarehouse(itemId, change.expected, delta))) {
      const current = await stock.figure({ kind: 'preorder' }, itemId);
      throw conflict(templatedError('backOffice.stockMovedMeanwhile', { current }));
    }
    await stock.record({ kind: 'preorder' }, itemId, delta, {
      kind: 'adjustment',
      reason: 'item_form',
      staffId,
      at: this.now(),
    });
  }

  /**
   * Records an item's first stock, as it is created: the figure starts at 0 and this adjustment brings it
   * to `figure`, so that its movements add up to its stock from the start.
   */
  async openWarehouse(itemId: number, figure: number, staffId: number, executor: Executor): Promise<void> {
    await this.adjustWarehouse(itemId, { expected: 0, figure }, staffId, executor);
  }

  /** What the flight carries, named, by item code. */
  load(flightId: number, executor?: Executor): Promise<LoadLineRecord[]> {
    return (executor ? this.repository.on(executor) : this.repository).load(flightId);
  }

  /**
   * An admin's change of a flight's load: each line moves from the figure the form showed to the one
   * typed (a flight_load or flight_unload movement), never deleting and writing the load again. Every line
   * names an item the shop has, and every figure is still the one shown, or nothing is saved (409 with
   * the first line that moved and its current figure).
   */
  async adjustLoad(
    flightId: number,
    lines: readonly LoadAdjustment[],
    staffId: number,
    executor: Executor,
  ): Promise<void> {
    const stock = this.repository.on(executor);
    const ids = await stock.itemIdsByCode(lines.map((line) => line.itemCode));
    const errors: Record<string, ShopError[]> = {};
    lines.forEach((line, index) => {
      if (!ids.has(line.itemCode)) {
        errors[`Lines.${index}.ItemCode`] = [fixedError('backOfficeFlights.loadItemCodeUnknown')];
      }
    });
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    const source: StockSource = { kind: 'onboard', flightId };
    const at = this.now();
    // Item id order, as orders take their units: concurrent changes lock shared rows in one order.
    const ordered = lines
      .map((line) => ({ ...line, itemId: ids.get(line.itemCode)! }))
      .sort((a, b) => a.itemId - b.itemId);
    for (const line of ordered) {
      const delta = line.quantity - line.expectedQuantity;
      if (delta === 0) continue;
      if (!(await stock.adjustLoad(flightId, line.itemId, line.expectedQuantity, delta))) {
        const current = await stock.figure(source, line.itemId);
        throw conflict(
          templatedError('backOfficeFlights.loadMovedMeanwhile', { itemCode: line.itemCode, current }),
        );
      }
      await stock.record(source, line.itemId, delta, {
        kind: delta > 0 ? 'flight_load' : 'flight_unload',
        reason: 'flight_load_form',
        staffId,
        at,
      });
    }
  }

  /** Each item's way on and off the flight's trolley, by item code (`TrolleyTotals`). */
  async trolleyTotals(flightId: number): Promise<TrolleyTotals[]> {
    const [load, totals] = await Promise.all([
      this.repository.load(flightId),
      this.repository.flightTotals(flightId),
    ]);
    const byItem = new Map<number, Omit<TrolleyTotals, 'loaded'> & { figure: number; trolleySold: number }>();
    const itemOf = (item: { itemId: number; itemCode: string; name: string }) => {
      const found = byItem.get(item.itemId) ?? {
        itemId: item.itemId,
        itemCode: item.itemCode,
        name: item.name,
        figure: 0,
        handedOver: 0,
        notCollected: 0,
        trolleySold: 0,
      };
      byItem.set(item.itemId, found);
      return found;
    };
    for (const line of load) itemOf(line).figure = line.quantity;
    for (const total of totals) addTotal(itemOf(total), total);
    return [...byItem.values()]
      .sort((a, b) => a.itemCode.localeCompare(b.itemCode))
      .map(({ figure, trolleySold, ...item }) => ({
        ...item,
        loaded: figure + item.handedOver + trolleySold - item.notCollected,
      }));
  }

  /**
   * Closes the flight's trolley on arrival: its figures go to 0 and what the crew counted goes back to the
   * warehouse, all as `arrival_count` movements by the crew member.
   */
  closeTrolley(flightId: number, counted: readonly ItemUnits[], staffId: number): Promise<void> {
    return this.repository.closeTrolley(flightId, counted, {
      kind: 'arrival_count',
      reason: 'trolley_closed',
      staffId,
      at: this.now(),
    });
  }

  /** The newest movements of an item's warehouse stock or of a flight's trolley, newest first. */
  history(of: { itemId: number } | { flightId: number }): Promise<StockMovementRecord[]> {
    return this.repository.movements(of, STOCK_HISTORY_LIMIT);
  }
}

/** Where one kind of the flight's movements counts in an item's totals (quantities are signed); loads do not. */
function addTotal(
  item: { handedOver: number; notCollected: number; trolleySold: number },
  total: FlightMovementTotal,
): void {
  if (total.kind === 'not_collected') item.notCollected += total.quantity;
  else if (total.byOrder) item.handedOver -= total.quantity;
  else if (total.kind === 'sale') item.trolleySold -= total.quantity;
}
