import { z } from 'zod';
import { requiredText } from './fields.ts';

export const tokenIssueRequest = z.object({
  clientId: requiredText('clientId field is required.'),
});
export type TokenIssueRequest = z.infer<typeof tokenIssueRequest>;

export const tokenIssueResponse = z.object({
  clientAccessToken: z.string(),
  /** An anonymous user token; replaced by the signed-in user's token after sign-in. */
  accessToken: z.string(),
  /** Base URL for every later call (SPEC §7 notes). */
  baseUrl: z.string(),
  /**
   * The signed-in user's token, when the call carried the session cookie of a session still live: the
   * web app keeps it in memory only, and this is how a reloaded page gets it back.
   */
  sessionToken: z.string().optional(),
});
export type TokenIssueResponse = z.infer<typeof tokenIssueResponse>;
