import type { Bag, CabinReason } from '@dutyfree/contracts';
import type { OutboxEntry } from './crew-store.ts';

/** What the crew sees of a bag: the server's word, or the device's own later action on it. */
export type BagState =
  | { kind: 'open' }
  | { kind: 'done'; as: 'handOver' | 'notCollected' }
  | { kind: 'pending'; as: 'handOver' | 'notCollected' }
  | { kind: 'answered'; outcome: 'refused' | 'conflict' | 'held'; reason?: CabinReason };

/**
 * The device's latest action on the bag wins over the kept pack (the server's view when the flight was taken
 * or last pulled): the crew's own hand-over shows at once, as waiting until the server answered it.
 */
export function bagState(bag: Bag, outbox: readonly OutboxEntry[]): BagState {
  const own = outbox
    .filter((entry) => 'orderCode' in entry.action && entry.action.orderCode === bag.orderCode)
    .sort((a, b) => b.seq - a.seq)[0];
  if (own) {
    const as = own.action.kind === 'handOver' ? 'handOver' : 'notCollected';
    if (own.state === 'waiting' || !own.outcome) return { kind: 'pending', as };
    const { outcome, reason } = own.outcome;
    if (outcome === 'applied' || outcome === 'waiting') return { kind: 'done', as };
    return { kind: 'answered', outcome, reason };
  }
  if (bag.handOver)
    return { kind: 'done', as: bag.handOver.outcome === 'Delivered' ? 'handOver' : 'notCollected' };
  return { kind: 'open' };
}

/** Finds bags by seat, traveller's name or order code, as the crew types them. */
export function matchesBag(bag: Bag, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [bag.seatNumber ?? '', bag.passengerName, bag.orderCode].some((field) =>
    field.toLowerCase().includes(wanted),
  );
}

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/**
 * The bags of a scanned boarding pass, from the pack on the device (no network): the traveller's last name is
 * in the bag's passenger name and the seat is the bag's (leading zeros aside); a pass without a seat finds by
 * name alone. BCBP writes names in capitals without accents, so both sides are compared folded.
 */
export function bagsOfPass(bags: readonly Bag[], pass: { lastName: string; seat: string | null }): Bag[] {
  const lastName = folded(pass.lastName);
  const seat = pass.seat?.replace(/^0+(?=\d)/, '').toUpperCase() ?? null;
  return bags.filter((bag) => {
    const words = folded(bag.passengerName).split(/[\s-]+/);
    if (!words.includes(lastName) && !folded(bag.passengerName).includes(lastName)) return false;
    return seat === null || bag.seatNumber?.replace(/^0+(?=\d)/, '').toUpperCase() === seat;
  });
}
