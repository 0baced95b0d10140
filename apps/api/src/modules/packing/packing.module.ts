import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FulfilmentService } from '../orders/orders.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import { PackingRepository } from './packing.repository.ts';
import { packingRoutes } from './packing.routes.ts';
import { PackingService } from './packing.service.ts';

export type { PackingService } from './packing.service.ts';
export type Packing = ReturnType<typeof createPacking>;

export type PackingModuleDependencies = {
  database: Database;
  fulfilment: FulfilmentService;
  audit: StaffAuditLog;
  now?: () => number;
};

/** The crew's side of a flight: the packing list (load and bags, also as CSV) and the hand-over. */
export function createPacking({ database, fulfilment, audit, now = Date.now }: PackingModuleDependencies) {
  return {
    packing: new PackingService({ packing: new PackingRepository(database.db), fulfilment, audit, now }),
  };
}

export async function registerPackingRoutes(api: FastifyInstance, packing: Packing): Promise<void> {
  await api.register(packingRoutes, { packing: packing.packing });
}
