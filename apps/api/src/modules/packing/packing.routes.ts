import {
  actionPrivileges,
  apiPaths,
  handOverRequest,
  handOverResponse,
  notCollectedRequest,
  packingListQuery,
  packingListResponse,
  staffFlightSearchQuery,
  staffFlightSearchResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCaller } from '../auth/auth.module.ts';
import type { PackingService } from './packing.service.ts';

export const packingRoutes: FastifyPluginAsyncZod<{ packing: PackingService }> = async (app, { packing }) => {
  app.get(
    apiPaths.staffFlights,
    {
      config: { privilege: actionPrivileges.staffPackingList, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          "Flights to pack and hand over: today's and tomorrow's (UTC), or by flight number and/or date",
        querystring: staffFlightSearchQuery,
        response: { 200: staffFlightSearchResponse },
      },
    },
    async (request) => packing.searchFlights(request.query),
  );

  app.get(
    apiPaths.staffPackingList,
    {
      config: { privilege: actionPrivileges.staffPackingList, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          "A flight's packing list: the load to pick from the warehouse and one bag per order, by seat",
        querystring: packingListQuery,
        response: { 200: packingListResponse },
      },
    },
    async (request) => packing.packingList(request.query.flightId),
  );

  app.get(
    apiPaths.staffPackingListCsv,
    {
      config: { privilege: actionPrivileges.staffPackingList, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'The same packing list as a CSV download: one row per bag line, bags in seat order',
        querystring: packingListQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8') },
      },
    },
    async (request, reply) => {
      const { flightNumber, departureAt, csv } = await packing.packingListCsv(request.query.flightId);
      const name = `packing-list-${flightNumber.replace(/[^A-Za-z0-9]/g, '')}-${departureAt.slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.post(
    apiPaths.staffHandOver,
    {
      config: { privilege: actionPrivileges.staffHandOver, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'Hand a bag over at the seat; a Pay On-Board order records the payment taken',
        body: handOverRequest,
        response: { 200: handOverResponse },
      },
    },
    async (request) => packing.handOver(staffCaller(request.caller, 'crew').staffId, request.body),
  );

  app.post(
    apiPaths.staffNotCollected,
    {
      config: { privilege: actionPrivileges.staffHandOver, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'Mark a bag not collected: its goods go back to stock and a paid order is refunded',
        body: notCollectedRequest,
        response: { 200: handOverResponse },
      },
    },
    async (request) =>
      packing.markNotCollected(staffCaller(request.caller, 'crew').staffId, request.body.orderCode),
  );
};
