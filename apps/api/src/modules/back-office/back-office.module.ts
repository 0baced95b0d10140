import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { PictureUploads } from '../media/media.module.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import { BackOfficeBrandsRepository } from './back-office-brands.repository.ts';
import { backOfficeBrandsRoutes } from './back-office-brands.routes.ts';
import { BackOfficeBrandsService } from './back-office-brands.service.ts';
import { BackOfficeFlightsRepository } from './back-office-flights.repository.ts';
import { backOfficeFlightsRoutes } from './back-office-flights.routes.ts';
import { BackOfficeFlightsService } from './back-office-flights.service.ts';
import { BackOfficeItemsRepository } from './back-office-items.repository.ts';
import { backOfficeItemsRoutes } from './back-office-items.routes.ts';
import { BackOfficeItemsService } from './back-office-items.service.ts';
import { BackOfficeVolumePricesRepository } from './back-office-volume-prices.repository.ts';
import { backOfficeVolumePricesRoutes } from './back-office-volume-prices.routes.ts';
import { BackOfficeVolumePricesService } from './back-office-volume-prices.service.ts';

export type BackOffice = ReturnType<typeof createBackOffice>;

export type BackOfficeModuleDependencies = {
  database: Database;
  audit: StaffAuditLog;
  /** Where uploaded pictures are kept and served from. */
  pictures: PictureUploads;
  /** The catalogue's cached reads, dropped after every change so the storefront shows it at once. */
  invalidateCatalogCaches: () => void;
  now?: () => number;
};

/**
 * The admin's side of the shop: the goods it sells, their volume prices, their brands and categories, and
 * the flights that carry them on board. Every change is audited.
 */
export function createBackOffice({
  database,
  audit,
  pictures,
  invalidateCatalogCaches,
  now = Date.now,
}: BackOfficeModuleDependencies) {
  const items = new BackOfficeItemsRepository(database.db, database.engine);
  return {
    volumePrices: new BackOfficeVolumePricesService({
      database: database.db,
      items,
      volumePrices: new BackOfficeVolumePricesRepository(database.db),
      audit,
      invalidateCatalogCaches,
    }),
    items: new BackOfficeItemsService({
      database: database.db,
      items,
      audit,
      pictures,
      invalidateCatalogCaches,
      now,
    }),
    shelves: new BackOfficeBrandsService({
      database: database.db,
      shelves: new BackOfficeBrandsRepository(database.db),
      audit,
      pictures,
      invalidateCatalogCaches,
    }),
    flights: new BackOfficeFlightsService({
      database: database.db,
      flights: new BackOfficeFlightsRepository(database.db),
      audit,
      now,
    }),
  };
}

export async function registerBackOfficeRoutes(api: FastifyInstance, backOffice: BackOffice): Promise<void> {
  await api.register(backOfficeItemsRoutes, { items: backOffice.items });
  await api.register(backOfficeVolumePricesRoutes, { volumePrices: backOffice.volumePrices });
  await api.register(backOfficeFlightsRoutes, { flights: backOffice.flights });
  await api.register(backOfficeBrandsRoutes, { shelves: backOffice.shelves });
}
