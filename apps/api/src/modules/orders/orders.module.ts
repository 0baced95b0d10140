import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { loadOrCreateSecret } from '../auth/auth.module.ts';
import type { Cart } from '../cart/cart.module.ts';
import type { CustomsRulesService, PurchaseRulesService } from '../catalog/catalog.module.ts';
import type { CustomerDirectory } from '../customers/customers.module.ts';
import type { FlightsService } from '../flights/flights.module.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type { LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import type { PaymentGateway } from '../payments/payments.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import { AbandonedPaymentSweeper } from './abandoned-payments.job.ts';
import { CheckoutService } from './checkout.service.ts';
import { CheckoutRequestsRepository } from './checkout-requests.repository.ts';
import { FulfilmentService } from './fulfilment.service.ts';
import { HandOverTokens } from './hand-over-token.ts';
import { OrderAccessTokens } from './order-access.ts';
import { OrderBookRepository } from './order-book.repository.ts';
import { OrderBook } from './order-book.service.ts';
import { OrderMails } from './order-mails.service.ts';
import { OrdersRepository, type OrderWatch } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { TicketRebooking } from './rebooking.service.ts';
import { SettlementService } from './settlement.service.ts';
import { TrolleySaleOrders } from './trolley-sales.service.ts';

export type {
  FulfilmentChange,
  FulfilmentService,
  InFulfilmentTransaction,
  OnBoardPaymentTaken,
} from './fulfilment.service.ts';
export type { HandOverTokens } from './hand-over-token.ts';
export type { OrderBook, Trade } from './order-book.service.ts';
export { orderAuditSubject } from './order-code.ts';
export type { OrderTransitionName } from './order-lifecycle.ts';
export { handOverRefusal, handOverStatuses, tradeStatuses } from './order-lifecycle.ts';
export type { OrderHeading, OrderRecord, OrderWatch } from './orders.repository.ts';
export type { OrdersService } from './orders.service.ts';
export { chargedMinor, orderUsdMinor } from './orders.wire.ts';
export type { PaymentAttemptRecord } from './payments.repository.ts';
export type { OrderFollowed, TicketFollowed, TicketRebooking } from './rebooking.service.ts';
export { refundJobKey } from './settlement.service.ts';
export type { TrolleySaleOrder, TrolleySaleOrders } from './trolley-sales.service.ts';

export type Orders = ReturnType<typeof createOrders>;

export type OrdersModuleDependencies = {
  config: Config;
  database: Database;
  /** Signs order-access tokens: the shop's token secret. */
  secret: string;
  /** The Ed25519 seed (hex) that signs the token in each order's QR code (decision 0056). */
  handOverKey: string;
  cart: Cart;
  /** The catalogue's purchase rules, which checkout enforces. */
  purchaseRules: PurchaseRulesService;
  /** The destinations' customs rules, which checkout enforces. */
  customsRules: CustomsRulesService;
  flights: FlightsService;
  customers: CustomerDirectory;
  loyalty: LoyaltyProgramme;
  gateway: PaymentGateway;
  mailer: Mailer;
  jobs: JobRunner;
  rateLimiter: RateLimiter;
  /** The stock figures orders take and give back. */
  stock: StockService;
  logger: FastifyBaseLogger;
  /** Told of every order placed, transition made and gateway event recorded, once committed. */
  watch?: OrderWatch;
  now?: () => number;
};

/**
 * Checkout, payment settlement, order reading and cancelling, the abandoned-payment sweep and the
 * hand-over on board, wired once.
 */
export function createOrders(deps: OrdersModuleDependencies) {
  const now = deps.now ?? Date.now;
  const { gateway, loyalty, mailer, jobs, logger, stock } = deps;
  const orders = new OrdersRepository(deps.database.db, deps.database.engine, deps.watch);
  const payments = new PaymentsRepository(deps.database.db, deps.watch);
  const accessTokens = new OrderAccessTokens(deps.secret);
  const handOverTokens = new HandOverTokens(deps.handOverKey);
  const { db } = deps.database;
  const mails = new OrderMails({
    orders,
    mailer,
    jobs,
    handOverTokens,
    publicBaseUrl: deps.config.publicBaseUrl,
  });
  const settlement = new SettlementService({
    db,
    orders,
    stock,
    payments,
    gateway,
    loyalty,
    mails,
    jobs,
    logger,
    now,
  });
  return {
    accessTokens,
    /** Signs the token of each order's QR code; the crew's app and the hand-over check it. */
    handOverTokens,
    settlement,
    checkout: new CheckoutService({
      db,
      orders,
      stock,
      payments,
      checkoutRequests: new CheckoutRequestsRepository(deps.database.db),
      pricing: deps.cart.pricing,
      promoCodes: deps.cart.promoCodes,
      cartRevisions: deps.cart.revisions,
      flights: deps.flights,
      purchaseRules: deps.purchaseRules,
      customsRules: deps.customsRules,
      customers: deps.customers,
      loyalty,
      gateway,
      settlement,
      mails,
      accessTokens,
      abandonAfterMs: deps.config.payments.abandonMinutes * 60_000,
      logger,
      now,
    }),
    orders: new OrdersService({
      db,
      orders,
      stock,
      payments,
      settlement,
      mails,
      accessTokens,
      rateLimiter: deps.rateLimiter,
      now,
    }),
    /** The orders as admins read them. */
    book: new OrderBook({ book: new OrderBookRepository(db), orders, payments }),
    sweeper: new AbandonedPaymentSweeper({ db, orders, stock, payments, settlement, logger, now }),
    /** The crew's hand-over and not-collected, through the lifecycle's transitions. */
    fulfilment: new FulfilmentService({ db, orders, stock, settlement, mails, now }),
    /** Trolley sales made on-board orders, in the cabin's transaction. */
    trolleySales: new TrolleySaleOrders({ orders, payments, customers: deps.customers }),
    /** The orders that follow a traveller's ticket to another flight. */
    rebooking: new TicketRebooking({ orders, stock, payments, settlement, mails, now }),
  };
}

/** HAND_OVER_TOKEN_KEY, or a key made once and kept in the database like the shop's other secrets. */
export async function handOverTokenKey(config: Config, database: Database): Promise<string> {
  return config.handOverTokenKey ?? (await loadOrCreateSecret(database.db, 'hand_over_token_key'));
}

export async function registerOrdersRoutes(api: FastifyInstance, orders: Orders): Promise<void> {
  await api.register(ordersRoutes, { orders });
}
