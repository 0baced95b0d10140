import {
  accountMessages,
  cartMessages,
  notEnoughOnBoardMessage,
  notRedeemableMessage,
  type OrderStatus,
  orderMessages,
  outOfStockMessage,
  type PaymentOutcome,
  paymentReturnPaths,
  type SubmitOnBoardOrderCommand,
  type UpdatePreOrderCommand,
  unavailableItemMessage,
} from '@dutyfree/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { dialString } from '../../db/mobile-number-columns.ts';
import type { OrderKind, ShopDatabase } from '../../db/schema.ts';
import { conflict, FieldErrors, HttpProblem, notFound, unauthorized } from '../../http/problems.ts';
import type { Caller } from '../auth/auth.module.ts';
import type { CartPricingService, CartQuote } from '../cart/cart.module.ts';
import type { CustomerDirectory } from '../customers/customers.module.ts';
import type { FlightsService, PassengerSector } from '../flights/flights.module.ts';
import { InsufficientMilesError, type LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { PaymentGateway } from '../payments/payments.module.ts';
import type { OrderAccessTokens } from './orders.access.ts';
import { newOrderCode } from './orders.code.ts';
import type { OrderDraft, OrderRecord, OrdersRepository } from './orders.repository.ts';
import { orderName } from './orders.rules.ts';
import { reserveStock, returnStock, type StockSource, stockSourceOf } from './orders.stock.ts';
import { chargedMinor } from './orders.wire.ts';
import type { SettlementService } from './settlement.service.ts';

export type CheckoutDependencies = {
  orders: OrdersRepository;
  pricing: Pick<CartPricingService, 'priceCart'>;
  promoCodes: { redeem(code: string, trx: Kysely<ShopDatabase>): Promise<boolean> };
  flights: FlightsService;
  customers: CustomerDirectory;
  loyalty: LoyaltyProgramme;
  gateway: PaymentGateway;
  settlement: SettlementService;
  accessTokens: OrderAccessTokens;
  /** How long an unpaid card order holds its stock (PAYMENT_ABANDON_MINUTES). */
  abandonAfterMs: number;
  logger: FastifyBaseLogger;
  now: () => number;
};

export type PlacedOrder = { order: OrderRecord; paymentUrl: string | null };

/** Whom an order is for: from the account when signed in, otherwise from the guest's details. */
type Buyer = Pick<OrderDraft, 'customerId' | 'memberId' | 'customerName' | 'email' | 'mobileNumber'>;

/** What a pre-order and an on-board order both carry. */
type OrderRequest = Pick<
  UpdatePreOrderCommand & SubmitOnBoardOrderCommand,
  | 'orderCode'
  | 'orderItemRequet'
  | 'paymentOption'
  | 'promoCode'
  | 'currencyId'
  | 'language'
  | 'guest'
  | 'seatNumber'
>;

/** The kind of order, its flight, and where the traveller collects the goods. */
type Placement = { kind: OrderKind; sector: PassengerSector; pickFrom: string };

const shortOfStockMessage: Record<OrderKind, (itemName: string, available: number) => string> = {
  preorder: outOfStockMessage,
  onboard: notEnoughOnBoardMessage,
};

/** Orders a traveller may still change: nothing has been paid and no stock is owed to anyone else. */
const EDITABLE: readonly OrderStatus[] = ['PendingPayment', 'PaymentFailed'];

function returnUrls(orderCode: string): Record<PaymentOutcome, string> {
  const query = `?orderCode=${encodeURIComponent(orderCode)}`;
  const urls = Object.entries(paymentReturnPaths).map(([outcome, path]) => [outcome, `${path}${query}`]);
  return Object.fromEntries(urls) as Record<PaymentOutcome, string>;
}

/**
 * UpdatePreOrder and SubmitOnBoardOrder: re-prices every line on the server, checks the flight (the
 * pre-order cut-off, or the on-board window), and in one transaction writes the order and takes its stock
 * (the warehouse's for a pre-order, the flight's for an on-board order). Then payment starts: a hosted
 * card page, a miles debit, or nothing for Pay On-Board.
 */
export class CheckoutService {
  private readonly deps: CheckoutDependencies;
  constructor(deps: CheckoutDependencies) {
    this.deps = deps;
  }

  async place(caller: Caller, request: UpdatePreOrderCommand): Promise<PlacedOrder> {
    const sector = await this.deps.flights.sectorForPreOrder(request.ticketNumber, request.paxSectorId);
    return this.placeOrder(caller, request, { kind: 'preorder', sector, pickFrom: request.pickFrom });
  }

  /** The crew brings the goods to the seat, so they are picked up on board. */
  async placeOnBoard(caller: Caller, request: SubmitOnBoardOrderCommand): Promise<PlacedOrder> {
    const sector = await this.deps.flights.sectorForOnBoardOrder(request.ticketNumber, request.paxSectorId);
    return this.placeOrder(caller, request, { kind: 'onboard', sector, pickFrom: 'On Board' });
  }

  private async placeOrder(
    caller: Caller,
    request: OrderRequest,
    placement: Placement,
  ): Promise<PlacedOrder> {
    const buyer = await this.buyerOf(caller, request);
    if (request.orderCode) await this.checkEditable(caller, request.orderCode, placement.kind);
    const quote = await this.quote(request);
    if (request.paymentOption === 'Miles') await this.checkMiles(buyer, quote);

    const draft = this.draft(request, buyer, placement, quote, await this.giftsNotOnBoard(placement, quote));
    const source = stockSourceOf(draft);
    const orderId = await this.deps.orders.inTransaction(async (tx, trx) => {
      const id = request.orderCode
        ? await this.replace(tx, request.orderCode, draft)
        : await tx.insert(draft, this.deps.now());
      await this.takeStock(tx, source, draft, quote);
      if (quote.promo?.status === 'valid' && !(await this.deps.promoCodes.redeem(quote.promo.code, trx))) {
        throw conflict(orderMessages.promoCodeUsedUp);
      }
      return id;
    });
    return this.startPayment((await this.deps.orders.findById(orderId))!);
  }

  private async buyerOf(caller: Caller, request: OrderRequest): Promise<Buyer> {
    if (caller.kind === 'customer') {
      const customer = await this.deps.customers.findById(caller.customerId);
      if (!customer) throw unauthorized(accountMessages.signInRequired);
      return {
        customerId: customer.id,
        memberId: customer.membershipNumber ?? caller.memberId,
        customerName: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        mobileNumber: customer.mobileNumber && dialString(customer.mobileNumber),
      };
    }
    if (caller.kind === 'member') {
      const member = await this.deps.loyalty.findMember(caller.memberId);
      if (!member) throw unauthorized(accountMessages.signInRequired);
      return {
        customerId: null,
        memberId: member.memberId,
        customerName: `${member.firstName} ${member.lastName}`,
        email: member.email,
        mobileNumber: member.mobileNumber && dialString(member.mobileNumber),
      };
    }
    const { guest } = request;
    if (!guest) throw new FieldErrors({ Guest: [orderMessages.guestRequired] });
    return {
      customerId: null,
      memberId: null,
      customerName: `${guest.firstName} ${guest.lastName}`,
      email: guest.email,
      mobileNumber: dialString(guest.mobileNumber),
    };
  }

  /**
   * An order of the caller's own (or held by its access token) that has not been paid or closed, of the
   * same kind: a pre-order does not turn into an on-board order or back.
   */
  private async checkEditable(caller: Caller, orderCode: string, kind: OrderKind): Promise<void> {
    const order = await this.deps.orders.findByCode(orderCode);
    if (!order || !this.deps.accessTokens.allows(caller, order)) {
      throw notFound(orderMessages.orderNotFound);
    }
    if (!EDITABLE.includes(order.status) || order.kind !== kind) throw conflict(orderMessages.orderClosed);
  }

  private async quote(request: OrderRequest): Promise<CartQuote> {
    const quote = await this.deps.pricing.priceCart({
      lines: request.orderItemRequet,
      currencyId: request.currencyId,
      promoCode: request.promoCode,
    });
    const [unavailable] = quote.unavailableItemIds;
    if (unavailable !== undefined) throw conflict(unavailableItemMessage(unavailable));
    if (quote.promo?.status === 'invalid')
      throw new FieldErrors({ PromoCode: [cartMessages.promoCodeInvalid] });
    return quote;
  }

  /** Every item must have a miles price, and the balance must cover them all, before anything is written. */
  private async checkMiles(buyer: Buyer, quote: CartQuote): Promise<void> {
    if (!buyer.memberId) throw new FieldErrors({ PaymentOption: [orderMessages.milesNeedMembership] });
    const unpriced = quote.usd.lines.find((line) => !line.isFreeOffer && line.milesForRedeemTotal === 0);
    if (unpriced)
      throw conflict(notRedeemableMessage(quote.items.get(unpriced.itemId)?.name ?? String(unpriced.itemId)));
    const balance = await this.deps.loyalty.balance(buyer.memberId);
    if (balance < quote.usd.totalMilesForRedeem) {
      throw new InsufficientMilesError(balance, quote.usd.totalMilesForRedeem);
    }
  }

  private draft(
    request: OrderRequest,
    buyer: Buyer,
    placement: Placement,
    quote: CartQuote,
    giftsLeftOut: ReadonlySet<number>,
  ): OrderDraft {
    const { usd, currency } = quote;
    const { kind, sector, pickFrom } = placement;
    const payOnBoard = request.paymentOption === 'Cash On Board';
    return {
      ...buyer,
      orderCode: request.orderCode ?? newOrderCode(),
      kind,
      status: payOnBoard ? 'Confirmed' : 'PendingPayment',
      paymentOption: request.paymentOption,
      paymentStatus: payOnBoard ? 'Pay On-Board' : 'Pending',
      language: request.language,
      currencyId: currency.id,
      usdRateMicros: currency.usdRateMicros,
      subtotalCents: usd.subtotal,
      discountCents: usd.discountTotal,
      totalCents: usd.total,
      totalMiles: request.paymentOption === 'Miles' ? usd.totalMilesForRedeem : 0,
      accrualMiles: usd.totalMilesForAccrual,
      promoPriceListId: quote.promo?.status === 'valid' ? quote.promo.priceList.id : null,
      flightId: sector.flightId,
      flightNumber: sector.flightNumber,
      origin: sector.origin,
      destination: sector.destination,
      departureAt: sector.departureAt,
      ticketNumber: sector.ticketNumber,
      seatNumber: request.seatNumber,
      pickFrom,
      paymentExpiresAt: payOnBoard ? null : this.deps.now() + this.deps.abandonAfterMs,
      // A gift no longer sold, or not carried on the flight, is not handed out; it never changed the price.
      lines: usd.lines
        .filter((line) => quote.items.has(line.itemId))
        .filter((line) => !(line.isFreeOffer && giftsLeftOut.has(line.itemId)))
        .map((line) => ({
          itemId: line.itemId,
          quantity: line.quantity,
          unitPriceCents: line.unitPrice,
          totalPriceCents: line.lineTotal,
          totalMiles: request.paymentOption === 'Miles' ? line.milesForRedeemTotal : 0,
          isFreeOffer: line.isFreeOffer,
        })),
    };
  }

  /** Gives back what the earlier version of the order held, then rewrites it; its code stays. */
  private async replace(tx: OrdersRepository, orderCode: string, draft: OrderDraft): Promise<number> {
    const now = this.deps.now();
    const current = await tx.lockByCode(orderCode);
    if (!current || !EDITABLE.includes(current.status) || current.kind !== draft.kind) {
      throw conflict(orderMessages.orderClosed);
    }
    if (current.status === 'PendingPayment') await returnStock(tx, current);
    await tx.cancelPendingPayments(current.id, now);
    await tx.replace(current.id, draft, now);
    return current.id;
  }

  private async takeStock(
    tx: OrdersRepository,
    source: StockSource,
    draft: OrderDraft,
    quote: CartQuote,
  ): Promise<void> {
    const shortfall = await reserveStock(tx, source, draft.lines);
    if (shortfall) {
      const name = quote.items.get(shortfall.itemId)?.name ?? String(shortfall.itemId);
      throw conflict(shortOfStockMessage[draft.kind](name, shortfall.available));
    }
  }

  /** On board, only what the aircraft carries can be handed over: the gifts it does not carry at all. */
  private async giftsNotOnBoard(placement: Placement, quote: CartQuote): Promise<ReadonlySet<number>> {
    if (placement.kind !== 'onboard') return new Set();
    const gifts = quote.usd.lines.filter((line) => line.isFreeOffer).map((line) => line.itemId);
    const carried = await this.deps.orders.carriedBy(placement.sector.flightId, gifts);
    return new Set(gifts.filter((itemId) => !carried.has(itemId)));
  }

  private async startPayment(order: OrderRecord): Promise<PlacedOrder> {
    if (order.paymentOption === 'Miles') {
      await this.deps.settlement.settleMiles(order);
    } else if (order.paymentOption === 'Card') {
      return { order, paymentUrl: await this.openCardPayment(order) };
    } else {
      await this.deps.settlement.sendConfirmation(order);
    }
    return { order: (await this.deps.orders.findById(order.id))!, paymentUrl: null };
  }

  /** The gateway's hosted page for the order's total; if the gateway cannot be reached, the stock goes back. */
  private async openCardPayment(order: OrderRecord): Promise<string> {
    const { orders, gateway, now } = this.deps;
    const attempt = (await orders.countPayments(order.id)) + 1;
    const reference = `${order.orderCode}-${attempt}`;
    try {
      const session = await gateway.createCheckout({
        reference,
        amountMinor: chargedMinor(order),
        currencyCode: order.currencyCode,
        description: `Sheba Duty Free ${orderName(order)}, flight ${order.flightNumber}`,
        returnUrls: returnUrls(order.orderCode),
      });
      await orders.insertPayment(
        {
          orderId: order.id,
          provider: gateway.provider,
          providerReference: session.sessionId,
          idempotencyKey: reference,
          // Stored in USD cents like every amount; the session holds what was charged in the order's currency.
          amountCents: order.totalCents,
          currencyCode: 'USD',
          status: 'Pending',
        },
        now(),
      );
      return session.paymentUrl;
    } catch (error) {
      this.deps.logger.error({ err: error, orderCode: order.orderCode }, 'payment gateway unavailable');
      await orders.inTransaction((tx) => this.deps.settlement.fail(tx, order, 'Error'));
      throw new HttpProblem(502, orderMessages.paymentUnavailable);
    }
  }
}
