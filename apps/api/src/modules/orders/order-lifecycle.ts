import type { HandOverRefusal, OrderStatus, PaymentOption } from '@dutyfree/contracts';

// The order's life, as one table. Every status change names a transition of this table; the repository
// makes it with a conditional update on the transition's from-states, so that two racing changes (a late
// webhook and the abandoned-payment sweep, two crew members, a cancel and a payment) cannot both win.
// What an order may still do (be paid again, be cancelled, give stock back) is read from the table too.

type Transition = {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  /** The goods the order held go back to stock as it moves. */
  readonly returnsStock: boolean;
};

export const orderTransitions = {
  /** The card gateway or the miles ledger confirmed the payment. */
  pay: { from: ['PendingPayment'], to: 'Confirmed', returnsStock: false },
  /** The payment was declined or failed: the stock goes back and the traveller may pay again. */
  failPayment: { from: ['PendingPayment'], to: 'PaymentFailed', returnsStock: true },
  /** Nobody paid within the payment window. */
  expire: { from: ['PendingPayment'], to: 'Expired', returnsStock: true },
  /** The traveller changed an unpaid order and pays again (by card or miles); its stock is taken anew. */
  resubmit: { from: ['PendingPayment', 'PaymentFailed'], to: 'PendingPayment', returnsStock: false },
  /** The same, paying on board: nothing is left to pay before the flight. */
  resubmitPayOnBoard: { from: ['PendingPayment', 'PaymentFailed'], to: 'Confirmed', returnsStock: false },
  /** Cancelled by the traveller before the cut-off; any money taken goes back. */
  cancel: { from: ['PendingPayment', 'Confirmed'], to: 'Cancelled', returnsStock: true },
  /** The crew handed the goods over at the seat. */
  deliver: { from: ['Confirmed'], to: 'Delivered', returnsStock: false },
  /** The traveller did not collect the goods: they go back to stock and any money taken goes back. */
  markNotCollected: { from: ['Confirmed'], to: 'NotCollected', returnsStock: true },
  /**
   * A sale from the trolley: the order begins here, paid at the seat and handed over as it is made (no
   * status comes before it). Its units left the trolley with the crew's action, so none go back.
   */
  sellAtSeat: { from: [], to: 'Delivered', returnsStock: false },
} as const satisfies Record<string, Transition>;

export type OrderTransitionName = keyof typeof orderTransitions;

const transitions: readonly Transition[] = Object.values(orderTransitions);

/** The status a new order starts in: paying on board leaves nothing to pay before the flight. */
export function initialStatus(paymentOption: PaymentOption): OrderStatus {
  return paymentOption === 'Cash On Board' ? 'Confirmed' : 'PendingPayment';
}

/** How a changed unpaid order moves on, by the same rule. */
export function resubmission(paymentOption: PaymentOption): OrderTransitionName {
  return paymentOption === 'Cash On Board' ? 'resubmitPayOnBoard' : 'resubmit';
}

export function canMove(name: OrderTransitionName, status: OrderStatus): boolean {
  return (orderTransitions[name].from as readonly OrderStatus[]).includes(status);
}

/** The order holds stock: some way out of its status gives the goods back. */
export function holdsStock(status: OrderStatus): boolean {
  return transitions.some((transition) => transition.returnsStock && transition.from.includes(status));
}

/** An unpaid order that the traveller may change and pay again. */
export function isEditable(status: OrderStatus): boolean {
  return canMove('resubmit', status);
}

/** The order waits for its payment: the gateway's or the miles ledger's answer moves it on. */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return canMove('pay', status);
}

/** The order went through (paid, or to be paid on board) and waits for the crew to hand it over. */
export function isConfirmed(status: OrderStatus): boolean {
  return canMove('deliver', status);
}

/** The order was cancelled. */
export function isCancelled(status: OrderStatus): boolean {
  return status === orderTransitions.cancel.to;
}

/** No transition leaves the status: the order is over. */
export function isFinal(status: OrderStatus): boolean {
  return !transitions.some((transition) => transition.from.includes(status));
}

/**
 * Orders that count as trade: confirmed (paid, or to be paid on board) and those handed over. Pending,
 * failed, expired, cancelled and not-collected orders brought nothing in.
 */
export const tradeStatuses: readonly OrderStatus[] = [orderTransitions.pay.to, orderTransitions.deliver.to];

/** Orders the crew hands over at the seat, or has: a flight's bags. */
export const handOverStatuses: readonly OrderStatus[] = [
  ...orderTransitions.deliver.from,
  orderTransitions.deliver.to,
  orderTransitions.markNotCollected.to,
];

/** Why the crew cannot hand over (or mark) a bag in this status; null when they can. */
export function handOverRefusal(status: OrderStatus): HandOverRefusal | null {
  if (canMove('deliver', status)) return null;
  if (status === orderTransitions.deliver.to) return 'handedOver';
  if (status === orderTransitions.markNotCollected.to) return 'notCollected';
  if (status === orderTransitions.cancel.to) return 'cancelled';
  return 'notPaid';
}
