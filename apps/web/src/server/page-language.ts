import { shopLanguageOf } from '@dutyfree/contracts';
import { type LanguageCode, languageCodes } from '../features/i18n/languages.ts';

/** The detector's cookie (i18next-browser-languagedetector's default name). */
const LANGUAGE_COOKIE = 'i18next';

function cookieValue(header: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function supported(code: string | null | undefined): LanguageCode | undefined {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return languageCodes.find((language) => language === base);
}

/**
 * The language the browser will pick (features/i18n's detection order): the `lng` parameter, the cookie,
 * then the browser's languages. Local and session storage come between the cookie and the browser, but
 * the server cannot see them; when they decide otherwise, the browser renders the page afresh.
 */
export function pageLanguage(url: URL, cookie: string | undefined, acceptLanguage: string | undefined) {
  return (
    supported(url.searchParams.get('lng')) ??
    supported(cookieValue(cookie, LANGUAGE_COOKIE)) ??
    shopLanguageOf(acceptLanguage)
  );
}
