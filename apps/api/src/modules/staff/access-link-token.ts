import { createHmac, timingSafeEqual } from 'node:crypto';

// The token in a staff access link is `<link id>.<HMAC-SHA256 of the id under the shop's secret>`: the
// database keeps nothing that opens the link, and a job that mails the link twice mails the same one.

const mac = (secret: string, linkId: number) =>
  createHmac('sha256', secret).update(`staff-access-link:${linkId}`).digest();

export function accessLinkToken(secret: string, linkId: number): string {
  return `${linkId}.${mac(secret, linkId).toString('base64url')}`;
}

/** The link a token names, when its signature is right; undefined for anything else. */
export function accessLinkIdOf(secret: string, token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const linkId = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(secret, linkId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? linkId : undefined;
}
