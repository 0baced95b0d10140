import type { PricedCartLine } from '@dutyfree/contracts';
import { fromMajor, toMajor } from '@dutyfree/pricing';

/** How a line's total comes about: list total − offer saving − bundle saving = line total, to the cent. */
export interface LineBreakdown {
  listTotal: number;
  /** What the line's running offer, volume tier, sales rate or promotion code takes off. */
  offerSaving: number;
  /** What the price-list bundle the line belongs to takes off, on top. */
  bundleSaving: number;
  lineTotal: number;
}

/**
 * The engine gives a line's discount as one sum; a bundle line is charged below its unit price, and that
 * difference is the bundle's part. Worked in minor units, and the offer's part is what remains, so the
 * shown rows add up exactly even where a converted unit price was rounded.
 */
export function lineBreakdown(line: PricedCartLine): LineBreakdown {
  const discount = fromMajor(line.discount);
  const beforeBundle = fromMajor(line.unitPrice) * line.quantity;
  const bundleSaving =
    line.bundleUnits > 0 ? Math.min(discount, Math.max(0, beforeBundle - fromMajor(line.lineTotal))) : 0;
  return {
    listTotal: line.listTotal,
    offerSaving: toMajor(discount - bundleSaving),
    bundleSaving: toMajor(bundleSaving),
    lineTotal: line.lineTotal,
  };
}
