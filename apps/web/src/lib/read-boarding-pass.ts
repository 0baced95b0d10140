import { decode } from 'bcbp';
import type { BoardingPass } from './boarding-pass.ts';

// The one reader of boarding passes, for the shop's scanner and the crew app's: the `bcbp` library decodes the
// fields, this keeps what a pass must have to be one. Imported only by the scanners' lazily loaded dialogs.

const titles = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR', 'PROF', 'CHD', 'INF']);

/** A format code M, a leg count 1–4, then the name field of 20 characters. */
const bcbpStart = /^M[1-4]/;
const mandatoryLength = 60;

/**
 * Reads a decoded barcode's text as a boarding pass; null when it is not one (wrong format code, too short, no
 * surname/given-name field, no flight). `year` is the year a pass's day of the year falls in (the current one
 * by default; BCBP does not carry the year).
 */
export function readBoardingPass(text: string, year = new Date().getUTCFullYear()): BoardingPass | null {
  if (!bcbpStart.test(text) || text.length < mandatoryLength) return null;
  let decoded: ReturnType<typeof decode>;
  try {
    decoded = decode(text, year);
  } catch {
    return null;
  }
  const name = decoded.data?.passengerName ?? '';
  const [leg] = decoded.data?.legs ?? [];
  const slash = name.indexOf('/');
  const lastName = (slash < 0 ? '' : name.slice(0, slash)).trim();
  const carrier = leg?.operatingCarrierDesignator?.trim() ?? '';
  const flightNumber = (leg?.flightNumber ?? '').trim().replace(/^0+(?=\d)/, '');
  if (lastName === '' || !/^[A-Z0-9]{2,3}$/.test(carrier) || !/^\d{1,4}[A-Z]?$/.test(flightNumber))
    return null;
  const givenWords = name
    .slice(slash + 1)
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (givenWords.length > 1 && titles.has(givenWords.at(-1) ?? '')) givenWords.pop();
  const date = leg?.flightDate && !Number.isNaN(leg.flightDate.getTime()) ? leg.flightDate : null;
  const seat = (leg?.seatNumber ?? '').trim().replace(/^0+(?=\d)/, '');
  const airline = leg?.airlineNumericCode?.trim() ?? '';
  const serial = leg?.serialNumber?.trim() ?? '';
  const ticketNumber = /^\d{3}$/.test(airline) && /^\d{10}$/.test(serial) ? `${airline}${serial}` : null;
  return {
    lastName,
    firstName: givenWords.join(' '),
    carrier,
    flightNumber,
    date: date ? date.toISOString().slice(0, 10) : null,
    seat: /^\d{1,3}[A-Z]$/.test(seat) ? seat : null,
    ticketNumber,
  };
}
