import {
  actionPrivileges,
  apiPaths,
  type CabinAction,
  type CabinActionsResponse,
  type CabinChangesResponse,
  cabinActionsResponse,
  cabinChangesResponse,
  DUTY_TOKEN_HEADER,
  type FlightPack,
  flightPack,
} from '@dutyfree/contracts';
import { refreshSession, startSession } from '../features/session/start-session.ts';
import { staffClient } from '../features/staff/shared/api/staff-client.ts';
import { ApiError, apiClient } from '../lib/api-client.ts';

/** Taken on the ground with the crew member's staff token: the flight pack and the duty token. */
export async function takeFlight(flightId: number, deviceId: string): Promise<FlightPack> {
  await startSession();
  return staffClient.post(
    apiPaths.cabinTakeFlight,
    { flightId, deviceId },
    { privilege: actionPrivileges.cabinDuty, schema: import.meta.env.DEV ? flightPack : undefined },
  );
}

/**
 * Actions and Changes go with the duty token and the client's token only (the staff session may have
 * ended mid-flight). The client's token is issued again once when it has expired meanwhile.
 */
async function withClientToken<T>(call: () => Promise<T>): Promise<T> {
  await startSession();
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || error.code === 'staff.dutySessionInvalid') {
      throw error;
    }
    await refreshSession();
    return call();
  }
}

export function sendActions(
  dutyToken: string,
  deviceId: string,
  actions: CabinAction[],
): Promise<CabinActionsResponse> {
  return withClientToken(() =>
    apiClient.post(
      apiPaths.cabinActions,
      { deviceId, actions },
      {
        privilege: actionPrivileges.cabinDuty,
        headers: { [DUTY_TOKEN_HEADER]: dutyToken },
        schema: import.meta.env.DEV ? cabinActionsResponse : undefined,
      },
    ),
  );
}

export function pullChanges(dutyToken: string, cursor: string): Promise<CabinChangesResponse> {
  return withClientToken(() =>
    apiClient.get(apiPaths.cabinChanges, {
      privilege: actionPrivileges.cabinDuty,
      headers: { [DUTY_TOKEN_HEADER]: dutyToken },
      query: { cursor },
      schema: import.meta.env.DEV ? cabinChangesResponse : undefined,
    }),
  );
}
