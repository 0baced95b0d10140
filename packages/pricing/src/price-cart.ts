import { type AppliedBundle, applyBundles } from './bundle.ts';
import { type Minor, sumMinor } from './money.ts';
import { type AppliedRule, type PricedLine, priceLine } from './price-line.ts';
import type { PriceList } from './price-list.ts';
import type { ItemId, PricedItem } from './priced-item.ts';

export type CartLineInput = {
  item: PricedItem;
  quantity: number;
};

export type CartInput = {
  lines: readonly CartLineInput[];
  priceList?: PriceList | null;
  /** Lets a gift line carry its product; a gift missing from it is still given, with `item: null`. */
  itemsById?: ReadonlyMap<ItemId, PricedItem>;
};

type CartLineAmounts = {
  itemId: ItemId;
  quantity: number;
  listUnitPrice: Minor;
  /** The unit price of the units outside bundles. */
  unitPrice: Minor;
  listTotal: Minor;
  lineTotal: Minor;
  discount: Minor;
  milesForRedeemTotal: number;
  milesForAccrualTotal: number;
};

export type PaidCartLine = CartLineAmounts & {
  isFreeOffer: false;
  item: PricedItem;
  appliedRule: AppliedRule;
  /** Units charged through price-list bundles, and the share of the bundle amounts they carry. */
  bundleUnits: number;
  bundleCharge: Minor;
};

/** A buy-get gift: price 0, list value 0 and no miles, so it never changes a total. */
export type FreeOfferLine = CartLineAmounts & {
  isFreeOffer: true;
  item: PricedItem | null;
  appliedRule: 'buyGet';
  offeredByItemId: ItemId;
};

export type CartLine = PaidCartLine | FreeOfferLine;

export type PricedCart = {
  lines: CartLine[];
  bundles: AppliedBundle[];
  /** Sum of the list totals (currentPrice × quantity) of the paid lines. */
  subtotal: Minor;
  discountTotal: Minor;
  /** Sum of the line totals; equals subtotal − discountTotal. */
  total: Minor;
  /** Units the traveller chose; gifts are not counted. */
  itemCount: number;
  totalMilesForRedeem: number;
  totalMilesForAccrual: number;
};

/** The cart is keyed by item id (SPEC §3), so a repeated item is one line with the quantities added. */
function mergeByItem(lines: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<ItemId, CartLineInput>();
  for (const line of lines) {
    const existing = merged.get(line.item.id);
    merged.set(line.item.id, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

function bundleShares(bundles: readonly AppliedBundle[]): Map<ItemId, { units: number; charge: Minor }> {
  const shares = new Map<ItemId, { units: number; charge: Minor }>();
  for (const { itemId, units, charge } of bundles.flatMap((bundle) => bundle.charges)) {
    const share = shares.get(itemId) ?? { units: 0, charge: 0 };
    shares.set(itemId, { units: share.units + units, charge: share.charge + charge });
  }
  return shares;
}

function paidLine(item: PricedItem, priced: PricedLine, share = { units: 0, charge: 0 }): PaidCartLine {
  const { freeLine: _gift, ...amounts } = priced;
  const lineTotal = (priced.quantity - share.units) * priced.unitPrice + share.charge;
  return {
    ...amounts,
    isFreeOffer: false,
    item,
    bundleUnits: share.units,
    bundleCharge: share.charge,
    lineTotal,
    discount: priced.listTotal - lineTotal,
  };
}

function freeOfferLine(
  priced: PricedLine,
  itemsById: ReadonlyMap<ItemId, PricedItem> | undefined,
): CartLine[] {
  const gift = priced.freeLine;
  if (!gift) return [];
  return [
    {
      isFreeOffer: true,
      itemId: gift.itemId,
      item: itemsById?.get(gift.itemId) ?? null,
      quantity: gift.quantity,
      appliedRule: 'buyGet',
      offeredByItemId: priced.itemId,
      listUnitPrice: 0,
      unitPrice: 0,
      listTotal: 0,
      lineTotal: 0,
      discount: 0,
      milesForRedeemTotal: 0,
      milesForAccrualTotal: 0,
    },
  ];
}

/**
 * Prices a whole cart: each line by its lowest rule, then price-list bundles across lines, then buy-get
 * gifts right after the line that earned them. All amounts are USD minor units; convert at the edge.
 */
export function priceCart({ lines, priceList = null, itemsById }: CartInput): PricedCart {
  const inputs = mergeByItem(lines);
  const priced = inputs.map(({ item, quantity }) => priceLine({ item, quantity, priceList }));
  const bundles = priceList ? applyBundles(priceList.bundles, priced) : [];
  const shares = bundleShares(bundles);
  const cartLines = inputs.flatMap(({ item }, index) => {
    const line = priced[index]!;
    return [paidLine(item, line, shares.get(item.id)), ...freeOfferLine(line, itemsById)];
  });
  const paid = cartLines.filter((line) => !line.isFreeOffer);
  return {
    lines: cartLines,
    bundles,
    subtotal: sumMinor(
      paid.map((line) => line.listTotal),
      'subtotal',
    ),
    discountTotal: sumMinor(
      paid.map((line) => line.discount),
      'discount total',
    ),
    total: sumMinor(
      cartLines.map((line) => line.lineTotal),
      'total',
    ),
    itemCount: sumMinor(
      paid.map((line) => line.quantity),
      'item count',
    ),
    totalMilesForRedeem: sumMinor(
      paid.map((line) => line.milesForRedeemTotal),
      'miles',
    ),
    totalMilesForAccrual: sumMinor(
      paid.map((line) => line.milesForAccrualTotal),
      'miles',
    ),
  };
}
