// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const backOfficeFlightMessages = {
  flightNumberInvalid:
    'A flight number is an airline code of 2 letters or digits and 1 to 4 digits (ET 920).',
  airportRequired: 'Choose an airport.',
  sameAirport: 'The destination cannot be the origin.',
  flightTimeInvalid: 'Enter a date and time in UTC.',
  arrivalNotAfterDeparture: 'The arrival must be after the departure.',
  flightTaken: 'This flight number already departs at this time.',
  loadItemCodeUnknown: 'No item has this item code.',
  loadItemTwice: 'This item is in the load twice.',
  loadQuantityInvalid: 'Enter a quantity from 0 to 1000.',
  passengerNameRequired: 'Passenger name field is required.',
  seatInvalid: 'A seat is a row number and a letter (12A).',
  ticketNotOnFlight: 'This ticket is not on this flight.',
  moveToAnotherFlight: 'Choose another flight to move the ticket to.',
  scheduleFileRequired: 'Choose a CSV file to import.',
  scheduleFileTooLarge: 'The file is larger than 512 KB. Split it and import each part.',
  scheduleFileTooLong: 'A file may hold at most 2000 flights. Split it and import each part.',
  scheduleColumnsMissing:
    'The first line must name the columns flightNumber, origin, destination, departureAt and arrivalAt.',
  scheduleCellCount: 'This line does not have one value for each column of the first line.',
  scheduleStatusInvalid: 'The status is scheduled, cancelled or empty (scheduled).',
  scheduleFlightDateInvalid: 'The flight date is a day written 2026-12-01, or empty.',
  scheduleNoFlightToCancel:
    'No flight with this number and route departs that day: there is nothing to cancel.',
  flightCancelled: 'This flight is cancelled.',
} as const;

/** A file whose quotes do not open and close around whole values cannot be read past that line. */
export const scheduleQuotesBrokenMessage = (line: number) =>
  `The file cannot be read from line ${line} on: a quote there does not open or close a whole value.`;

/** A flight's load line saved from a form shown before the trolley's figure moved (an order, another admin). */
export const loadMovedMeanwhileMessage = (itemCode: string, current: number) =>
  `The flight's figure of ${itemCode} changed while you edited it: ${current} on board now. Check the load and save again.`;
