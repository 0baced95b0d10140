// The demo tickets of the on-board rotation (onboard-rotation.ts), named apart so that the timetable
// (travel.ts) can keep them off its own flights without the two files needing each other.

export type RotationFlight = 'inTheAir' | 'boardingNow' | 'boardingSoon';

export const onBoardDemoTickets = [
  {
    ticketNumber: '0712345678905',
    passengerName: 'Liya Haile',
    lastName: 'Haile',
    flights: ['inTheAir'],
    exercises: 'one flight in the air (Addis Ababa to Beijing): on-board ordering open until it lands',
  },
  {
    ticketNumber: '0712345678906',
    passengerName: 'Samuel Kassa',
    lastName: 'Kassa',
    flights: ['boardingSoon'],
    exercises: 'one flight boarding 30 minutes after the start (Addis Ababa to Dubai): "opens at …"',
  },
  {
    ticketNumber: '0712345678907',
    passengerName: 'Aster Mengistu',
    lastName: 'Mengistu',
    flights: ['inTheAir', 'boardingNow'],
    exercises: 'two flights open for on-board orders (in the air, and boarding for Johannesburg): pick one',
  },
] as const satisfies readonly {
  ticketNumber: string;
  passengerName: string;
  /** What the traveller types beside the ticket number (the lookup needs both). */
  lastName: string;
  flights: readonly RotationFlight[];
  exercises: string;
}[];
