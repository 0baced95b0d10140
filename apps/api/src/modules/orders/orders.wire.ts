import type { PaymentSummary } from '@dutyfree/contracts';
import { convertFromUsd, toMajor } from '@dutyfree/pricing';
import { inLanguage, type ShopLanguage } from '../catalog/catalog.module.ts';
import { airportTimeZone } from '../flights/flights.module.ts';
import { isAwaitingPayment, isCancelled, isConfirmed } from './order-lifecycle.ts';
import type { OrderRecord } from './orders.repository.ts';

// The orders' one mapping layer: an order in USD cents in, the payment summary in the order's own
// currency out, at the rate fixed when it was placed.

/**
 * Each line is converted and rounded once and the total is their sum, which is exactly what the payment
 * page charged; the subtotal is derived from it so that subtotal − discount = total as shown.
 */
export function toPaymentSummary(
  order: OrderRecord,
  isCancellable: boolean,
  language: ShopLanguage,
  handOverToken: string | null = null,
): PaymentSummary {
  const convert = (usdCents: number) => convertFromUsd(usdCents, order.usdRateMicros);
  const total = order.lines.reduce((sum, line) => sum + convert(line.totalPriceCents), 0);
  const discount = convert(order.discountCents);
  return {
    orderCode: order.orderCode,
    transactionDate: new Date(order.createdAt).toISOString(),
    customerName: order.customerName,
    paymentOption: order.paymentOption,
    paymentStatus: order.paymentStatus,
    orderStatus: order.status,
    currency: order.currencyCode,
    subtotalPrice: toMajor(total + discount),
    discount: toMajor(discount),
    totalPrice: toMajor(total),
    totalPriceForRedemptionInMiles: order.totalMiles,
    totalPaidInMoney: toMajor(order.paymentOption === 'Miles' ? 0 : chargedMinor(order)),
    flightNumber: order.flightNumber,
    origin: order.origin,
    destination: order.destination,
    departureDate: new Date(order.departureAt).toISOString(),
    originTimeZone: airportTimeZone(order.origin),
    ticketNumber: order.ticketNumber,
    seatNumber: order.seatNumber,
    pickFrom: order.pickFrom,
    isOnBoard: order.kind === 'onboard',
    isCancellable,
    awaitingPayment: isAwaitingPayment(order.status),
    confirmed: isConfirmed(order.status),
    cancelled: isCancelled(order.status),
    reasonOfCancellation: order.cancelReason,
    orderItemRes: order.lines.map((line) => ({
      itemId: line.itemId,
      itemName: inLanguage(line.itemName, line.itemNameTranslations, language),
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      unitPrice: toMajor(convert(line.unitPriceCents)),
      totalPrice: toMajor(convert(line.totalPriceCents)),
      totalPriceForRedemptionInMiles: line.totalMiles,
      isFreeOffer: line.isFreeOffer,
    })),
    handOverToken,
  };
}

/**
 * A line's price and, in an order paid in miles and money, the part of it its miles cover (0 or absent
 * otherwise): what is left is paid in money.
 */
type PricedOrderLine = { totalPriceCents: number; milesCents?: number };

/**
 * What is paid in money in US cents, before any conversion: what an on-board payment in another currency
 * converts. The whole order, less the part miles cover in an order paid in miles and money.
 */
export function orderUsdMinor(order: { lines: readonly PricedOrderLine[] }): number {
  return order.lines.reduce((sum, line) => sum + line.totalPriceCents - (line.milesCents ?? 0), 0);
}

/**
 * The amount the gateway (or the crew) charges, in minor units of the order's currency: each line's money
 * part converted and rounded once (the pricing package's `moneyInCurrency`), so the summary's total when
 * no miles are spent.
 */
export function chargedMinor(
  order: Pick<OrderRecord, 'usdRateMicros'> & { lines: readonly PricedOrderLine[] },
): number {
  return order.lines.reduce(
    (sum, line) => sum + convertFromUsd(line.totalPriceCents - (line.milesCents ?? 0), order.usdRateMicros),
    0,
  );
}
