import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Catalog } from '../catalog/catalog.module.ts';
import type { FlightsService } from '../flights/flights.module.ts';
import { OnBoardRepository } from './onboard.repository.ts';
import { onBoardRoutes } from './onboard.routes.ts';
import { OnBoardService } from './onboard.service.ts';

export type OnBoard = ReturnType<typeof createOnBoard>;

export type OnBoardModuleDependencies = {
  database: Database;
  catalog: Catalog;
  flights: FlightsService;
};

/** On-board ordering: the flight's catalogue from its own stock. */
export function createOnBoard({ database, catalog, flights }: OnBoardModuleDependencies) {
  return {
    currencies: catalog.currencies,
    catalogue: new OnBoardService({
      shelves: new OnBoardRepository(database.db),
      items: catalog.items,
      purchaseRules: catalog.purchaseRules,
      customsRules: catalog.customsRules,
      flights,
    }),
  };
}

export async function registerOnBoardRoutes(api: FastifyInstance, onBoard: OnBoard): Promise<void> {
  await api.register(onBoardRoutes, { onBoard });
}
