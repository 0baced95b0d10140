import {
  apiPaths,
  type TokenIssueRequest,
  type TokenIssueResponse,
  tokenIssueResponse,
} from '@dutyfree/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** The web shop identifies itself as this client to the token service. */
const WEB_CLIENT_ID = 'web';

export function issueToken(): Promise<TokenIssueResponse> {
  const request: TokenIssueRequest = { clientId: WEB_CLIENT_ID };
  // No privilege: this is the one call that goes out before there are tokens to send.
  return apiClient.post(apiPaths.tokenIssue, request, {
    schema: import.meta.env.DEV ? tokenIssueResponse : undefined,
  });
}
