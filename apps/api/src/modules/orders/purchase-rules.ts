// The purchase rules the add-to-cart questions only ask about, enforced for every order kind before
// anything is written: the browser's dialog is a courtesy, this is the rule.

/** The airport an order's goods are flown to, as far as the purchase rules care. */
export type DestinationAirport = { isEu: boolean };

/** The lines that may not fly there: the EU-banned cosmetics (as read at checkout) on a flight landing in the EU. */
export function euBannedLines<Line extends { itemCode: string }>(
  lines: readonly Line[],
  destinationAirport: DestinationAirport,
  euBannedCodes: ReadonlySet<string>,
): Line[] {
  return destinationAirport.isEu ? lines.filter((line) => euBannedCodes.has(line.itemCode)) : [];
}
