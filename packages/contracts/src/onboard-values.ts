// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const onBoardMessages = {
  flightNotFound: 'There is no such flight.',
  ticketNotOnFlight: 'This ticket is not booked on this flight.',
  notYetOpen:
    'On-board ordering for this flight has not opened yet. You can pre-order until 24 hours before departure.',
  landed: 'This flight has landed: on-board ordering is closed.',
  seatNumberRequired: 'Seat Number field is required.',
} as const;

export function notEnoughOnBoardMessage(itemName: string, available: number): string {
  return available === 0
    ? `${itemName} is no longer available on this flight. Please remove it from your cart.`
    : `Only ${available} of ${itemName} left on this flight. Please lower the quantity.`;
}
