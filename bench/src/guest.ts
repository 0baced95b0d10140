import { ACTION_PRIVILEGE_HEADER, actionPrivileges, apiPaths, USER_TOKEN_HEADER } from '@dutyfree/contracts';

/** A new guest's token headers for the shop at `url`, as the web app sends them with every call. */
export async function guestHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(url + apiPaths.tokenIssue, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: 'web' }),
  });
  const tokens = (await response.json()) as { clientAccessToken: string; accessToken: string };
  return {
    authorization: `Bearer ${tokens.clientAccessToken}`,
    [USER_TOKEN_HEADER]: tokens.accessToken,
    [ACTION_PRIVILEGE_HEADER]: actionPrivileges.preOrderAccess,
  };
}
