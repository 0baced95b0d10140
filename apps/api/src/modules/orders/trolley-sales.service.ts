import type { Executor } from '../../db/transaction.ts';
import type { CustomerDirectory } from '../customers/customers.module.ts';
import type { JourneySector } from '../flights/flights.module.ts';
import { newOrderCode } from './order-code.ts';
import { orderTransitions } from './order-lifecycle.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { PaymentsRepository } from './payments.repository.ts';

// A sale from the trolley becomes an on-board order of the flight, like one a traveller placed over the
// cabin's Wi-Fi, except that it begins paid and handed over (the lifecycle's `sellAtSeat`): it then shows
// wherever an order does (the back office's search, the packing list, the traveller's account or tracking
// page when the ticket names an e-mail address). The cabin module writes it in the transaction that keeps
// the crew's action and takes the units off the trolley, so that a replayed action makes no second order.

/** What the crew sold at a seat, as the cabin module judged it. */
export type TrolleySaleOrder = {
  /** The crew action's idempotency key: the payment's too. */
  key: string;
  staffId: number;
  flight: { id: number; flightNumber: string; origin: string; destination: string; departureAt: number };
  seatNumber: string;
  /** The traveller's ticket on this flight, when the crew scanned or typed it. */
  ticket: Pick<JourneySector, 'ticketNumber' | 'passengerName' | 'email'> | null;
  passengerName: string | null;
  /** Priced in US cents, the catalogue's currency, like every order's lines. */
  lines: { itemId: number; quantity: number; unitPriceCents: number }[];
  payment: {
    method: 'Cash' | 'Card';
    currencyId: number;
    currencyCode: string;
    /** The rate fixed for the flight, at which the traveller paid. */
    usdRateMicros: number;
    /** Minor units of `currencyCode`. */
    amountMinor: number;
    terminalReference?: string;
  };
  /** Over an allowance, when the crew confirmed that the traveller was told duty is due. */
  dutyDueConfirmedAt: number | null;
  /** The version of the destination's customs rule that judged the sale (decision 0060). */
  customsRule: { destination: string; version: number } | null;
  at: number;
};

export type TrolleySaleDependencies = {
  orders: OrdersRepository;
  payments: PaymentsRepository;
  customers: CustomerDirectory;
};

/** Trolley sales made on-board orders, in the cabin's transaction. */
export class TrolleySaleOrders {
  private readonly deps: TrolleySaleDependencies;
  constructor(deps: TrolleySaleDependencies) {
    this.deps = deps;
  }

  /**
   * Whose the sale is: the shop account of the ticket's e-mail address, if any. Read before the caller's
   * transaction (SQLite has one connection, which the transaction holds).
   */
  async ownerOf(sale: Pick<TrolleySaleOrder, 'ticket'>): Promise<number | null> {
    const email = sale.ticket?.email;
    return (email && (await this.deps.customers.findByEmail(email))?.id) || null;
  }

  /**
   * Writes the sale's order (handed over), its payment and its hand-over in `executor`, the caller's
   * transaction, for the account `customerId` (`ownerOf`); answers the order number.
   */
  async record(executor: Executor, sale: TrolleySaleOrder, customerId: number | null): Promise<string> {
    const orders = this.deps.orders.on(executor);
    const orderCode = newOrderCode();
    const email = sale.ticket?.email ?? '';
    const totalCents = sale.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const orderId = await orders.insertSoldAtSeat(
      {
        orderCode,
        kind: 'onboard',
        paymentOption: 'Cash On Board',
        paymentStatus: 'Paid',
        customerId,
        memberId: null,
        customerName: sale.ticket?.passengerName || sale.passengerName || '',
        email,
        mobileNumber: null,
        language: 'en',
        currencyId: sale.payment.currencyId,
        usdRateMicros: sale.payment.usdRateMicros,
        subtotalCents: totalCents,
        discountCents: 0,
        totalCents,
        totalMiles: 0,
        accrualMiles: 0,
        promoPriceListId: null,
        flightId: sale.flight.id,
        flightNumber: sale.flight.flightNumber,
        origin: sale.flight.origin,
        destination: sale.flight.destination,
        departureAt: sale.flight.departureAt,
        ticketNumber: sale.ticket?.ticketNumber ?? '',
        seatNumber: sale.seatNumber,
        pickFrom: 'On Board',
        paymentExpiresAt: null,
        paymentAttempt: 1,
        dutyDueConfirmedAt: sale.dutyDueConfirmedAt,
        customsRule: sale.customsRule,
        soldAtSeat: true,
        lines: sale.lines.map((line) => ({
          itemId: line.itemId,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.unitPriceCents * line.quantity,
          totalMiles: 0,
          milesCents: 0,
          isFreeOffer: false,
        })),
      },
      sale.at,
    );
    const { payment } = sale;
    await this.deps.payments.on(executor).insertPayment(
      {
        orderId,
        provider: payment.method === 'Card' ? 'aircraft-terminal' : 'cabin-cash',
        // The terminal's reference, kept with the order's number (a reference typed twice stays apart).
        providerReference: `${orderCode}:${payment.terminalReference ?? 'cash'}`,
        idempotencyKey: `cabin:${sale.key}`,
        amountCents: payment.amountMinor,
        currencyCode: payment.currencyCode,
        status: 'Paid',
      },
      sale.at,
    );
    await orders.insertHandOver(orderId, {
      outcome: orderTransitions.sellAtSeat.to,
      staffId: sale.staffId,
      at: sale.at,
      paymentMethod: payment.method,
      paymentAmountMinor: payment.amountMinor,
      paymentCurrency: null,
    });
    return orderCode;
  }
}
