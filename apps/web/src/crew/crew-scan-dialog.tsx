import BarcodeScannerDialog from '../components/barcode-scanner-dialog.tsx';
import type { CrewStrings } from './crew-strings.ts';
import { routeScannedCode, type ScannedCode } from './scanned-code.ts';

// The crew app's scanner: the shop's dialog with the crew's bundled words; each code read is routed by
// `routeScannedCode`, and a code the app has no use for is named as such. Loaded when the crew opens it.

export default function CrewScanDialog({
  t,
  onCode,
  onClose,
}: {
  t: CrewStrings;
  onCode: (code: Exclude<ScannedCode, { kind: 'unknown' }>) => void;
  onClose: () => void;
}) {
  return (
    <BarcodeScannerDialog
      texts={t.scan}
      onText={(text) => {
        const code = routeScannedCode(text);
        if (code.kind === 'unknown') return t.scan.notKnown;
        onCode(code);
        return null;
      }}
      onClose={onClose}
    />
  );
}
