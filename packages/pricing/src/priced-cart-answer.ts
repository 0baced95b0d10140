import { toMajor } from './money.ts';
import type { CartLine, PricedCart } from './price-cart.ts';
import type { ItemId } from './priced-item.ts';

/** One line of a priced cart as the shop's screens read it: amounts in major units, the product as shown. */
export interface PricedCartAnswerLine<ShownItem> {
  itemId: ItemId;
  item: ShownItem | null;
  quantity: number;
  isFreeOffer: boolean;
  offeredByItemId: ItemId | null;
  appliedRule: CartLine['appliedRule'];
  listUnitPrice: number;
  unitPrice: number;
  listTotal: number;
  lineTotal: number;
  discount: number;
  bundleUnits: number;
  milesForRedeem: number;
  milesForAccrual: number;
}

export interface PricedCartAnswer<ShownItem> {
  lines: PricedCartAnswerLine<ShownItem>[];
  subtotal: number;
  discountTotal: number;
  total: number;
  itemCount: number;
  totalMilesForRedeem: number;
  totalMilesForAccrual: number;
}

/**
 * A priced cart (minor units of the currency it is shown in) in the shape the cart answer carries. The
 * server's answer and the browser's live price both come from here, so the two can only differ in the
 * prices, never in how a line is read. `shownItem` gives the product as the shop shows it (null: not
 * described yet, or no longer sold).
 */
export function pricedCartAnswer<ShownItem>(
  cart: PricedCart,
  shownItem: (itemId: ItemId) => ShownItem | null,
): PricedCartAnswer<ShownItem> {
  return {
    lines: cart.lines.map((line) => ({
      itemId: line.itemId,
      item: shownItem(line.itemId),
      quantity: line.quantity,
      isFreeOffer: line.isFreeOffer,
      offeredByItemId: line.isFreeOffer ? line.offeredByItemId : null,
      appliedRule: line.appliedRule,
      listUnitPrice: toMajor(line.listUnitPrice),
      unitPrice: toMajor(line.unitPrice),
      listTotal: toMajor(line.listTotal),
      lineTotal: toMajor(line.lineTotal),
      discount: toMajor(line.discount),
      bundleUnits: line.isFreeOffer ? 0 : line.bundleUnits,
      milesForRedeem: line.milesForRedeemTotal,
      milesForAccrual: line.milesForAccrualTotal,
    })),
    subtotal: toMajor(cart.subtotal),
    discountTotal: toMajor(cart.discountTotal),
    total: toMajor(cart.total),
    itemCount: cart.itemCount,
    totalMilesForRedeem: cart.totalMilesForRedeem,
    totalMilesForAccrual: cart.totalMilesForAccrual,
  };
}
