// The demo tickets of the on-board rotation (onboard-rotation.ts), named apart so that the timetable
// (travel.ts) can keep them off its own flights without the two files needing each other.

export type RotationFlight = 'inTheAir' | 'boardingNow' | 'boardingSoon';

export const onBoardDemoTickets = [
  {
    ticketNumber: '0712345678905',
    passengerName: 'Liya Haile',
    flights: ['inTheAir'],
    exercises: 'one flight in the air (Addis Ababa to Beijing): on-board ordering open until it lands',
  },
  {
    ticketNumber: '0712345678906',
    passengerName: 'Samuel Kassa',
    flights: ['boardingSoon'],
    exercises: 'one flight boarding 30 minutes after the start (Addis Ababa to Dubai): "opens at …"',
  },
  {
    ticketNumber: '0712345678907',
    passengerName: 'Aster Mengistu',
    flights: ['inTheAir', 'boardingNow'],
    exercises: 'two flights open for on-board orders (in the air, and boarding for Johannesburg): pick one',
  },
] as const satisfies readonly {
  ticketNumber: string;
  passengerName: string;
  flights: readonly RotationFlight[];
  exercises: string;
}[];
