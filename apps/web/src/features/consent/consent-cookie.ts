import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** SPEC §2 and §9: the banner shows until this cookie is set; it lives the default 360 days. */
export const CONSENT_COOKIE = '_consent';

export function hasCookieConsent(): boolean {
  return readCookie(CONSENT_COOKIE) !== undefined;
}

export function giveCookieConsent(): void {
  writeCookie(CONSENT_COOKIE, 'true');
}
