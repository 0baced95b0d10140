import { AGE_GATED_CATEGORIES, type Bag, type LoadLine, type StaffFlight } from '@dutyfree/contracts';
import { toMajor } from '@dutyfree/pricing';
import { csvFile } from '../../http/csv-file.ts';
import { airportTimeZone } from '../flights/flights.module.ts';
import { chargedMinor, handOverRefusal, orderUsdMinor } from '../orders/orders.module.ts';
import type { BagLineRecord, StaffFlightRecord } from './packing.repository.ts';
import { compareSeats } from './packing.rules.ts';

// The packing list's one mapping layer: the repository's rows in, the contracts' bags, load and CSV out.

export function toStaffFlight(flight: StaffFlightRecord): StaffFlight {
  return {
    flightId: flight.id,
    flightNumber: flight.flightNumber,
    origin: flight.origin,
    destination: flight.destination,
    departureAt: new Date(flight.departureAt).toISOString(),
    originTimeZone: airportTimeZone(flight.origin),
    arrivalAt: new Date(flight.arrivalAt).toISOString(),
    orderCount: flight.orderCount,
  };
}

/** One bag per order, in seat order (row, then letter; no seat last), then by order code. */
export function toBags(lines: readonly BagLineRecord[]): Bag[] {
  const byOrder = new Map<number, BagLineRecord[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return [...byOrder.values()]
    .map(toBag)
    .sort((a, b) => compareSeats(a.seatNumber, b.seatNumber) || a.orderCode.localeCompare(b.orderCode));
}

function toBag(lines: readonly BagLineRecord[]): Bag {
  const order = lines[0]!;
  const bagLines = lines.map((line) => ({
    itemId: line.itemId,
    itemCode: line.itemCode,
    name: line.itemName,
    names: line.itemNames,
    quantity: line.quantity,
    // The same rule the shop's age gate asks by: tobacco and liquor, except the codes the rules exempt.
    ageRestricted: AGE_GATED_CATEGORIES.includes(line.itemCategory) && !line.ageGateExempt,
  }));
  const handOver = order.handOver;
  return {
    orderCode: order.orderCode,
    kind: order.kind,
    status: order.status,
    seatNumber: order.seatNumber,
    passengerName: order.passengerName,
    lines: bagLines,
    idCheck: bagLines.some((line) => line.ageRestricted),
    collect:
      order.paymentOption === 'Cash On Board'
        ? {
            kind: 'onBoard',
            // What the payment page would have charged: each line converted at the order's fixed rate.
            amount: toMajor(chargedMinor({ usdRateMicros: order.usdRateMicros, lines })),
            currencyCode: order.currencyCode,
            usdAmount: toMajor(orderUsdMinor({ lines })),
          }
        : { kind: 'paid' },
    handOverRefusal: handOverRefusal(order.status),
    handOver: handOver && {
      outcome: handOver.outcome,
      at: new Date(handOver.at).toISOString(),
      staffName: handOver.staffName,
      ...(handOver.paymentMethod !== null &&
        handOver.paymentAmountMinor !== null && {
          payment: {
            method: handOver.paymentMethod as 'Cash' | 'Card',
            amount: toMajor(handOver.paymentAmountMinor),
            // Paid in another of the shop's currencies on board, or (NULL) in the order's own.
            currencyCode: handOver.paymentCurrency ?? order.currencyCode,
          },
        }),
    },
  };
}

/**
 * Units per item to pick from the warehouse: pre-orders only. On-board orders were sold from the
 * aircraft's own stock, already loaded, so the warehouse packs nothing for them.
 */
export function toLoad(lines: readonly BagLineRecord[]): LoadLine[] {
  const load = new Map<number, LoadLine>();
  for (const line of lines) {
    if (line.kind !== 'preorder') continue;
    const known = load.get(line.itemId);
    if (known) known.quantity += line.quantity;
    else
      load.set(line.itemId, {
        itemId: line.itemId,
        itemCode: line.itemCode,
        name: line.itemName,
        quantity: line.quantity,
      });
  }
  return [...load.values()].sort((a, b) => a.itemCode.localeCompare(b.itemCode));
}

const CSV_HEADER = ['Seat', 'Passenger', 'Order', 'Item code', 'Item', 'Quantity', 'ID check', 'Collect'];

/** One row per bag line, bags in seat order. */
export function toCsv(bags: readonly Bag[]): string {
  return csvFile([
    CSV_HEADER,
    ...bags.flatMap((bag) => {
      const collect =
        bag.collect.kind === 'paid' ? 'paid' : `${bag.collect.amount.toFixed(2)} ${bag.collect.currencyCode}`;
      return bag.lines.map((line) => [
        bag.seatNumber ?? '',
        bag.passengerName,
        bag.orderCode,
        line.itemCode,
        line.name,
        line.quantity,
        line.ageRestricted ? 'yes' : 'no',
        collect,
      ]);
    }),
  ]);
}
