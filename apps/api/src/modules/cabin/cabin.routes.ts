import {
  actionPrivileges,
  apiPaths,
  cabinActionsRequest,
  cabinActionsResponse,
  cabinChangesQuery,
  cabinChangesResponse,
  cabinConflictsQuery,
  cabinConflictsResponse,
  closeTrolleyRequest,
  DUTY_TOKEN_HEADER,
  endDutyRequest,
  endDutyResponse,
  flightPack,
  reconciliationQuery,
  reconciliationResponse,
  takeFlightRequest,
  trolleyReconciliation,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCaller } from '../auth/auth.module.ts';
import type { CabinService } from './cabin.service.ts';

/** A batch of actions is larger than an ordinary body: 200 actions of up to about 1 KB each. */
const ACTIONS_BODY_LIMIT = 512 * 1024;

export const cabinRoutes: FastifyPluginAsyncZod<{ cabin: CabinService }> = async (app, { cabin }) => {
  const dutyTokenOf = (headers: Record<string, unknown>) => {
    const token = headers[DUTY_TOKEN_HEADER];
    return typeof token === 'string' ? token : undefined;
  };

  app.post(
    apiPaths.cabinTakeFlight,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          'Take a flight on the ground: everything its crew needs offline, and a duty session for this device',
        body: takeFlightRequest,
        response: { 200: flightPack },
      },
    },
    async (request) => cabin.takeFlight(staffCaller(request.caller, 'crew').staffId, request.body),
  );

  app.post(
    apiPaths.cabinActions,
    {
      bodyLimit: ACTIONS_BODY_LIMIT,
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'duty', personal: true },
      schema: {
        tags: ['Staff'],
        summary: "Send a device's waiting actions: each is applied once, in the device's order, and answered",
        body: cabinActionsRequest,
        response: { 200: cabinActionsResponse },
      },
    },
    async (request) =>
      cabin.act(
        await cabin.sessionOf(dutyTokenOf(request.headers)),
        request.body.deviceId,
        request.body.actions,
      ),
  );

  app.get(
    apiPaths.cabinChanges,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'duty', personal: true },
      schema: {
        tags: ['Staff'],
        summary: "What changed on the duty session's flight since the cursor",
        querystring: cabinChangesQuery,
        response: { 200: cabinChangesResponse },
      },
    },
    async (request) =>
      cabin.changes(await cabin.sessionOf(dutyTokenOf(request.headers)), request.query.cursor),
  );

  app.get(
    apiPaths.cabinConflicts,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'The conflicts listed on a flight, each with both facts side by side',
        querystring: cabinConflictsQuery,
        response: { 200: cabinConflictsResponse },
      },
    },
    async (request) => ({ conflicts: await cabin.conflicts(request.query.flightId) }),
  );

  app.post(
    apiPaths.cabinEndDuty,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'admin', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          'End the duty sessions of a staff member or a device: their later actions are held for review',
        body: endDutyRequest,
        response: { 200: endDutyResponse },
      },
    },
    async (request) => ({
      ended: await cabin.endDuty(staffCaller(request.caller, 'admin').staffId, request.body),
    }),
  );

  app.post(
    apiPaths.cabinCloseTrolley,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'crew', personal: true },
      schema: {
        tags: ['Staff'],
        summary:
          "Close a flight's trolley on arrival: the crew's count and cash against the figures, the goods back in the warehouse",
        body: closeTrolleyRequest,
        response: { 200: trolleyReconciliation },
      },
    },
    async (request) => cabin.closeTrolley(staffCaller(request.caller, 'crew').staffId, request.body),
  );

  app.get(
    apiPaths.cabinReconciliation,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'admin', personal: true },
      schema: {
        tags: ['Staff'],
        summary: "A flight's trolley reconciliation, or null while its trolley is not closed",
        querystring: reconciliationQuery,
        response: { 200: reconciliationResponse },
      },
    },
    async (request) => ({ reconciliation: await cabin.reconciliation(request.query.flightId) }),
  );

  app.get(
    apiPaths.cabinReconciliationCsv,
    {
      config: { privilege: actionPrivileges.cabinDuty, staffRole: 'admin', personal: true },
      schema: {
        tags: ['Staff'],
        summary: 'The same reconciliation as a CSV download: the items, then the cash by currency',
        querystring: reconciliationQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8') },
      },
    },
    async (request, reply) => {
      const { flightNumber, departureAt, csv } = await cabin.reconciliationCsv(request.query.flightId);
      const name = `trolley-${flightNumber.replace(/[^A-Za-z0-9]/g, '')}-${departureAt.slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
};
