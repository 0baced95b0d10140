import {
  actionPrivileges,
  apiPaths,
  passengerFromTicketQuery,
  passengerFromTicketResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopLanguage } from '../../http/shop-language.ts';
import type { CustomsRulesService } from '../catalog/catalog.module.ts';
import { airportName, airportTimeZone } from './airport-places.ts';
import type { FlightsService } from './flights.service.ts';
import { finalLeg } from './transit.ts';

export const flightsRoutes: FastifyPluginAsyncZod<{
  flights: FlightsService;
  customs: Pick<CustomsRulesService, 'ruleAt'>;
}> = async (app, { flights, customs }) => {
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
      const { sectors, message, passenger } = await flights.upcomingSectors(
        { ticketNumber, lastName },
        request.ip,
      );
      const language = shopLanguage(request);
      // A traveller in transit is judged by the journey's final destination (the card says so).
      const legs = sectors.map((sector) => finalLeg(sectors, sector));
      const rules = await Promise.all(
        legs.map((leg) => customs.ruleAt(leg.destinationCountry, leg.isDestinationInEu)),
      );
      return {
        paxSectorsRes: sectors.map((sector, index) => ({
          id: sector.id,
          flightNumber: sector.flightNumber,
          origin: sector.origin,
          originAirport: airportName(sector.origin, sector.originAirport, language),
          destination: sector.destination,
          destinationAirport: airportName(sector.destination, sector.destinationAirport, language),
          departureDate: new Date(sector.departureAt).toISOString(),
          originTimeZone: airportTimeZone(sector.origin),
          seatNumber: sector.seatNumber,
          isPreOrderOpen: flights.isPreOrderOpen(sector),
          // Where the goods land: the EU's bans hold for a traveller connecting into it too.
          isDestinationInEu: legs[index]!.isDestinationInEu,
          arrivalDate: new Date(sector.arrivalAt).toISOString(),
          onBoardWindow: flights.onBoardWindow(sector),
          onBoardOpensAt: new Date(flights.onBoardOpensAt(sector)).toISOString(),
          customs: rules[index] ?? null,
          ...(legs[index] !== sector && {
            customsDestination: {
              connectsAt: airportName(sector.destination, sector.destinationAirport, language),
              destinationAirport: airportName(
                legs[index]!.destination,
                legs[index]!.destinationAirport,
                language,
              ),
            },
          }),
        })),
        message,
        passenger,
      };
    },
  );
};
