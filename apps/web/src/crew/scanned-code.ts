import { looksLikeHandOverToken } from '@dutyfree/contracts';
import type { BoardingPass } from '../lib/boarding-pass.ts';
import { readBoardingPass } from '../lib/read-boarding-pass.ts';

// Every code the crew app's scanner reads goes through `routeScannedCode`, which says what it is: an order's
// QR code (the signed hand-over token, decision 0056: its bag opens once the signature checks out), an IATA
// boarding pass (its bags are found by name and seat), or something the app has no use for.

export type ScannedCode =
  | { kind: 'orderToken'; token: string }
  | { kind: 'boardingPass'; pass: BoardingPass }
  | { kind: 'unknown' };

export function routeScannedCode(text: string): ScannedCode {
  const trimmed = text.trim();
  if (looksLikeHandOverToken(trimmed)) return { kind: 'orderToken', token: trimmed };
  const pass = readBoardingPass(trimmed);
  if (pass) return { kind: 'boardingPass', pass };
  return { kind: 'unknown' };
}
