import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox gateway signs each webhook as `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`.
// The timestamp inside the signed text stops an old delivery from being replayed as new once the
// tolerance has passed; the event id stops a replay within it.

export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
}

export function signWebhook(secret: string, rawBody: string, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

function parseSignature(header: string): { timestamp: number; signatures: Buffer[] } | null {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts
    .filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/.test(value))
    .map(([, value]) => Buffer.from(value!, 'hex'));
  return Number.isSafeInteger(timestamp) && signatures.length > 0 ? { timestamp, signatures } : null;
}

export function isValidSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowMs: number,
): boolean {
  const parsed = header ? parseSignature(header) : null;
  if (!parsed) return false;
  if (Math.abs(nowMs / 1000 - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = hmac(secret, parsed.timestamp, rawBody);
  return parsed.signatures.some((given) => timingSafeEqual(given, expected));
}
