import type { BoardingPass } from '../lib/boarding-pass.ts';
import { readBoardingPass } from '../lib/read-boarding-pass.ts';

// Every code the crew app's scanner reads goes through `routeScannedCode`, which says what it is. Today: an
// IATA boarding pass (its bags are found by name and seat), or something else. An order's QR code (a signed
// order token with its own prefix) is to be recognised here as one more kind, ahead of the boarding pass.

export type ScannedCode = { kind: 'boardingPass'; pass: BoardingPass } | { kind: 'unknown' };

export function routeScannedCode(text: string): ScannedCode {
  const pass = readBoardingPass(text.trim());
  if (pass) return { kind: 'boardingPass', pass };
  return { kind: 'unknown' };
}
