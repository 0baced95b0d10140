/** SPEC §9: cookies the shop sets live 360 days unless a feature says otherwise. */
export const DEFAULT_COOKIE_DAYS = 360;

/** One cookie's value in a list of them, as `document.cookie` and a Cookie header write it. */
export function cookieIn(cookies: string, name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = cookies.split(/;\s*/).find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function readCookie(name: string): string | undefined {
  // The server renderer has no document: what it needs of the request's cookies, it is given.
  if (typeof document === 'undefined') return undefined;
  return cookieIn(document.cookie, name);
}

export function writeCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is still missing from browsers the shop supports
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
