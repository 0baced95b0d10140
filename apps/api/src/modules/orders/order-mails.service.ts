import type { Executor } from '../../db/transaction.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import type { HandOverTokens } from './hand-over-token.ts';
import { type OrderMailContext, type OrderMailKind, orderMail, orderMailKinds } from './order-mail.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';

// Every mail about an order is a durable job queued in the transaction of the change it tells of
// (decision 0053): it exists exactly when the change does, runs straight after the commit and is retried
// until sent. Its key names the order and the kind (and, for a rebooking, the flight), so that a change
// queued twice queues one job, and the mailer keeps one mail per key, so that a job run twice after a
// crash sends one mail.

export type OrderMailsDependencies = {
  orders: OrdersRepository;
  mailer: Mailer;
  jobs: JobRunner;
  /** Signs the token the QR code of a mail carries while the order waits to be handed over. */
  handOverTokens: HandOverTokens;
  /** Origin of the web app, for the order's link (and its QR code) in every mail. */
  publicBaseUrl: string;
};

/** `flightId` (and `departureAt`): the flight a rebooking moved the order to (and the time it was retimed to). */
type OrderMailJob = OrderMailContext & { orderId: number; flightId?: number; departureAt?: number };

/** The job kind of a mail: `orders.confirmationMail`, `orders.refundedMail` … */
const jobKind = (kind: OrderMailKind) => `orders.${kind}Mail`;

/** One mail of each kind per order; one rebooked mail per flight the ticket moved to, and per retime of it. */
const orderMailKey = (kind: OrderMailKind, orderCode: string, flightId?: number, departureAt?: number) =>
  [`${kind}-mail-${orderCode}`, flightId, departureAt].filter((part) => part !== undefined).join('-');

export class OrderMails {
  private readonly deps: OrderMailsDependencies;
  constructor(deps: OrderMailsDependencies) {
    this.deps = deps;
    for (const kind of orderMailKinds) {
      deps.jobs.handle<OrderMailJob>(jobKind(kind), (job) => this.send(kind, job));
    }
  }

  /**
   * Queues the mail of `kind` about `order` in the transaction `executor` belongs to; answers its key,
   * for `runNow` after the commit.
   */
  queue(
    executor: Executor,
    order: Pick<OrderRecord, 'id' | 'orderCode'>,
    kind: OrderMailKind,
    context: Omit<OrderMailJob, 'orderId'> = {},
  ): Promise<string> {
    return this.deps.jobs.enqueue<OrderMailJob>(executor, {
      kind: jobKind(kind),
      idempotencyKey: orderMailKey(kind, order.orderCode, context.flightId, context.departureAt),
      payload: { ...context, orderId: order.id },
    });
  }

  /**
   * The mails of an order that went through (paid, or to be paid on board): its confirmation and, when
   * the traveller confirmed that duty is due for goods over an allowance, the allowance warning.
   */
  async queueConfirmation(
    executor: Executor,
    order: Pick<OrderRecord, 'id' | 'orderCode' | 'dutyDueConfirmedAt'>,
  ): Promise<string[]> {
    const keys = [await this.queue(executor, order, 'confirmation')];
    if (order.dutyDueConfirmedAt !== null) keys.push(await this.queue(executor, order, 'allowanceWarning'));
    return keys;
  }

  /** Sends one mail under its job's key: a job run twice sends it once. */
  private async send(
    kind: OrderMailKind,
    { orderId, flightId, departureAt, ...context }: OrderMailJob,
  ): Promise<void> {
    const order = await this.deps.orders.findById(orderId);
    // An order gone from the database (only ever in tests that clear it) has nothing left to tell.
    if (!order) return;
    // While the bag waits for the crew, the mail's QR code is the one they scan (decision 0056).
    const handOverToken = this.deps.handOverTokens.ofOrder(order);
    await this.deps.mailer.send({
      to: order.email,
      language: order.language,
      dedupKey: orderMailKey(kind, order.orderCode, flightId, departureAt),
      ...(await orderMail(kind, order, this.deps.publicBaseUrl, {
        ...context,
        ...(handOverToken && { handOverToken }),
      })),
    });
  }
}
