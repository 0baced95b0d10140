import {
  type CustomerLanguage,
  fixedError,
  type PaymentOutcome,
  paymentReturnPaths,
  type SubmitOnBoardOrderCommand,
  templatedError,
  type UpdatePreOrderCommand,
} from '@dutyfree/contracts';
import {
  accrualOnMoney,
  fromMajor,
  type MilesSplit,
  moneyInCurrency,
  orderMilesValue,
  splitMilesAndMoney,
} from '@dutyfree/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { dialString } from '../../db/mobile-number-columns.ts';
import type { OrderKind } from '../../db/schema.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { conflict, FieldErrors, HttpProblem, notFound, unauthorized } from '../../http/problems.ts';
import type { Caller } from '../auth/auth.module.ts';
import type { CartPricingService, CartQuote, CartRevisionsService } from '../cart/cart.module.ts';
import {
  type CustomsJudgement,
  type CustomsRulesService,
  inLanguage,
  type PurchaseRulesService,
  type ShopLanguage,
} from '../catalog/catalog.module.ts';
import type { CustomerDirectory } from '../customers/customers.module.ts';
import {
  airportName,
  type FlightsService,
  type JourneySector,
  type PassengerKey,
} from '../flights/flights.module.ts';
import { InsufficientMilesError, type LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { PaymentGateway } from '../payments/payments.module.ts';
import type { StockService } from '../stock/stock.module.ts';
import type { CheckoutRequestsRepository } from './checkout-requests.repository.ts';
import type { OrderAccessTokens } from './order-access.ts';
import { newOrderCode } from './order-code.ts';
import { canMove, holdsStock, isEditable } from './order-lifecycle.ts';
import type { OrderMails } from './order-mails.service.ts';
import {
  insertTakingStock,
  reserveStock,
  returnStock,
  type Shortfall,
  type StockSource,
  stockSourceOf,
} from './order-stock.service.ts';
import type { OrderDraft, OrderRecord, OrdersRepository } from './orders.repository.ts';
import { orderName } from './orders.rules.ts';
import { chargedMinor, orderUsdMinor } from './orders.wire.ts';
import type { NewPayment, PaymentsRepository } from './payments.repository.ts';
import { euBannedLines } from './purchase-rules.ts';
import type { SettlementService } from './settlement.service.ts';

export type CheckoutDependencies = {
  /** The database, on which this service opens its transactions. */
  db: Executor;
  orders: OrdersRepository;
  /** The stock figures orders take and give back, in the order's own transaction. */
  stock: StockService;
  /** The card payments of orders, by the payment lifecycle. */
  payments: PaymentsRepository;
  checkoutRequests: CheckoutRequestsRepository;
  pricing: Pick<CartPricingService, 'priceCart'>;
  promoCodes: { redeem(code: string, executor: Executor): Promise<boolean> };
  cartRevisions: Pick<CartRevisionsService, 'holds' | 'orderPlaced' | 'lastOrder'>;
  flights: FlightsService;
  /** Read at every checkout: an admin's change to a rule holds for the next order. */
  purchaseRules: Pick<PurchaseRulesService, 'applied'>;
  customsRules: Pick<CustomsRulesService, 'enforce'>;
  customers: CustomerDirectory;
  loyalty: LoyaltyProgramme;
  gateway: PaymentGateway;
  settlement: SettlementService;
  /** The confirmation of an order paid on board goes with the order. */
  mails: OrderMails;
  accessTokens: OrderAccessTokens;
  /** How long an unpaid card order holds its stock (PAYMENT_ABANDON_MINUTES). */
  abandonAfterMs: number;
  logger: FastifyBaseLogger;
  now: () => number;
};

/** What the gateway's hosted page is opened with: an order placed, or one about to be. */
type SessionTerms = Pick<
  OrderRecord,
  'orderCode' | 'kind' | 'flightNumber' | 'language' | 'currencyCode' | 'usdRateMicros'
> & { lines: readonly { totalPriceCents: number }[] };

export type PlacedOrder = { order: OrderRecord; paymentUrl: string | null };

/** An Idempotency-Key and the hash of who sent it with what, which the key answers again. */
export type CheckoutKey = { key: string; fingerprint: string };

/** How long a request waits for another one holding its key to finish placing the order. */
const KEY_WAIT_MS = 15_000;
const KEY_POLL_MS = 25;

/** Whom an order is for: from the account when signed in, otherwise from the guest's details. */
type Buyer = Pick<OrderDraft, 'customerId' | 'memberId' | 'customerName' | 'email' | 'mobileNumber'>;

/** What a pre-order and an on-board order both carry. */
type OrderRequest = Pick<
  UpdatePreOrderCommand & SubmitOnBoardOrderCommand,
  | 'orderCode'
  | 'orderItemRequet'
  | 'travellerAge'
  | 'dutyDueConfirmed'
  | 'paymentOption'
  | 'milesToSpend'
  | 'promoCode'
  | 'seenTotal'
  | 'cartId'
  | 'cartRevision'
  | 'currencyId'
  | 'language'
  | 'guest'
  | 'seatNumber'
>;

/**
 * The kind of order, its flight, and where the traveller collects the goods; and the language the caller
 * reads (Accept-Language), in which a refusal names the goods.
 */
type Placement = { kind: OrderKind; sector: JourneySector; pickFrom: string; reader: ShopLanguage };

/** How each kind of order says there is not enough of an item. */
const shortOfStock: Record<OrderKind, 'orders.outOfStock' | 'onBoard.notEnoughOnBoard'> = {
  preorder: 'orders.outOfStock',
  onboard: 'onBoard.notEnoughOnBoard',
};

function returnUrls(orderCode: string): Record<PaymentOutcome, string> {
  const query = `?orderCode=${encodeURIComponent(orderCode)}`;
  const urls = Object.entries(paymentReturnPaths).map(([outcome, path]) => [outcome, `${path}${query}`]);
  return Object.fromEntries(urls) as Record<PaymentOutcome, string>;
}

/** What the payment page says the payment is for, in the order's language. */
const paymentDescriptions: Record<
  CustomerLanguage,
  (order: Pick<OrderRecord, 'kind' | 'orderCode' | 'flightNumber'>) => string
> = {
  en: (order) => `Sheba Duty Free ${orderName(order)}, flight ${order.flightNumber}`,
  // Isolated, so that the codes' letters and dashes keep their order inside the right-to-left sentence.
  ar: ({ kind, orderCode, flightNumber }) =>
    `${kind === 'onboard' ? 'طلب على متن الطائرة' : 'طلب مسبق'} من Sheba Duty Free رقم \u2068${orderCode}\u2069، الرحلة \u2068${flightNumber}\u2069`,
  zh: ({ kind, orderCode, flightNumber }) =>
    `Sheba Duty Free ${kind === 'onboard' ? '机上订单' : '预订单'} ${orderCode}，航班 ${flightNumber}`,
};

/** The ticket and its passenger's last name: an order goes only on the flights of the traveller's own ticket. */
function passengerOf(
  request: Pick<UpdatePreOrderCommand, 'ticketNumber' | 'passengerLastName'>,
): PassengerKey {
  return { ticketNumber: request.ticketNumber, lastName: request.passengerLastName };
}

/** An item of the cart as a refusal names it: in the reader's language (English when untranslated). */
function itemName(quote: CartQuote, itemId: number, reader: ShopLanguage): string {
  const item = quote.items.get(itemId);
  return item ? inLanguage(item.name, item.nameTranslations, reader) : String(itemId);
}

/**
 * UpdatePreOrder and SubmitOnBoardOrder: re-prices every line on the server, checks the flight (the
 * pre-order cut-off, or the on-board window) and what may be delivered where it lands, and in one
 * transaction writes the order and takes its stock (the warehouse's for a pre-order, the flight's for an
 * on-board order). Then payment starts: a hosted card page, a miles debit, or nothing for Pay On-Board.
 */
export class CheckoutService {
  private readonly deps: CheckoutDependencies;
  constructor(deps: CheckoutDependencies) {
    this.deps = deps;
  }

  /**
   * With a key, the first request holding it places the order and every later one (at once or long
   * after) answers with that order and its payment page; a key sent with another request is refused.
   */
  async placeOnce(
    caller: Caller,
    request: UpdatePreOrderCommand,
    reader: ShopLanguage,
    key?: CheckoutKey,
  ): Promise<PlacedOrder> {
    if (!key) return this.place(caller, request, reader);
    const { checkoutRequests, now } = this.deps;
    const waitUntil = now() + KEY_WAIT_MS;
    while (now() < waitUntil) {
      if (await checkoutRequests.claim(key.key, key.fingerprint, now())) {
        try {
          const placed = await this.place(caller, request, reader);
          await checkoutRequests.complete(key.key, placed.order.orderCode);
          return placed;
        } catch (error) {
          await checkoutRequests.release(key.key);
          throw error;
        }
      }
      const earlier = await checkoutRequests.find(key.key);
      if (earlier && earlier.fingerprint !== key.fingerprint)
        throw conflict(fixedError('orders.idempotencyKeyReused'));
      if (earlier?.orderCode) return this.placedAgain(earlier.orderCode);
      await new Promise((resolve) => setTimeout(resolve, KEY_POLL_MS));
    }
    throw conflict(fixedError('orders.idempotencyKeyBusy'));
  }

  /** The answer to a checkout that already placed its order: the order as it is now, and its payment page. */
  private async placedAgain(orderCode: string): Promise<PlacedOrder> {
    const order = await this.deps.orders.findByCode(orderCode);
    if (!order) throw notFound(fixedError('orders.orderNotFound'));
    if (!canMove('pay', order.status) || order.paymentOption !== 'Card') return { order, paymentUrl: null };
    return this.openCardPayment(order);
  }

  async place(caller: Caller, request: UpdatePreOrderCommand, reader: ShopLanguage): Promise<PlacedOrder> {
    const sector = await this.deps.flights.sectorForPreOrder(passengerOf(request), request.paxSectorId);
    return this.placeOrder(caller, request, { kind: 'preorder', sector, pickFrom: request.pickFrom, reader });
  }

  /** The crew brings the goods to the seat, so they are picked up on board. */
  async placeOnBoard(
    caller: Caller,
    request: SubmitOnBoardOrderCommand,
    reader: ShopLanguage,
  ): Promise<PlacedOrder> {
    const sector = await this.deps.flights.sectorForOnBoardOrder(passengerOf(request), request.paxSectorId);
    return this.placeOrder(caller, request, { kind: 'onboard', sector, pickFrom: 'On Board', reader });
  }

  private async placeOrder(
    caller: Caller,
    request: OrderRequest,
    placement: Placement,
  ): Promise<PlacedOrder> {
    const buyer = await this.buyerOf(caller, request);
    await this.checkCartShown(request);
    if (request.orderCode) await this.checkEditable(caller, request.orderCode, placement.kind);
    else await this.checkNoOrderAwaitingPayment(request);
    const quote = await this.quote(request);
    await this.checkDestination(quote, placement);
    const { overAllowance, judgedBy } = await this.checkCustoms(request, quote, placement);
    if (request.paymentOption === 'Miles') await this.checkMiles(buyer, quote, placement.reader);
    const giftsLeftOut = await this.giftsNotOnBoard(placement, quote);
    const split = await this.milesAndMoney(request, buyer, orderLines(quote, giftsLeftOut));

    const draft = this.draft(request, buyer, placement, quote, giftsLeftOut, split);
    // The traveller's confirmation that duty is due on arrival, kept with the order it was given for.
    draft.dutyDueConfirmedAt = overAllowance ? this.deps.now() : null;
    // The version of the rule that judged it: a later change of the rule leaves this order as it was judged.
    draft.customsRule = judgedBy;
    // A new card order's payment page is opened before anything is written, so that the order, its
    // stock and its payment are written in one commit (docs/decisions/0024). A resubmitted order's
    // attempt is only known under its lock, so its page is opened after (openCardPayment).
    const reference = `${draft.orderCode}-${draft.paymentAttempt}`;
    const session =
      !request.orderCode && draft.paymentOption === 'Card'
        ? await this.checkoutSession({ ...draft, currencyCode: quote.currency.code }, reference)
        : null;
    const source = stockSourceOf(draft);
    const { orderId, queued, placedAt } = await withTransaction(this.deps.db, async (trx) => {
      const tx = this.deps.orders.on(trx);
      const now = this.deps.now();
      const payment = session && this.pendingPayment(draft, session.sessionId, reference);
      const { id, shortfall, paymentAttempt, holdsMiles } = request.orderCode
        ? await this.replace(trx, request.orderCode, draft, source)
        : {
            ...(await insertTakingStock(
              tx,
              this.deps.stock.on(trx),
              source,
              draft,
              now,
              payment ?? undefined,
            )),
            paymentAttempt: draft.paymentAttempt,
            holdsMiles: false,
          };
      if (shortfall) {
        const name = itemName(quote, shortfall.itemId, placement.reader);
        throw conflict(templatedError(shortOfStock[draft.kind], { name, available: shortfall.available }));
      }
      // Miles and money: the miles are taken with the order, or the order is not written (0059).
      if (!holdsMiles) await this.deps.settlement.holdMiles(trx, { ...draft, id, paymentAttempt });
      if (quote.promo?.status === 'valid' && !(await this.deps.promoCodes.redeem(quote.promo.code, trx))) {
        throw conflict(fixedError('orders.promoCodeUsedUp'));
      }
      // Pay On-Board needs no payment: the order is placed, and its confirmation mail goes with it.
      const placed = { id, orderCode: draft.orderCode, dutyDueConfirmedAt: draft.dutyDueConfirmedAt };
      const mails =
        draft.paymentOption === 'Cash On Board' ? await this.deps.mails.queueConfirmation(trx, placed) : [];
      return { orderId: id, queued: mails, placedAt: now };
    });
    // A new order is answered from what was just written; a rewritten one keeps parts it did not write.
    const order = request.orderCode
      ? (await this.deps.orders.findById(orderId))!
      : this.deps.orders.inserted(orderId, draft, placedAt, quote.currency.code, quote.items);
    if (!request.orderCode && request.cartId !== undefined)
      await this.deps.cartRevisions.orderPlaced(request.cartId, order.orderCode);
    if (session) return { order, paymentUrl: session.paymentUrl };
    if (order.paymentOption === 'Card') return this.openCardPayment(order);
    if (order.paymentOption === 'Miles') {
      await this.deps.settlement.settleMiles(order);
      return { order: (await this.deps.orders.findById(order.id))!, paymentUrl: null };
    }
    await this.deps.settlement.runNow(...queued);
    return { order, paymentUrl: null };
  }

  /** The card payment an order's attempt waits on; stored in USD cents like every amount of an order. */
  private pendingPayment(order: Pick<OrderDraft, 'lines'>, sessionId: string, reference: string): NewPayment {
    return {
      provider: this.deps.gateway.provider,
      providerReference: sessionId,
      idempotencyKey: reference,
      // The session holds what is charged in the order's currency.
      amountCents: orderUsdMinor(order),
      currencyCode: 'USD',
      status: 'Pending' as const,
    };
  }

  private async buyerOf(caller: Caller, request: OrderRequest): Promise<Buyer> {
    if (caller.kind === 'customer') {
      const customer = await this.deps.customers.findById(caller.customerId);
      if (!customer) throw unauthorized(fixedError('account.signInRequired'));
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
      if (!member) throw unauthorized(fixedError('account.signInRequired'));
      return {
        customerId: null,
        memberId: member.memberId,
        customerName: `${member.firstName} ${member.lastName}`,
        email: member.email,
        mobileNumber: member.mobileNumber && dialString(member.mobileNumber),
      };
    }
    const { guest } = request;
    if (!guest) throw new FieldErrors({ Guest: [fixedError('orders.guestRequired')] });
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
      throw notFound(fixedError('orders.orderNotFound'));
    }
    if (!isEditable(order.status) || order.kind !== kind) throw conflict(fixedError('orders.orderClosed'));
  }

  /**
   * Sell only what the cart holds: an order sent from a checkout its cart has changed under since (a line
   * taken out in the cart, then Back to the old checkout) is refused before anything is written or charged.
   */
  private async checkCartShown({ cartId, cartRevision, orderItemRequet }: OrderRequest): Promise<void> {
    if (cartId === undefined || cartRevision === undefined) return;
    if (!(await this.deps.cartRevisions.holds(cartId, cartRevision, orderItemRequet)))
      throw conflict(fixedError('orders.cartChanged'));
  }

  /**
   * The same cart sent again while its last order waits for the payment page (the traveller came Back from
   * it) would place a second order and leave the first holding stock: that order is paid or cancelled first.
   */
  private async checkNoOrderAwaitingPayment({ cartId }: OrderRequest): Promise<void> {
    if (cartId === undefined) return;
    const orderCode = await this.deps.cartRevisions.lastOrder(cartId);
    const order = orderCode === null ? undefined : await this.deps.orders.findByCode(orderCode);
    if (order && canMove('pay', order.status) && order.paymentOption === 'Card')
      throw conflict(fixedError('orders.awaitingPayment'));
  }

  /**
   * The payment page of an unpaid card order again, for a traveller who left it (Back, a closed tab): the
   * gateway's session of the order's current attempt, so the same order is paid, never a second one.
   */
  async resumePayment(caller: Caller, orderCode: string): Promise<PlacedOrder> {
    const order = await this.deps.orders.findByCode(orderCode);
    if (!order || !this.deps.accessTokens.allows(caller, order)) {
      throw notFound(fixedError('orders.orderNotFound'));
    }
    if (!canMove('pay', order.status) || order.paymentOption !== 'Card')
      throw conflict(fixedError('orders.orderClosed'));
    return this.openCardPayment(order);
  }

  private async quote(request: OrderRequest): Promise<CartQuote> {
    const quote = await this.deps.pricing.priceCart({
      lines: request.orderItemRequet,
      currencyId: request.currencyId,
      promoCode: request.promoCode,
    });
    const [unavailable] = quote.unavailableItemIds;
    if (unavailable !== undefined)
      throw conflict(templatedError('orders.unavailableItem', { itemId: unavailable }));
    if (quote.promo?.status === 'invalid')
      throw new FieldErrors({ PromoCode: [fixedError('cart.promoCodeInvalid')] });
    // Never charge a total the traveller did not see: a price, an offer or a rate changed since.
    if (request.seenTotal !== undefined && fromMajor(request.seenTotal) !== quote.display.total)
      throw conflict(fixedError('orders.pricesChanged'));
    return quote;
  }

  /** Every item must have a miles price, and the balance must cover them all, before anything is written. */
  private async checkMiles(buyer: Buyer, quote: CartQuote, reader: ShopLanguage): Promise<void> {
    if (!buyer.memberId) throw new FieldErrors({ PaymentOption: [fixedError('orders.milesNeedMembership')] });
    const unpriced = quote.usd.lines.find((line) => !line.isFreeOffer && line.milesForRedeemTotal === 0);
    if (unpriced)
      throw conflict(
        templatedError('orders.notRedeemable', { name: itemName(quote, unpriced.itemId, reader) }),
      );
    const balance = await this.deps.loyalty.balance(buyer.memberId);
    if (balance < quote.usd.totalMilesForRedeem) {
      throw new InsufficientMilesError(balance, quote.usd.totalMilesForRedeem);
    }
  }

  /**
   * Miles and money: a member spends part of their miles (within the balance and the order's miles value)
   * and pays the rest by card or on board. The split is the pricing package's one rule; the balance is
   * checked here for a quick answer, and again when the miles are taken in the order's transaction.
   */
  private async milesAndMoney(
    request: OrderRequest,
    buyer: Buyer,
    written: OrderLine[],
  ): Promise<MilesSplit | null> {
    const miles = request.milesToSpend;
    if (miles === undefined) return null;
    if (request.paymentOption === 'Miles')
      throw new FieldErrors({ MilesToSpend: [fixedError('orders.milesToSpendWithMiles')] });
    if (!buyer.memberId) throw new FieldErrors({ PaymentOption: [fixedError('orders.milesNeedMembership')] });
    const lines = written.map((line) => ({
      lineTotal: line.lineTotal,
      milesForRedeem: line.milesForRedeemTotal,
    }));
    const value = orderMilesValue(lines);
    if (miles > value) throw conflict(fixedError('orders.milesBeyondOrder'));
    const balance = await this.deps.loyalty.balance(buyer.memberId);
    if (balance < miles) throw new InsufficientMilesError(balance, miles);
    return splitMilesAndMoney(lines, miles);
  }

  /**
   * The goods must be allowed where they land: the first banned one is named, with the rule's reason. A
   * traveller in transit brings them to the journey's final destination, as customs judge it.
   */
  private async checkDestination(quote: CartQuote, { sector, reader }: Placement): Promise<void> {
    const leg = sector.customsLeg;
    if (!leg.isDestinationInEu) return;
    const items = [...quote.items.values()];
    const ban = await this.deps.purchaseRules.applied(
      'euBan',
      items.map((item) => item.itemCode),
      reader,
    );
    const [banned] = ban ? euBannedLines(items, { isEu: true }, ban.itemCodes) : [];
    if (ban && banned) {
      const name = inLanguage(banned.name, banned.nameTranslations, reader);
      throw conflict(
        templatedError('orders.euBannedItem', {
          name,
          airport: airportName(leg.destination, leg.destinationAirport, reader),
          reason: ban.reason,
        }),
      );
    }
  }

  /**
   * The destination's customs rules (one service every sale calls): bans, legal age, allowances. A
   * traveller in transit is judged by the journey's final destination.
   */
  private checkCustoms(
    request: OrderRequest,
    quote: CartQuote,
    { sector, reader }: Placement,
  ): Promise<{ overAllowance: boolean; judgedBy: CustomsJudgement }> {
    const lines = quote.usd.lines
      .filter((line) => quote.items.has(line.itemId))
      .map((line) => ({
        itemId: line.itemId,
        quantity: line.quantity,
        name: itemName(quote, line.itemId, reader),
        usdMinor: line.lineTotal,
      }));
    const leg = sector.customsLeg;
    return this.deps.customsRules.enforce(
      {
        country: leg.destinationCountry,
        isEu: leg.isDestinationInEu,
        airportName: airportName(leg.destination, leg.destinationAirport, reader),
      },
      lines,
      { travellerAge: request.travellerAge, dutyDueConfirmed: request.dutyDueConfirmed },
    );
  }

  private draft(
    request: OrderRequest,
    buyer: Buyer,
    placement: Placement,
    quote: CartQuote,
    giftsLeftOut: ReadonlySet<number>,
    split: MilesSplit | null,
  ): OrderDraft {
    const { usd, currency } = quote;
    const { kind, sector, pickFrom } = placement;
    // Miles that cover the whole order leave nothing to pay in money: it is an order paid in miles.
    const paymentOption =
      split && moneyInCurrency(split, currency.usdRateMicros) === 0 ? 'Miles' : request.paymentOption;
    const payOnBoard = paymentOption === 'Cash On Board';
    const lineMiles = (index: number, milesForRedeem: number) =>
      split ? split.lines[index]!.miles : paymentOption === 'Miles' ? milesForRedeem : 0;
    return {
      ...buyer,
      orderCode: request.orderCode ?? newOrderCode(),
      kind,
      paymentOption,
      paymentStatus: payOnBoard ? 'Pay On-Board' : 'Pending',
      language: request.language,
      currencyId: currency.id,
      usdRateMicros: currency.usdRateMicros,
      subtotalCents: usd.subtotal,
      discountCents: usd.discountTotal,
      totalCents: usd.total,
      totalMiles: split ? split.miles : paymentOption === 'Miles' ? usd.totalMilesForRedeem : 0,
      // Accrual is earned on the money part only, line by line (0059).
      accrualMiles: split
        ? accrualOnMoney(accrualLines(orderLines(quote, giftsLeftOut)), split)
        : usd.totalMilesForAccrual,
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
      paymentAttempt: 1,
      dutyDueConfirmedAt: null,
      customsRule: null,
      // A gift no longer sold, or not carried on the flight, is not handed out; it never changed the price.
      // The split was made over these same lines (orderLines), so their indexes match.
      lines: orderLines(quote, giftsLeftOut).map((line, index) => ({
        itemId: line.itemId,
        quantity: line.quantity,
        unitPriceCents: line.unitPrice,
        totalPriceCents: line.lineTotal,
        totalMiles: lineMiles(index, line.milesForRedeemTotal),
        milesCents: split ? split.lines[index]!.milesMinor : 0,
        isFreeOffer: line.isFreeOffer,
      })),
    };
  }

  /**
   * Gives back what the earlier version of the order held, then rewrites it and takes its units (answering
   * the first shortfall, as `reserveStock`); its code stays. An unpaid card order sent again on the same
   * terms keeps its payment attempt, so every such submit, however many race each other, leads to the one
   * payment page already opened; new terms start a new attempt.
   */
  private async replace(
    trx: Executor,
    orderCode: string,
    draft: OrderDraft,
    source: StockSource,
  ): Promise<{ id: number; shortfall: Shortfall | null; paymentAttempt: number; holdsMiles: boolean }> {
    const now = this.deps.now();
    const tx = this.deps.orders.on(trx);
    const stock = this.deps.stock.on(trx);
    const current = await tx.lockByCode(orderCode);
    if (!current || !isEditable(current.status) || current.kind !== draft.kind) {
      throw conflict(fixedError('orders.orderClosed'));
    }
    if (holdsStock(current.status)) await returnStock(stock, current, 'cancellation', 'order_changed');
    const samePayment = sameCardPayment(current, draft);
    // The same miles on the same attempt stay taken; otherwise those held go back and the new ones are taken.
    if (!samePayment && holdsStock(current.status)) await this.deps.settlement.returnHeldMiles(trx, current);
    if (!samePayment) await this.deps.payments.on(trx).cancelPendingPayments(current.id, now);
    const paymentAttempt = samePayment ? current.paymentAttempt : current.paymentAttempt + 1;
    if (!(await tx.replace(current.id, { ...draft, paymentAttempt }, now))) {
      throw conflict(fixedError('orders.orderClosed'));
    }
    const shortfall = await reserveStock(stock, source, current.id, draft.lines);
    return { id: current.id, shortfall, paymentAttempt, holdsMiles: samePayment };
  }

  /** On board, only what the aircraft carries can be handed over: the gifts it does not carry at all. */
  private async giftsNotOnBoard(placement: Placement, quote: CartQuote): Promise<ReadonlySet<number>> {
    if (placement.kind !== 'onboard') return new Set();
    const gifts = quote.usd.lines.filter((line) => line.isFreeOffer).map((line) => line.itemId);
    const carried = await this.deps.stock.carriedBy(placement.sector.flightId, gifts);
    return new Set(gifts.filter((itemId) => !carried.has(itemId)));
  }

  /**
   * The gateway's hosted page for the order's current attempt. The gateway answers one reference with one
   * session, and the payment is recorded only while the order is still on that attempt; a submit that
   * changed the order meanwhile moved it on, and the answer follows it. If the gateway cannot be reached,
   * the stock goes back.
   */
  private async openCardPayment(placed: OrderRecord): Promise<PlacedOrder> {
    const { orders, now } = this.deps;
    let order = placed;
    for (let moves = 0; moves < 3; moves++) {
      const reference = `${order.orderCode}-${order.paymentAttempt}`;
      const session = await this.checkoutSession(order, reference).catch(async (error: unknown) => {
        // The order was written, and holds stock the traveller cannot pay for now: it goes back.
        await withTransaction(this.deps.db, (trx) => this.deps.settlement.fail(trx, order, 'Error'));
        throw error;
      });
      const attempt = order.paymentAttempt;
      const current = await withTransaction(this.deps.db, async (trx) => {
        const tx = orders.on(trx);
        const locked = await tx.lockByCode(order.orderCode);
        if (!locked || !canMove('pay', locked.status) || locked.paymentAttempt !== attempt) return locked;
        const payment = this.pendingPayment(locked, session.sessionId, reference);
        await this.deps.payments.on(trx).insertPayment({ ...payment, orderId: locked.id }, now());
        return locked;
      });
      if (!current || !canMove('pay', current.status)) throw conflict(fixedError('orders.orderClosed'));
      if (current.paymentAttempt === attempt) return { order: current, paymentUrl: session.paymentUrl };
      order = current;
    }
    throw conflict(fixedError('orders.idempotencyKeyBusy'));
  }

  private async checkoutSession(order: SessionTerms, reference: string) {
    try {
      return await this.deps.gateway.createCheckout({
        reference,
        amountMinor: chargedMinor(order),
        currencyCode: order.currencyCode,
        language: order.language,
        description: paymentDescriptions[order.language](order),
        returnUrls: returnUrls(order.orderCode),
      });
    } catch (error) {
      this.deps.logger.error({ err: error, orderCode: order.orderCode }, 'payment gateway unavailable');
      throw new HttpProblem(502, fixedError('orders.paymentUnavailable'));
    }
  }
}

type OrderLine = CartQuote['usd']['lines'][number];

/** The lines an order is written with: the priced ones still sold, less the gifts left out. */
function orderLines(quote: CartQuote, giftsLeftOut: ReadonlySet<number>): OrderLine[] {
  return quote.usd.lines
    .filter((line) => quote.items.has(line.itemId))
    .filter((line) => !(line.isFreeOffer && giftsLeftOut.has(line.itemId)));
}

/** The lines as accrual on the money part reads them. */
function accrualLines(lines: readonly OrderLine[]) {
  return lines.map((line) => ({
    lineTotal: line.lineTotal,
    milesForAccrual: line.milesForAccrualTotal,
  }));
}

/** An unpaid card order whose new version charges the same amount, in the same currency, for the same flight. */
function sameCardPayment(current: OrderRecord, draft: OrderDraft): boolean {
  return (
    canMove('pay', current.status) &&
    current.paymentOption === 'Card' &&
    draft.paymentOption === 'Card' &&
    current.currencyId === draft.currencyId &&
    current.flightNumber === draft.flightNumber &&
    current.totalMiles === draft.totalMiles &&
    chargedMinor(current) === chargedMinor(draft)
  );
}
