import { encode } from 'bcbp';
import bwipjs from 'bwip-js/node';

// Boarding passes for the journeys, made when a test needs one rather than kept as binaries: the IATA BCBP
// text written by the `bcbp` library, drawn as a PDF417 barcode (what most airlines print) by `bwip-js`, on a
// white margin as a photo of a pass would have it.

export interface PassHolder {
  ticketNumber: string;
  /** As the demo seed names the traveller: Selam Tesfaye. */
  passengerName: string;
  lastName: string;
}

/** The BCBP text of a one-leg pass; `ticketNumber: null` leaves out the conditional section's ticket. */
export function boardingPassText(
  holder: PassHolder,
  flight: { flightNumber: string; origin: string; destination: string; date: Date; seat: string },
  options: { withTicket?: boolean } = {},
): string {
  const firstName = holder.passengerName.replace(new RegExp(`\\s*${holder.lastName}$`), '');
  const [carrier = '', number = ''] = flight.flightNumber.split(/\s+/);
  const withTicket = options.withTicket ?? true;
  return encode({
    data: {
      passengerName: `${holder.lastName}/${firstName}`.toUpperCase(),
      legs: [
        {
          operatingCarrierPNR: 'DFTEST',
          departureAirport: flight.origin,
          arrivalAirport: flight.destination,
          operatingCarrierDesignator: carrier,
          flightNumber: number.padStart(4, '0'),
          flightDate: flight.date,
          compartmentCode: 'Y',
          seatNumber: flight.seat.padStart(4, '0'),
          checkInSequenceNumber: '0042',
          passengerStatus: '1',
          ...(withTicket && {
            airlineNumericCode: holder.ticketNumber.slice(0, 3),
            serialNumber: holder.ticketNumber.slice(3),
          }),
        },
      ],
    },
  });
}

/** A PNG of the pass's PDF417 barcode. */
export function boardingPassPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'pdf417',
    text,
    scale: 3,
    height: 12,
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: 'FFFFFF',
  });
}
