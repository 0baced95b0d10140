import { apiPaths } from '@dutyfree/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The signed-in user's token, kept where page scripts cannot read it: an httpOnly cookie the browser
// sends only to the token call, which hands the token back to the web app's memory when a page starts.
// SameSite=Strict keeps other sites' pages from starting that call with it.

export const SESSION_COOKIE = 'dutyfree_session';

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${apiPaths.tokenIssue}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
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

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
