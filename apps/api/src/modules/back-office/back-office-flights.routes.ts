import {
  actionPrivileges,
  apiPaths,
  backOfficeFlight,
  backOfficeFlightQuery,
  backOfficeFlightsQuery,
  backOfficeFlightsResponse,
  flightChoicesResponse,
  flightDraft,
  flightLoadDraft,
  flightLoadResponse,
  flightTicketDraft,
  flightTicketMove,
  flightTicketMoveResponse,
  flightTicketsResponse,
  MAX_SCHEDULE_CSV_CHARS,
  scheduleImportRequest,
  scheduleImportResponse,
  stockMovementsResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminOnly } from './admin-only.ts';
import type { BackOfficeFlightsService } from './back-office-flights.service.ts';

/** The schedule's calls name their own action; like every back-office call, only an admin may make them. */
const scheduleAdminOnly = { ...adminOnly, privilege: actionPrivileges.backOfficeFlights };

export const backOfficeFlightsRoutes: FastifyPluginAsyncZod<{ flights: BackOfficeFlightsService }> = async (
  app,
  { flights },
) => {
  app.get(
    apiPaths.backOfficeFlights,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'A page of flights not yet landed, by departure; narrow by flight number',
        querystring: backOfficeFlightsQuery,
        response: { 200: backOfficeFlightsResponse },
      },
    },
    async (request) => flights.page(request.query),
  );

  app.get(
    apiPaths.backOfficeFlight,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'One flight with its passengers and units on board counted',
        querystring: backOfficeFlightQuery,
        response: { 200: backOfficeFlight },
      },
    },
    async (request) => flights.flight(request.query.flightId),
  );

  app.get(
    apiPaths.backOfficeFlightChoices,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'The airports a flight may fly between',
        response: { 200: flightChoicesResponse },
      },
    },
    async () => flights.choices(),
  );

  app.post(
    apiPaths.backOfficeCreateFlight,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Add a flight to the schedule',
        body: flightDraft,
        response: { 200: backOfficeFlight },
      },
    },
    async (request) => flights.create(staffCaller(request.caller, 'admin').staffId, request.body),
  );

  app.post(
    apiPaths.backOfficeUpdateFlight,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Change a flight's number, route or times",
        querystring: backOfficeFlightQuery,
        body: flightDraft,
        response: { 200: backOfficeFlight },
      },
    },
    async (request) =>
      flights.update(staffCaller(request.caller, 'admin').staffId, request.query.flightId, request.body),
  );

  app.post(
    apiPaths.backOfficeImportSchedule,
    {
      config: scheduleAdminOnly,
      // A schedule file of up to 512 KB, written inside JSON, is a larger body than other calls'.
      bodyLimit: MAX_SCHEDULE_CSV_CHARS * 2,
      schema: {
        tags: ['Staff'],
        summary:
          'Add the flights of a CSV schedule (flightNumber, origin, destination, departureAt, arrivalAt): good lines are saved, bad lines reported by line and column',
        body: scheduleImportRequest,
        response: { 200: scheduleImportResponse },
      },
    },
    async (request) => flights.importSchedule(staffCaller(request.caller, 'admin').staffId, request.body.csv),
  );

  app.get(
    apiPaths.backOfficeFlightLoad,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'The goods on board the flight now',
        querystring: backOfficeFlightQuery,
        response: { 200: flightLoadResponse },
      },
    },
    async (request) => flights.load(request.query.flightId),
  );

  app.get(
    apiPaths.backOfficeFlightStockMovements,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'The newest 200 movements of the goods on board: loads, on-board sales, returns',
        querystring: backOfficeFlightQuery,
        response: { 200: stockMovementsResponse },
      },
    },
    async (request) => flights.stockHistory(request.query.flightId),
  );

  app.post(
    apiPaths.backOfficeSaveFlightLoad,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Replace the goods on board: exactly these items in these quantities',
        querystring: backOfficeFlightQuery,
        body: flightLoadDraft,
        response: { 200: flightLoadResponse },
      },
    },
    async (request) =>
      flights.saveLoad(staffCaller(request.caller, 'admin').staffId, request.query.flightId, request.body),
  );

  app.get(
    apiPaths.backOfficeFlightTickets,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'The passengers holding a ticket for the flight, with their seats',
        querystring: backOfficeFlightQuery,
        response: { 200: flightTicketsResponse },
      },
    },
    async (request) => flights.tickets(request.query.flightId),
  );

  app.post(
    apiPaths.backOfficeSaveFlightTicket,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Put a ticket on the flight (created when new) with its passenger and seat',
        querystring: backOfficeFlightQuery,
        body: flightTicketDraft,
        response: { 200: flightTicketsResponse },
      },
    },
    async (request) =>
      flights.saveTicket(staffCaller(request.caller, 'admin').staffId, request.query.flightId, request.body),
  );

  app.post(
    apiPaths.backOfficeMoveFlightTicket,
    {
      config: scheduleAdminOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Move a ticket off the flight to another one; its orders follow it',
        querystring: backOfficeFlightQuery,
        body: flightTicketMove,
        response: { 200: flightTicketMoveResponse },
      },
    },
    async (request) =>
      flights.moveTicket(staffCaller(request.caller, 'admin').staffId, request.query.flightId, request.body),
  );
};
