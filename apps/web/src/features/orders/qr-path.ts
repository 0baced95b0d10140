import QRCode from 'qrcode';

/** Modules of white border around the code, as the QR standard asks for a reliable scan. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path (a unit square per dark module) and the side of its square, quiet
 * zone included. Loaded on demand: only an order's pages draw a QR code.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}
