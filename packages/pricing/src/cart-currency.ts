import type { AppliedBundle } from './bundle.ts';
import { assertUsdRateMicros, convertFromUsd } from './currency-conversion.ts';
import { sumMinor } from './money.ts';
import type { CartLine, PricedCart } from './price-cart.ts';

function convertLine<Line extends CartLine>(line: Line, usdRateMicros: number): Line {
  const convert = (usdCents: number) => convertFromUsd(usdCents, usdRateMicros);
  const listTotal = convert(line.listTotal);
  const lineTotal = convert(line.lineTotal);
  const converted = {
    ...line,
    listUnitPrice: convert(line.listUnitPrice),
    unitPrice: convert(line.unitPrice),
    listTotal,
    lineTotal,
    // Derived from the converted totals rather than converted itself, so each shown line adds up.
    discount: listTotal - lineTotal,
  };
  return 'bundleCharge' in line ? { ...converted, bundleCharge: convert(line.bundleCharge) } : converted;
}

function convertBundle(bundle: AppliedBundle, usdRateMicros: number): AppliedBundle {
  const charges = bundle.charges.map((share) => ({
    ...share,
    charge: convertFromUsd(share.charge, usdRateMicros),
  }));
  return { ...bundle, charges, amount: sumMinor(charges.map((share) => share.charge)) };
}

/**
 * The cart in another currency for display. Every line amount is converted from USD and rounded once;
 * the cart totals are then the sums of the converted lines, so what the traveller sees adds up (at the
 * cost of at most half a minor unit per line against converting the USD total directly).
 */
export function convertCart(cart: PricedCart, usdRateMicros: number): PricedCart {
  assertUsdRateMicros(usdRateMicros);
  const lines = cart.lines.map((line) => convertLine(line, usdRateMicros));
  const paid = lines.filter((line) => !line.isFreeOffer);
  return {
    ...cart,
    lines,
    bundles: cart.bundles.map((bundle) => convertBundle(bundle, usdRateMicros)),
    subtotal: sumMinor(paid.map((line) => line.listTotal)),
    discountTotal: sumMinor(paid.map((line) => line.discount)),
    total: sumMinor(lines.map((line) => line.lineTotal)),
  };
}
