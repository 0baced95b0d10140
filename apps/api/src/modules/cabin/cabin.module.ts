import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import type { FlightsService } from '../flights/flights.module.ts';
import type { OnBoard } from '../onboard/onboard.module.ts';
import type { FulfilmentService, HandOverTokens, TrolleySaleOrders } from '../orders/orders.module.ts';
import type { PackingService } from '../packing/packing.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { CabinRepository } from './cabin.repository.ts';
import { cabinRoutes } from './cabin.routes.ts';
import { CabinService } from './cabin.service.ts';

export type { CabinService } from './cabin.service.ts';
export type Cabin = ReturnType<typeof createCabin>;

export type CabinModuleDependencies = {
  database: Database;
  packing: PackingService;
  fulfilment: FulfilmentService;
  /** Makes a trolley sale an on-board order (the orders module's entry). */
  sales: TrolleySaleOrders;
  flights: Pick<FlightsService, 'ticketOnFlight'>;
  onBoard: OnBoard;
  /** The trolley's figure a sale at a seat takes. */
  stock: StockService;
  currencies: CurrenciesService;
  audit: StaffAuditLog;
  /** Checks the token of an order's QR code; its public key goes in the flight pack. */
  handOverTokens: Pick<HandOverTokens, 'verify' | 'publicKey'>;
  staffActive: (staffId: number) => Promise<boolean>;
  dutyMarginMinutes: number;
  now?: () => number;
};

/** The crew's flight without a network: duty sessions, actions applied once, conflicts listed. */
export function createCabin(deps: CabinModuleDependencies) {
  return {
    cabin: new CabinService({
      db: deps.database.db,
      cabin: new CabinRepository(deps.database.db),
      stock: deps.stock,
      packing: deps.packing,
      fulfilment: deps.fulfilment,
      sales: deps.sales,
      flights: deps.flights,
      trolley: deps.onBoard.catalogue,
      currencies: deps.currencies,
      audit: deps.audit,
      handOverTokens: deps.handOverTokens,
      staffActive: deps.staffActive,
      marginMs: deps.dutyMarginMinutes * 60_000,
      now: deps.now ?? Date.now,
    }),
  };
}

export async function registerCabinRoutes(api: FastifyInstance, cabin: Cabin): Promise<void> {
  await api.register(cabinRoutes, { cabin: cabin.cabin });
}
