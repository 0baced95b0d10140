import { cookieIn, readCookie, writeCookie } from '../../lib/cookies.ts';

/** SPEC §2 and §9: the banner shows until this cookie is set; it lives the default 360 days. */
export const CONSENT_COOKIE = '_consent';

export function hasCookieConsent(): boolean {
  return readCookie(CONSENT_COOKIE) !== undefined;
}

/** Whether a request's Cookie header carries the consent: the server renders the banner when it does not. */
export function consentIn(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieIn(cookieHeader, CONSENT_COOKIE) !== undefined;
}

export function giveCookieConsent(): void {
  writeCookie(CONSENT_COOKIE, 'true');
}
