// The token an order's QR code carries (decision 0056): the crew's app checks it without a network, so
// it is signed by the shop (Ed25519) rather than being a number anyone could make up. It reads
//   DF1.<order code>.<flight id>.<signature>
// where the signature (64 bytes, base64url) is the shop's over the text before its last dot. `DF1` is the
// format's version: a later format gets another prefix, and a reader refuses what it does not know.

export const HAND_OVER_TOKEN_PREFIX = 'DF1';

/** A token as read, before its signature is checked. */
export type HandOverTokenParts = {
  /** The token alone, without what was read around it. */
  token: string;
  orderCode: string;
  flightId: number;
  /** The signed text: `DF1.<order code>.<flight id>`. */
  message: string;
  signature: Uint8Array<ArrayBuffer>;
};

const tokenPattern = /DF1\.(DF-[0-9A-Z]{8})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{86})(?![A-Za-z0-9_-])/;

/** What the shop signs for an order on a flight. */
export function handOverTokenMessage(orderCode: string, flightId: number): string {
  return `${HAND_OVER_TOKEN_PREFIX}.${orderCode}.${flightId}`;
}

/**
 * The token inside `text` (a scanner may add a newline, a camera the characters around it), or undefined
 * when there is none. Only reads it: whoever uses it checks the signature.
 */
export function parseHandOverToken(text: string): HandOverTokenParts | undefined {
  const match = tokenPattern.exec(text.trim());
  if (!match) return undefined;
  const [, orderCode = '', flightId = '', signature = ''] = match;
  return {
    token: match[0],
    orderCode,
    flightId: Number(flightId),
    message: handOverTokenMessage(orderCode, Number(flightId)),
    signature: fromBase64Url(signature),
  };
}

/** Whether the text looks like a hand-over token at all (the crew's search box tells a token from a name). */
export function looksLikeHandOverToken(text: string): boolean {
  return text.trim().startsWith(`${HAND_OVER_TOKEN_PREFIX}.`);
}

/** Bytes of base64url text (no padding), in the browser and on the server alike. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
