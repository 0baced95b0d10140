import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { CabinService } from '../cabin/cabin.module.ts';
import type { Catalog } from '../catalog/catalog.module.ts';
import type { CurrenciesService } from '../currencies/currencies.module.ts';
import type { CustomerLookup } from '../customers/customers.module.ts';
import type { ScheduleKeeping } from '../flights/flights.module.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type { LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { PictureUploads } from '../media/media.module.ts';
import type { OrderBook, OrdersService, TicketRebooking } from '../orders/orders.module.ts';
import type { StaffAccountKeeping, StaffAuditLog } from '../staff/staff.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { AuditedChanges } from './audited-change.ts';
import { backOfficeBannersRoutes } from './back-office-banners.routes.ts';
import { BackOfficeBannersService } from './back-office-banners.service.ts';
import { backOfficeBrandsRoutes } from './back-office-brands.routes.ts';
import { BackOfficeBrandsService } from './back-office-brands.service.ts';
import { BackOfficeCustomersService } from './back-office-customers.service.ts';
import { backOfficeCustomsRulesRoutes } from './back-office-customs-rules.routes.ts';
import { BackOfficeCustomsRulesService } from './back-office-customs-rules.service.ts';
import { BackOfficeDashboardService } from './back-office-dashboard.service.ts';
import { BackOfficeExchangeRatesService } from './back-office-exchange-rates.service.ts';
import { backOfficeFlightsRoutes } from './back-office-flights.routes.ts';
import { BackOfficeFlightsService } from './back-office-flights.service.ts';
import { backOfficeItemsRoutes } from './back-office-items.routes.ts';
import { BackOfficeItemsService } from './back-office-items.service.ts';
import { backOfficeOrdersRoutes } from './back-office-orders.routes.ts';
import { BackOfficeOrdersService } from './back-office-orders.service.ts';
import { BackOfficePriceListsService } from './back-office-price-lists.service.ts';
import { backOfficePricesRoutes } from './back-office-prices.routes.ts';
import { backOfficePurchaseRulesRoutes } from './back-office-purchase-rules.routes.ts';
import { BackOfficePurchaseRulesService } from './back-office-purchase-rules.service.ts';
import { backOfficeReportsRoutes } from './back-office-reports.routes.ts';
import { backOfficeStaffRoutes } from './back-office-staff.routes.ts';
import { BackOfficeStaffService } from './back-office-staff.service.ts';
import { backOfficeVolumePricesRoutes } from './back-office-volume-prices.routes.ts';
import { BackOfficeVolumePricesService } from './back-office-volume-prices.service.ts';

export type BackOffice = ReturnType<typeof createBackOffice>;

export type BackOfficeModuleDependencies = {
  database: Database;
  audit: StaffAuditLog;
  /** A staff member's name, for the histories of rates and prices (null: no such account). */
  staffNames: (staffId: number) => Promise<string | null>;
  /** Where uploaded pictures are kept and served from. */
  pictures: PictureUploads;
  /** The catalogue's cached reads, dropped after every change so the storefront shows it at once. */
  /** `items`: the change was of these items alone (their search entries are read again, not the whole index). */
  invalidateCatalogCaches: (items?: readonly number[]) => void;
  /** The process's copy of the currencies and their rates, dropped after an admin sets a rate. */
  invalidateCurrencyCaches: () => void;
  /** The goods and everything about them, which admins keep. */
  catalog: Pick<
    Catalog,
    | 'itemKeeping'
    | 'priceListKeeping'
    | 'brands'
    | 'categories'
    | 'banners'
    | 'purchaseRules'
    | 'customsRules'
  >;
  /** The flights, their tickets and schedule files, which admins keep. */
  schedule: ScheduleKeeping;
  /** The currencies and their rates, which admins set. */
  currencies: CurrenciesService;
  /** The orders module's cancelling: an admin's cancellation is the traveller's own path. */
  orders: Pick<OrdersService, 'cancelByStaff' | 'staffDecisions'>;
  /** The orders that follow a ticket an admin moves to another flight. */
  rebooking: TicketRebooking;
  /** The orders as admins read them: searched, one with its money, the trade's figures. */
  orderBook: OrderBook;
  /** The trolley's figures for the dashboard: trolley sales, flights closed with a difference. */
  trolley: Pick<CabinService, 'tradeSince'>;
  /** Where an order's refund stands (the durable job the orders module queued). */
  jobs: Pick<JobRunner, 'job'>;
  /** Loyalty members and the miles an order moved. */
  loyalty: Pick<LoyaltyProgramme, 'members' | 'movementsOfOrder'>;
  /** Shop accounts as an admin looks them up. */
  customers: CustomerLookup;
  /** Staff accounts: invitations, roles, disabling, password links. */
  staffAccounts: StaffAccountKeeping;
  /** The stock figures of the warehouse and the flights' trolleys, and their movements. */
  stock: StockService;
  now?: () => number;
};

/**
 * The admin's calls: the goods (items, pictures, volume prices, brands, categories, purchase rules, the
 * home banners and the special-offers page), the price lists and exchange rates, the schedule, the orders,
 * customers and members, the dashboard, and the staff accounts. The data is kept by the modules that own it; the back office
 * answers in its contracts' shapes, writes the staff audit entry of every change in the change's
 * transaction, and drops the caches the change touched once it is committed.
 */
export function createBackOffice({
  database,
  audit,
  staffNames,
  pictures,
  invalidateCatalogCaches,
  invalidateCurrencyCaches,
  catalog,
  schedule,
  currencies,
  orders,
  rebooking,
  orderBook,
  trolley,
  jobs,
  loyalty,
  customers,
  staffAccounts,
  stock,
  now = Date.now,
}: BackOfficeModuleDependencies) {
  /** A change of the goods, their prices or their shelves: the storefront's caches go once it is committed. */
  const catalogueChanges = new AuditedChanges({
    database: database.db,
    audit,
    afterCommit: (subject) => invalidateCatalogCaches(itemOf(subject)),
  });
  return {
    volumePrices: new BackOfficeVolumePricesService({
      priceLists: catalog.priceListKeeping,
      changes: catalogueChanges,
    }),
    items: new BackOfficeItemsService({
      items: catalog.itemKeeping,
      staffNames,
      brands: catalog.brands,
      categories: catalog.categories,
      pictures,
      stock,
      changes: catalogueChanges,
    }),
    priceLists: new BackOfficePriceListsService({
      priceLists: catalog.priceListKeeping,
      items: catalog.itemKeeping,
      changes: catalogueChanges,
    }),
    exchangeRates: new BackOfficeExchangeRatesService({
      currencies,
      staffNames,
      // Prices in the changed currency are shown anew: the currencies' and the catalogue's copies go.
      changes: new AuditedChanges({
        database: database.db,
        audit,
        afterCommit: () => {
          invalidateCurrencyCaches();
          invalidateCatalogCaches();
        },
      }),
    }),
    orders: new BackOfficeOrdersService({ book: orderBook, lifecycle: orders, jobs, loyalty, audit }),
    customers: new BackOfficeCustomersService({ customers, orders: orderBook, loyalty }),
    dashboard: new BackOfficeDashboardService({
      orders: orderBook,
      items: catalog.itemKeeping,
      trolley,
      now,
    }),
    shelves: new BackOfficeBrandsService({
      brands: catalog.brands,
      categories: catalog.categories,
      pictures,
      changes: catalogueChanges,
    }),
    banners: new BackOfficeBannersService({ banners: catalog.banners, pictures, changes: catalogueChanges }),
    purchaseRules: new BackOfficePurchaseRulesService({
      rules: catalog.purchaseRules,
      changes: catalogueChanges,
    }),
    customsRules: new BackOfficeCustomsRulesService({
      rules: catalog.customsRules,
      changes: catalogueChanges,
      staffNames,
      now,
    }),
    // Staff accounts are in no cache: the sessions a change ends are ended by the staff module itself.
    staff: new BackOfficeStaffService({
      accounts: staffAccounts,
      changes: new AuditedChanges({ database: database.db, audit }),
    }),
    flights: new BackOfficeFlightsService({
      schedule,
      stock,
      rebooking,
      // The schedule is in no cache: a change shows on the next read.
      changes: new AuditedChanges({ database: database.db, audit }),
    }),
  };
}

export async function registerBackOfficeRoutes(api: FastifyInstance, backOffice: BackOffice): Promise<void> {
  await api.register(backOfficeItemsRoutes, { items: backOffice.items });
  await api.register(backOfficeVolumePricesRoutes, { volumePrices: backOffice.volumePrices });
  await api.register(backOfficePricesRoutes, {
    priceLists: backOffice.priceLists,
    exchangeRates: backOffice.exchangeRates,
  });
  await api.register(backOfficeOrdersRoutes, { orders: backOffice.orders });
  await api.register(backOfficeReportsRoutes, {
    customers: backOffice.customers,
    dashboard: backOffice.dashboard,
  });
  await api.register(backOfficeFlightsRoutes, { flights: backOffice.flights });
  await api.register(backOfficeBrandsRoutes, { shelves: backOffice.shelves });
  await api.register(backOfficePurchaseRulesRoutes, { purchaseRules: backOffice.purchaseRules });
  await api.register(backOfficeCustomsRulesRoutes, { customsRules: backOffice.customsRules });
  await api.register(backOfficeBannersRoutes, { banners: backOffice.banners });
  await api.register(backOfficeStaffRoutes, { staff: backOffice.staff });
}

/** The item an audited change was of (`item:12`), as a list for the caches; undefined for anything else. */
function itemOf(subject: string | undefined): number[] | undefined {
  const id = /^item:(\d+)$/.exec(subject ?? '')?.[1];
  return id === undefined ? undefined : [Number(id)];
}
