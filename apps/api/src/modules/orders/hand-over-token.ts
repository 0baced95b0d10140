import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { type HandOverTokenParts, handOverTokenMessage, parseHandOverToken } from '@dutyfree/contracts';
import { isConfirmed } from './order-lifecycle.ts';
import type { OrderRecord } from './orders.repository.ts';

// The token in an order's QR code (decision 0056): the shop signs the order's code and flight with its
// Ed25519 key; the crew's app checks it offline with the public key the flight pack carries, and the
// server checks it again when a hand-over comes with one.

/** PKCS #8 DER of an Ed25519 private key is this prefix and the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The shop's Ed25519 key, from its 32-byte seed in hex (HAND_OVER_TOKEN_KEY, or one kept in the database). */
export function handOverKeyOf(seedHex: string): KeyObject {
  const seed = Buffer.from(seedHex, 'hex');
  if (seed.length !== 32) throw new Error('The hand-over token key must be 32 bytes in hex (64 characters).');
  return createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
}

export class HandOverTokens {
  private readonly privateKey: KeyObject;
  private readonly verifyKey: KeyObject;
  /** The public key, 32 raw bytes in base64url: what the crew's app imports to check tokens. */
  readonly publicKey: string;

  constructor(seedHex: string) {
    this.privateKey = handOverKeyOf(seedHex);
    this.verifyKey = createPublicKey(this.privateKey);
    const jwk = this.verifyKey.export({ format: 'jwk' });
    this.publicKey = String(jwk.x);
  }

  /** `DF1.<order code>.<flight id>.<signature>`: 110 characters for the shop's order codes. */
  issue(orderCode: string, flightId: number): string {
    const message = handOverTokenMessage(orderCode, flightId);
    const signature = sign(null, Buffer.from(message), this.privateKey).toString('base64url');
    return `${message}.${signature}`;
  }

  /** The token of an order's QR code while its bag waits for the crew (confirmed, on a flight); else null. */
  ofOrder(order: Pick<OrderRecord, 'orderCode' | 'flightId' | 'status'>): string | null {
    if (order.flightId === null || !isConfirmed(order.status)) return null;
    return this.issue(order.orderCode, order.flightId);
  }

  /** The order and flight a token names when the shop signed it; undefined for a forged or unreadable one. */
  verify(text: string): HandOverTokenParts | undefined {
    const parts = parseHandOverToken(text);
    if (!parts) return undefined;
    return verify(null, Buffer.from(parts.message), this.verifyKey, parts.signature) ? parts : undefined;
  }
}
