import {
  type Bag,
  type FlightPack,
  fromBase64Url,
  looksLikeHandOverToken,
  parseHandOverToken,
} from '@dutyfree/contracts';

// The order's QR code carries a token the shop signed (decision 0056). The crew's device checks it with the
// public key its flight pack carries, by WebCrypto's Ed25519, without a network: a token the shop did not
// sign, or one of another flight, opens no bag.

/** What a token the crew scanned or typed says. */
export type TokenLookup =
  /** Signed by the shop, for a bag of this flight: open it. */
  | { kind: 'found'; bag: Bag; token: string }
  /** Looks like a token but the shop did not sign it (or it was changed): hand nothing over. */
  | { kind: 'forged' }
  /** The shop's token of an order on another flight. */
  | { kind: 'otherFlight'; orderCode: string }
  /** The shop's token of this flight, but the bag is not on the device's list (cancelled, or not pulled yet). */
  | { kind: 'notOnList'; orderCode: string }
  /** The pack has no key to check tokens with (kept by an earlier release): take the flight again. */
  | { kind: 'noKey' }
  /** Not a token: a seat, a name or an order code, searched as such. */
  | { kind: 'notToken' };

const keys = new Map<string, Promise<CryptoKey>>();

function verifyKey(publicKey: string): Promise<CryptoKey> {
  let key = keys.get(publicKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'Ed25519' }, false, ['verify']);
    keys.set(publicKey, key);
  }
  return key;
}

/** Checks `text` as a hand-over token against the flight pack, offline. */
export async function lookUpBagToken(pack: FlightPack, text: string): Promise<TokenLookup> {
  if (!looksLikeHandOverToken(text)) return { kind: 'notToken' };
  const parts = parseHandOverToken(text);
  if (!parts) return { kind: 'forged' };
  if (!pack.handOverKey) return { kind: 'noKey' };
  let signed = false;
  try {
    signed = await crypto.subtle.verify(
      { name: 'Ed25519' },
      await verifyKey(pack.handOverKey),
      parts.signature,
      new TextEncoder().encode(parts.message),
    );
  } catch {
    signed = false;
  }
  if (!signed) return { kind: 'forged' };
  if (parts.flightId !== pack.flight.flightId) return { kind: 'otherFlight', orderCode: parts.orderCode };
  const bag = pack.bags.find((candidate) => candidate.orderCode === parts.orderCode);
  if (!bag) return { kind: 'notOnList', orderCode: parts.orderCode };
  return { kind: 'found', bag, token: parts.token };
}
