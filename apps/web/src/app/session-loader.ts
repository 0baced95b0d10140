import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { startSession } from '../features/session/start-session.ts';
import { getSession } from '../lib/session-store.ts';

/**
 * SPEC §4 start-up: nothing renders until the token call has returned, and a failed call shows the
 * generic error page. The error page itself renders without tokens, so it never loops.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const onErrorPage = new URL(request.url).pathname === paths.exception;
  if (onErrorPage && !getSession()) return null;
  try {
    await startSession();
  } catch (error) {
    console.error('The token service did not issue tokens', error);
    throw redirect(paths.exception);
  }
  return null;
}

/** Once tokens exist nothing needs re-checking; without them every navigation tries again. */
export function shouldCheckSessionAgain(): boolean {
  return getSession() === null;
}
