import type { StockMovementsResponse } from '@dutyfree/contracts';
import type { StockMovementRecord } from '../stock/stock.module.ts';

/** A stock history as the item's and the flight's pages show it, newest first. */
export function stockMovementsToWire(movements: readonly StockMovementRecord[]): StockMovementsResponse {
  return {
    movements: movements.map((movement) => ({
      id: movement.id,
      itemId: movement.itemId,
      itemCode: movement.itemCode,
      kind: movement.kind,
      quantity: movement.quantity,
      reason: movement.reason,
      orderCode: movement.orderCode,
      staffName: movement.staffName,
      at: new Date(movement.at).toISOString(),
    })),
  };
}
