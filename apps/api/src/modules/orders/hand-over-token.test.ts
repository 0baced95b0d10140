import { randomBytes } from 'node:crypto';
import { parseHandOverToken } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { HandOverTokens } from './hand-over-token.ts';
import { orderTransitions } from './order-lifecycle.ts';

const seed = 'a1'.repeat(32);
const tokens = new HandOverTokens(seed);

/** The token with one character of its signature changed to another base64url character. */
function tampered(token: string, at: number): string {
  const index = token.length - at;
  const replacement = token[index] === 'A' ? 'B' : 'A';
  return token.slice(0, index) + replacement + token.slice(index + 1);
}

describe('hand-over tokens', () => {
  it('signs the order and flight in a short versioned text that verifies', () => {
    const token = tokens.issue('DF-7KQ2M9XZ', 42);
    expect(token).toMatch(/^DF1\.DF-7KQ2M9XZ\.42\.[A-Za-z0-9_-]{86}$/);
    expect(token.length).toBeLessThanOrEqual(110);
    expect(tokens.verify(token)).toMatchObject({ orderCode: 'DF-7KQ2M9XZ', flightId: 42 });
    // A hand-held scanner types a newline after it; the same key loaded again verifies it too.
    expect(new HandOverTokens(seed).verify(`${token}\n`)?.orderCode).toBe('DF-7KQ2M9XZ');
  });

  it('refuses a signature with a byte changed', () => {
    const token = tokens.issue('DF-7KQ2M9XZ', 42);
    for (const at of [2, 30, 86]) expect(tokens.verify(tampered(token, at))).toBeUndefined();
  });

  it('refuses a token signed by another key', () => {
    const other = new HandOverTokens(randomBytes(32).toString('hex'));
    expect(other.publicKey).not.toBe(tokens.publicKey);
    expect(tokens.verify(other.issue('DF-7KQ2M9XZ', 42))).toBeUndefined();
  });

  it("refuses another flight's or another order's number put under the signature", () => {
    const token = tokens.issue('DF-7KQ2M9XZ', 42);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    expect(tokens.verify(`DF1.DF-7KQ2M9XZ.43.${signature}`)).toBeUndefined();
    expect(tokens.verify(`DF1.DF-7KQ2M9XY.42.${signature}`)).toBeUndefined();
    // A token of the other flight, signed by the shop, says that flight: the crew's app refuses it there.
    expect(tokens.verify(tokens.issue('DF-7KQ2M9XZ', 43))?.flightId).toBe(43);
  });

  it('reads nothing from text that is not a token, or of another version', () => {
    const token = tokens.issue('DF-7KQ2M9XZ', 42);
    expect(tokens.verify('DF-7KQ2M9XZ')).toBeUndefined();
    expect(tokens.verify(token.replace('DF1.', 'DF2.'))).toBeUndefined();
    expect(tokens.verify(`${token}A`)).toBeUndefined();
    expect(parseHandOverToken('')).toBeUndefined();
  });

  it("verifies by WebCrypto's Ed25519 with the published key, as the crew's device does", async () => {
    const token = tokens.issue('DF-7KQ2M9XZ', 42);
    const parts = parseHandOverToken(token)!;
    const key = await crypto.subtle.importKey(
      'raw',
      Buffer.from(tokens.publicKey, 'base64url'),
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const check = (message: string) =>
      crypto.subtle.verify({ name: 'Ed25519' }, key, parts.signature, new TextEncoder().encode(message));
    expect(await check(parts.message)).toBe(true);
    expect(await check('DF1.DF-7KQ2M9XZ.43')).toBe(false);
  });

  it('gives an order a token only while its bag waits for the crew on a flight', () => {
    const waiting = { orderCode: 'DF-7KQ2M9XZ', flightId: 42, status: orderTransitions.deliver.from[0] };
    expect(tokens.ofOrder(waiting)).toBe(tokens.issue('DF-7KQ2M9XZ', 42));
    expect(tokens.ofOrder({ ...waiting, status: orderTransitions.deliver.to })).toBeNull();
    expect(tokens.ofOrder({ ...waiting, status: orderTransitions.cancel.to })).toBeNull();
    expect(tokens.ofOrder({ ...waiting, status: orderTransitions.cancel.from[0] })).toBeNull();
    expect(tokens.ofOrder({ ...waiting, flightId: null })).toBeNull();
  });

  it('publishes the raw 32-byte public key', () => {
    expect(Buffer.from(tokens.publicKey, 'base64url')).toHaveLength(32);
    expect(() => new HandOverTokens('abcd')).toThrow(/32 bytes/);
  });
});
