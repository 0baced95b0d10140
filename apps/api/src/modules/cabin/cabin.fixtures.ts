import {
  actionPrivileges,
  apiPaths,
  type CabinAction,
  type CabinActionsResponse,
  DUTY_TOKEN_HEADER,
  type FlightPack,
} from '@dutyfree/contracts';
import { expect } from 'vitest';
import type { OnBoardShop } from '../onboard/onboard.fixtures.ts';
import type { SignedInTestStaff } from '../staff/staff.fixtures.ts';

/** The crew app's two calls as the cabin's API tests make them: taking a flight, and sending actions. */
export function cabinCalls(shop: () => OnBoardShop) {
  async function dutyHeaders(token: string) {
    return {
      ...(await shop().guest()).headers(actionPrivileges.cabinDuty),
      [DUTY_TOKEN_HEADER]: token,
    };
  }

  /** The device's actions sent on its duty token, whatever the answer. */
  async function send(pack: FlightPack, deviceId: string, actions: CabinAction[]) {
    return shop().app.inject({
      method: 'POST',
      url: apiPaths.cabinActions,
      headers: await dutyHeaders(pack.dutyToken),
      payload: { deviceId, actions },
    });
  }

  return {
    dutyHeaders,
    send,

    /** The flight taken by a crew member on a device: its pack (200 asserted). */
    async takeFlight(by: SignedInTestStaff, deviceId: string, flightId: number): Promise<FlightPack> {
      const response = await shop().app.inject({
        method: 'POST',
        url: apiPaths.cabinTakeFlight,
        headers: by.headers(actionPrivileges.cabinDuty),
        payload: { flightId, deviceId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },

    /** The same, answered 200: each action's outcome. */
    async sent(pack: FlightPack, deviceId: string, actions: CabinAction[]): Promise<CabinActionsResponse> {
      const response = await send(pack, deviceId, actions);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}
