import { type ApiClient, ApiError, createApiClient } from '../../../../lib/api-client.ts';
import { getSelectedCurrencyId } from '../../../../lib/currency-preference.ts';
import { getSession } from '../../../../lib/session-store.ts';
import { endStaffSession, getStaffSession } from '../staff-session.ts';

/**
 * Staff calls carry the start-up client token like every call, and the staff token as the user token; before
 * sign-in (the sign-in call itself) the anonymous token goes instead.
 */
const client = createApiClient({
  getSession: () => {
    const session = getSession();
    const staff = getStaffSession();
    return session && staff ? { ...session, accessToken: staff.token } : session;
  },
  getCurrencyId: getSelectedCurrencyId,
});

/** A 401 means the staff session has ended (8 hours, or signed out elsewhere): back to the sign-in page. */
async function endingOn401<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && getStaffSession()) endStaffSession();
    throw error;
  }
}

export const staffClient: ApiClient = {
  get: (path, options) => endingOn401(client.get(path, options)),
  post: (path, body, options) => endingOn401(client.post(path, body, options)),
  put: (path, body, options) => endingOn401(client.put(path, body, options)),
  delete: (path, options) => endingOn401(client.delete(path, options)),
};
