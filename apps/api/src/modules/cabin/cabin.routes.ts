import {
  actionPrivileges,
  apiPaths,
  cabinActionsRequest,
  cabinActionsResponse,
  cabinChangesQuery,
  cabinChangesResponse,
  cabinConflictsQuery,
  cabinConflictsResponse,
  DUTY_TOKEN_HEADER,
  endDutyRequest,
  endDutyResponse,
  flightPack,
  takeFlightRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
