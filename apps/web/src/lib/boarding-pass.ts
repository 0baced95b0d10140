// What the shop and the crew app take from an IATA bar-coded boarding pass (BCBP, Resolution 792), read by
// `read-boarding-pass.ts`: the traveller's name, the first leg's flight, date and seat, and the 13-digit ticket
// number (the airline's numeric code and the document's serial, both in the leg's conditional section, which
// a pass may leave out). Anything else a scanner reads (a shop's QR code, a parcel's label) is not a pass.

export interface BoardingPass {
  /** As printed, upper case (BCBP holds no lower case): TESFAYE. */
  lastName: string;
  /** Without the title some airlines append (MR, MRS, MS …); may be empty. */
  firstName: string;
  /** Two- or three-character airline designator: ET. */
  carrier: string;
  /** Without the leading zeros BCBP pads it with: 302 (an operational suffix letter stays: 302A). */
  flightNumber: string;
  /** ISO date of the flight (`YYYY-MM-DD`) in the year given, or null when the pass does not say. */
  date: string | null;
  /** Without the leading zeros: 12A; null when the pass has none (infant, not yet assigned). */
  seat: string | null;
  /** 13 digits, or null when the pass has no conditional section with the document number. */
  ticketNumber: string | null;
}

/** The shop writes flight numbers as `ET 302`; a pass's `ET` and `0302` name the same flight. */
export function sameFlight(
  pass: Pick<BoardingPass, 'carrier' | 'flightNumber'>,
  flightNumber: string,
): boolean {
  const match = /^\s*([A-Z0-9]{2,3}?)\s*0*(\d{1,4}[A-Z]?)\s*$/i.exec(flightNumber);
  return (
    match !== null &&
    match[1]?.toUpperCase() === pass.carrier &&
    match[2]?.toUpperCase() === pass.flightNumber.toUpperCase()
  );
}

/** A name as BCBP writes it (upper case) in the form people type it: TESFAYE → Tesfaye, O'BRIEN → O'Brien. */
export function nameAsTyped(name: string): string {
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });
}

/**
 * What a scanned pass puts in a ticket form: its ticket number (or the one already typed, when the pass has
 * none) and its last name as people type it. The lookup then runs as for typed values, so a pass that matches
 * no booking gets the server's answer to a wrong ticket number or name.
 */
export function ticketFieldsOf(
  pass: BoardingPass,
  typedTicket: string,
): { ticketNumber: string; lastName: string } {
  return { ticketNumber: pass.ticketNumber ?? typedTicket, lastName: nameAsTyped(pass.lastName) };
}
