import type { CabinOutcome, FlightPack, SeatPayment } from '@dutyfree/contracts';
import {
  type CabinRate,
  changeDueMinor,
  formatMoneyWithCode,
  fromMajor,
  isolate,
  toMajor,
} from '@dutyfree/pricing';
import type { OutboxEntry } from './crew-store.ts';

// The device's own view of the trolley and of the money taken at a seat: what it still holds by its own
// count, what this device sold from it, and the payment the crew is entering.

type TrolleySaleEntry = OutboxEntry & { action: { kind: 'trolleySale' } };

/** What became of a sale this device made: still waiting to send, or the server's outcome. */
export type SaleState = 'waiting' | CabinOutcome['outcome'];

/** This device's trolley sales on the flight, newest first. */
export function ownSales(pack: FlightPack, outbox: readonly OutboxEntry[]): TrolleySaleEntry[] {
  return outbox
    .filter(
      (entry): entry is TrolleySaleEntry =>
        entry.dutySessionId === pack.dutySessionId && entry.action.kind === 'trolleySale',
    )
    .sort((a, b) => b.seq - a.seq);
}

export function saleState(entry: OutboxEntry): SaleState {
  return entry.state === 'waiting' || !entry.outcome ? 'waiting' : entry.outcome.outcome;
}

/**
 * Units of each item the trolley still holds by this device's count: loaded, less what it sold. A sale
 * the server refused or held took nothing; one waiting, applied or listed as a conflict did.
 */
export function trolleyLeft(pack: FlightPack, outbox: readonly OutboxEntry[]): Map<number, number> {
  const left = new Map(pack.trolley.map((item) => [item.itemId, item.loaded]));
  for (const entry of ownSales(pack, outbox)) {
    if (['refused', 'held'].includes(saleState(entry))) continue;
    for (const line of entry.action.lines) {
      left.set(line.itemId, (left.get(line.itemId) ?? 0) - line.quantity);
    }
  }
  return left;
}

/**
 * The rates the device can take payments at: the pack's, each in micro-units per US dollar (a pack kept
 * by an earlier release of the app carries none, and then only the order's own currency is offered).
 */
export function packRates(pack: FlightPack): CabinRate[] {
  return pack.currencies.filter((currency) => Number.isSafeInteger(currency.usdRateMicros));
}

/** What the crew enters at the seat, as typed. */
export interface PaymentDraft {
  method: 'Cash' | 'Card';
  currencyCode: string;
  tendered: string;
  reference: string;
}

export const emptyPayment = (currencyCode: string): PaymentDraft => ({
  method: 'Cash',
  currencyCode,
  tendered: '',
  reference: '',
});

/** Cash received as minor units, or null while the field is empty or not a number. */
function tenderedMinor(draft: PaymentDraft): number | null {
  if (draft.tendered.trim() === '') return null;
  const tendered = Number(draft.tendered);
  return Number.isFinite(tendered) && tendered >= 0 ? fromMajor(tendered) : null;
}

/** The change for the cash received, 'short' when it does not cover the amount, null before any is typed. */
export function changeOf(draft: PaymentDraft, dueMinor: number): number | 'short' | null {
  const given = tenderedMinor(draft);
  if (given === null) return null;
  return changeDueMinor(dueMinor, given) ?? 'short';
}

/** The payment for the action once the draft is complete (cash covering the amount, or a reference). */
export function seatPaymentOf(draft: PaymentDraft, dueMinor: number): SeatPayment | null {
  const base = { method: draft.method, currencyCode: draft.currencyCode, amount: toMajor(dueMinor) };
  if (draft.method === 'Card') {
    const reference = draft.reference.trim();
    return reference === '' ? null : { ...base, terminalReference: reference };
  }
  const change = changeOf(draft, dueMinor);
  return typeof change === 'number' ? { ...base, tendered: toMajor(tenderedMinor(draft)!) } : null;
}

/** An amount as the crew reads it, '12.50 USD', kept whole inside a right-to-left sentence. */
export const money = (minor: number, currencyCode: string) =>
  isolate(formatMoneyWithCode(minor, currencyCode, { position: 'suffix' }));

/**
 * The cash this device took by currency (minor units): its trolley sales and Pay On-Board hand-overs paid
 * in cash, less those the server refused or held (no money changed hands for those).
 */
export function cashTaken(pack: FlightPack, outbox: readonly OutboxEntry[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const entry of outbox) {
    if (entry.dutySessionId !== pack.dutySessionId) continue;
    if (['refused', 'held'].includes(saleState(entry))) continue;
    const payment = 'payment' in entry.action ? entry.action.payment : undefined;
    if (payment?.method !== 'Cash') continue;
    taken.set(payment.currencyCode, (taken.get(payment.currencyCode) ?? 0) + fromMajor(payment.amount));
  }
  return taken;
}
