import {
  actionPrivileges,
  apiPaths,
  passengerFromTicketQuery,
  passengerFromTicketResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FlightsService } from './flights.service.ts';

export const flightsRoutes: FastifyPluginAsyncZod<{ flights: FlightsService }> = async (app, { flights }) => {
  app.get(
    apiPaths.onBoardPassengerFromTicket,
    {
      config: { privilege: actionPrivileges.onBoardPassengerFromTicket },
      schema: {
        tags: ['flights'],
        summary:
          "The ticket's flights not landed yet (passenger sectors), for the flight cards, with the on-board window",
        querystring: passengerFromTicketQuery,
        description:
          "Needs the passenger's last name with the ticket number; an unknown ticket and a wrong name both answer 404. Rate-limited per address and per ticket (429).",
        response: { 200: passengerFromTicketResponse },
      },
    },
    async (request) => {
      const { TicketNumber: ticketNumber, LastName: lastName } = request.query;
      const { sectors, message } = await flights.upcomingSectors({ ticketNumber, lastName }, request.ip);
      return {
        paxSectorsRes: sectors.map((sector) => ({
          id: sector.id,
          flightNumber: sector.flightNumber,
          origin: sector.origin,
          originAirport: sector.originAirport,
          destination: sector.destination,
          destinationAirport: sector.destinationAirport,
          departureDate: new Date(sector.departureAt).toISOString(),
          seatNumber: sector.seatNumber,
          isPreOrderOpen: flights.isPreOrderOpen(sector),
          isDestinationInEu: sector.isDestinationInEu,
          arrivalDate: new Date(sector.arrivalAt).toISOString(),
          onBoardWindow: flights.onBoardWindow(sector),
          onBoardOpensAt: new Date(flights.onBoardOpensAt(sector)).toISOString(),
        })),
        message,
      };
    },
  );
};
