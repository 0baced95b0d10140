import { apiPaths } from '@dutyfree/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The signed-in user's token, kept where page scripts cannot read it: an httpOnly cookie the browser
// sends only to the token call, which hands the token back to the web app's memory when a page starts.
// SameSite=Strict keeps other sites' pages from starting that call with it.

export const SESSION_COOKIE = 'dutyfree_session';

/**
 * The browser's proof that it signed in to an account before (a signed device token); sent only to the
 * sign-in calls, which give it a sign-in budget of its own (see the sign-in service).
 */
export const DEVICE_COOKIE = 'dutyfree_device';
const DEVICE_COOKIE_PATH = '/User/api/V1.0/Account/';

/** Whose sign-in a device cookie serves: the shop's (customers, members) or the staff's, each its own. */
export type DeviceCookieScope = 'shop' | 'staff';
const deviceCookies: Record<DeviceCookieScope, { name: string; path: string }> = {
  shop: { name: DEVICE_COOKIE, path: DEVICE_COOKIE_PATH },
  staff: { name: 'dutyfree_staff_device', path: '/Staff/api/V1.0/Account/' },
};

function attributes(
  request: FastifyRequest,
  maxAgeSeconds: number,
  path: string = apiPaths.tokenIssue,
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Remembers the device token until `expiresAt` (epoch seconds). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deviceToken: string,
  expiresAt: number,
  scope: DeviceCookieScope = 'shop',
): void {
  const maxAge = Math.max(0, Math.floor(expiresAt - Date.now() / 1000));
  const { name, path } = deviceCookies[scope];
  reply.header('set-cookie', `${name}=${deviceToken}; ${attributes(request, maxAge, path)}`);
}

/** Keeps `token` until `expiresAt` (epoch seconds), when the token itself stops counting. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
): void {
  const maxAge = Math.max(0, Math.floor(expiresAt - Date.now() / 1000));
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${attributes(request, maxAge)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, 0)}`);
}

function cookieOf(request: FastifyRequest, cookie: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return value.join('=') || undefined;
  }
  return undefined;
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return cookieOf(request, SESSION_COOKIE);
}

export function deviceCookieOf(
  request: FastifyRequest,
  scope: DeviceCookieScope = 'shop',
): string | undefined {
  return cookieOf(request, deviceCookies[scope].name);
}
