import type { Database } from '../../db/database.ts';
import { StockRepository } from './stock.repository.ts';
import { StockService } from './stock.service.ts';

export {
  countingSales,
  type ItemUnits,
  type LoadLineRecord,
  recordingMovements,
  type StockMovementRecord,
  type StockSource,
  takingStock,
} from './stock.repository.ts';
export type { LoadAdjustment, StockService, TrolleyTotals } from './stock.service.ts';

/** The stock figures of the warehouse and of every flight's trolley, and the movements that keep them. */
export function createStock(database: Database, now: () => number = Date.now): StockService {
  return new StockService(new StockRepository(database.db), now);
}
