import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// An admin's second factor: a TOTP authenticator (RFC 6238: SHA-1, 6 digits, 30 s, what every
// authenticator app reads from a QR code) and ten single-use recovery codes for the day the phone is lost.

const ISSUER = 'Sheba Duty Free';

/** A new authenticator secret: 20 random bytes, base32 (160 bits, as RFC 4226 recommends). */
export function newAuthenticatorSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, email?: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email ?? 'staff', secret: Secret.fromBase32(secret) });
}

/**
 * Whether `code` is the authenticator's code now, or the step before or after it (a phone's clock a
 * little off, a code typed as it turned).
 */
export function authenticatorCodeMatches(secret: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, timestamp: now, window: 1 }) !== null;
}

/** The otpauth:// address an authenticator app reads, and its QR code as an SVG data URL. */
export async function authenticatorSetUp(secret: string, email: string) {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** A recovery code as shown: 10 characters of base32 in two groups (50 bits, used once). */
function newRecoveryCode(): string {
  const text = new Secret({ size: 10 }).base32.slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * How a recovery code is kept. The codes are random (50 bits), so a fast hash suffices; spaces, case and
 * the hyphen a person types or leaves out do not matter.
 */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}

/** Whether a typed code looks like a recovery code rather than an authenticator's six digits. */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(code.trim());
}
