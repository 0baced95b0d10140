import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accessLinkIdOf, accessLinkToken } from './access-link-token.ts';
import {
  authenticatorCodeMatches,
  looksLikeRecoveryCode,
  newAuthenticatorSecret,
  newRecoveryCodes,
  recoveryCodeHash,
} from './second-factor.ts';

// RFC 6238's own test secret ("12345678901234567890" in ASCII) and its SHA-1 value at T = 59 s: 94287082,
// of which an authenticator shows the last six digits.
const rfcSecret = Secret.fromUTF8('12345678901234567890').base32;

describe("an admin's second factor", () => {
  it('takes the code of RFC 6238 at its moment, and the steps either side of it only', () => {
    expect(authenticatorCodeMatches(rfcSecret, '287082', 59_000)).toBe(true);
    expect(authenticatorCodeMatches(rfcSecret, '287082', 59_000 + 30_000)).toBe(true);
    expect(authenticatorCodeMatches(rfcSecret, '287082', 59_000 + 60_000)).toBe(false);
    expect(authenticatorCodeMatches(rfcSecret, '287083', 59_000)).toBe(false);
    expect(authenticatorCodeMatches(rfcSecret, ' 287082', 59_000)).toBe(false);
  });

  it('makes 160-bit secrets an authenticator app reads', () => {
    const secret = newAuthenticatorSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const now = Date.now();
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now });
    expect(authenticatorCodeMatches(secret, code, now)).toBe(true);
  });

  it('makes ten different recovery codes, hashed alike however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(looksLikeRecoveryCode(code)).toBe(true);
    const [code] = codes as [string];
    expect(recoveryCodeHash(code.toUpperCase())).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code.replace('-', ''))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).not.toContain(code.replace('-', ''));
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});

describe('the token of a staff access link', () => {
  it('names its link under the secret that signed it, and nothing else', () => {
    const token = accessLinkToken('secret-a', 42);
    expect(accessLinkIdOf('secret-a', token)).toBe(42);
    expect(accessLinkIdOf('secret-b', token)).toBeUndefined();
    expect(accessLinkIdOf('secret-a', token.replace(/^42\./, '43.'))).toBeUndefined();
    expect(accessLinkIdOf('secret-a', `${token}x`)).toBeUndefined();
    expect(accessLinkIdOf('secret-a', '')).toBeUndefined();
  });
});
