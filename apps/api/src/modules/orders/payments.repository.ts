import type { PaymentStatus } from '@dutyfree/contracts';
import type { Expression } from 'kysely';
import { afterCommit, type Executor } from '../../db/transaction.ts';
import { type PaymentTransitionName, paymentTransitions } from './payment-lifecycle.ts';

export type PaymentRecord = {
  id: number;
  orderId: number;
  provider: string;
  providerReference: string;
  status: PaymentStatus;
};

/** A payment attempt as an order's history shows it: the amount charged (minor units of its currency) and when. */
export type PaymentAttemptRecord = PaymentRecord & {
  amountCents: number;
  currencyCode: string;
  createdAt: number;
  updatedAt: number;
};

/** A card payment to record for an order, before the order has an id: its attempt's key and amount. */
export type NewPayment = Omit<PaymentRecord, 'id' | 'orderId'> & {
  idempotencyKey: string;
  amountCents: number;
  currencyCode: string;
};

/**
 * A card payment about to be recorded, for the order of id `orderId` (a value, or the statement's own).
 * Lent to the orders repository, whose one statement on PostgreSQL writes a new order with its payment.
 */
export function paymentColumns(orderId: number | Expression<number>, payment: NewPayment, now: number) {
  return {
    order_id: orderId,
    provider: payment.provider,
    provider_reference: payment.providerReference,
    idempotency_key: payment.idempotencyKey,
    amount_cents: payment.amountCents,
    currency_code: payment.currencyCode,
    status: payment.status,
    created_at: now,
    updated_at: now,
  };
}

/** Who is told of each gateway event recorded, once committed (the shop's metrics). */
type GatewayEventWatch = { gatewayEvent(type: string): void };

const unwatched: GatewayEventWatch = { gatewayEvent() {} };

/** The card payments of orders, their statuses by the payment lifecycle, and the gateway's events. */
export class PaymentsRepository {
  private readonly db: Executor;
  private readonly watch: GatewayEventWatch;
  constructor(db: Executor, watch: GatewayEventWatch = unwatched) {
    this.db = db;
    this.watch = watch;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): PaymentsRepository {
    return new PaymentsRepository(executor, this.watch);
  }

  async insertPayment(payment: NewPayment & { orderId: number }, now: number): Promise<void> {
    await this.db
      .insertInto('payment')
      .values(paymentColumns(payment.orderId, payment, now))
      // Submits racing on one attempt all record the one session the gateway gave them.
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  }

  async findPayment(provider: string, providerReference: string): Promise<PaymentRecord | undefined> {
    const row = await this.db
      .selectFrom('payment')
      .select(['id', 'order_id', 'provider', 'provider_reference', 'status'])
      .where('provider', '=', provider)
      .where('provider_reference', '=', providerReference)
      .executeTakeFirst();
    return row && toPayment(row);
  }

  async findPaymentById(paymentId: number): Promise<PaymentRecord | undefined> {
    const row = await this.db
      .selectFrom('payment')
      .select(['id', 'order_id', 'provider', 'provider_reference', 'status'])
      .where('id', '=', paymentId)
      .executeTakeFirst();
    return row && toPayment(row);
  }

  /** The order's payment attempts still waiting on the gateway. */
  async pendingPaymentsOf(orderId: number): Promise<PaymentRecord[]> {
    const rows = await this.db
      .selectFrom('payment')
      .select(['id', 'order_id', 'provider', 'provider_reference', 'status'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'Pending')
      .execute();
    return rows.map(toPayment);
  }

  /**
   * Card payment attempts still waiting on the gateway, and those the shop gave up on since `cancelledSince`
   * (a changed order's earlier attempt, an abandoned one), whose page the traveller may still have paid,
   * whatever their order, in id order after `afterId`: a starting process asks the gateway about each.
   */
  async openPaymentsAfter(
    provider: string,
    cancelledSince: number,
    afterId: number,
    limit: number,
  ): Promise<PaymentRecord[]> {
    const rows = await this.db
      .selectFrom('payment')
      .select(['id', 'order_id', 'provider', 'provider_reference', 'status'])
      .where('provider', '=', provider)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'Pending'),
          eb.and([eb('status', '=', 'Cancelled'), eb('updated_at', '>=', cancelledSince)]),
        ]),
      )
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toPayment);
  }

  /** The order's payment whose money was taken, if any. */
  async paidPaymentOf(orderId: number): Promise<PaymentRecord | undefined> {
    const row = await this.db
      .selectFrom('payment')
      .select(['id', 'order_id', 'provider', 'provider_reference', 'status'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'Paid')
      .executeTakeFirst();
    return row && toPayment(row);
  }

  /**
   * Makes a transition of the payment lifecycle: only from the transition's from-states, so that racing
   * processes make it once. False when the payment was in none of them.
   */
  async move(paymentId: number, transition: PaymentTransitionName, now: number): Promise<boolean> {
    const { from, to } = paymentTransitions[transition];
    const result = await this.db
      .updateTable('payment')
      .set({ status: to, updated_at: now })
      .where('id', '=', paymentId)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every payment attempt of the order, oldest first, whatever became of it, with its amount and times. */
  async paymentsOf(orderId: number): Promise<PaymentAttemptRecord[]> {
    const rows = await this.db
      .selectFrom('payment')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      ...toPayment(row),
      amountCents: row.amount_cents,
      currencyCode: row.currency_code,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }

  /** Abandons every payment attempt of the order still waiting on the gateway (the lifecycle's `abandon`). */
  async cancelPendingPayments(orderId: number, now: number): Promise<void> {
    const { from, to } = paymentTransitions.abandon;
    await this.db
      .updateTable('payment')
      .set({ status: to, updated_at: now })
      .where('order_id', '=', orderId)
      .where('status', 'in', from)
      .execute();
  }

  /** Records a gateway event once; false when it had been recorded before (a replayed webhook). */
  async recordEvent(eventId: string, paymentId: number, type: string, now: number): Promise<boolean> {
    const result = await this.db
      .insertInto('payment_event')
      .values({ event_id: eventId, payment_id: paymentId, status: type, received_at: now })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    const recorded = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    if (recorded) afterCommit(this.db, () => this.watch.gatewayEvent(type));
    return recorded;
  }
}

function toPayment(row: {
  id: number;
  order_id: number;
  provider: string;
  provider_reference: string;
  status: string;
}): PaymentRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    provider: row.provider,
    providerReference: row.provider_reference,
    status: row.status as PaymentStatus,
  };
}
