import type { CartRevisionsRepository } from './cart-revisions.repository.ts';

type Line = { itemId: number; quantity: number };

/** The lines written the one way they are kept: "itemId×quantity", by item, so equal carts compare equal. */
function linesKey(lines: readonly Line[]): string {
  return [...lines]
    .sort((a, b) => a.itemId - b.itemId || a.quantity - b.quantity)
    .map((line) => `${line.itemId}×${line.quantity}`)
    .join(',');
}

function keptLines(key: string): Map<number, number> {
  if (key === '') return new Map();
  return new Map(
    key.split(',').map((line) => {
      const [itemId, quantity] = line.split('×');
      return [Number(itemId), Number(quantity)];
    }),
  );
}

/**
 * The browser keeps the cart; the server keeps what each cart held when last priced with its id, and a
 * revision raised at every change. A checkout sends the revision it was shown: a cart changed since (a
 * line taken out in another screen or tab, then Back to the old checkout) must not be sold as it was.
 */
export class CartRevisionsService {
  private readonly revisions: CartRevisionsRepository;
  private readonly now: () => number;
  constructor(revisions: CartRevisionsRepository, now: () => number) {
    this.revisions = revisions;
    this.now = now;
  }

  /** These lines are the whole cart now: its revision, raised when they differ from those noted before. */
  note(cartId: string, lines: readonly Line[]): Promise<number> {
    return this.revisions.note(cartId, linesKey(lines), this.now());
  }

  /**
   * True when the cart is still at the revision shown and holds each of the lines in the same quantity
   * (a checkout may take only the lines selected in the cart).
   */
  async holds(cartId: string, revision: number, lines: readonly Line[]): Promise<boolean> {
    const current = await this.revisions.find(cartId);
    if (!current || current.revision !== revision) return false;
    const kept = keptLines(current.lines);
    return lines.every((line) => kept.get(line.itemId) === line.quantity);
  }

  /** Remembers the order placed from the cart: sending the cart again while it waits for payment is refused. */
  orderPlaced(cartId: string, orderCode: string): Promise<void> {
    return this.revisions.orderPlaced(cartId, orderCode);
  }

  /** The last order placed from the cart, if any. */
  async lastOrder(cartId: string): Promise<string | null> {
    return (await this.revisions.find(cartId))?.orderCode ?? null;
  }
}
