import { lazy, Suspense, useRef, useState } from 'react';
import type { BoardingPass } from '../lib/boarding-pass.ts';
import { type CrewStrings, fill } from './crew-strings.ts';
import type { ScannedCode } from './scanned-code.ts';

// The crew app's scan button: it opens the scanner (loaded on the first press, with its decoder), hands on
// each code the app can use, and gives the focus back to the button when the scanner closes.

const CrewScanDialog = lazy(() => import('./crew-scan-dialog.tsx'));

export function ScanButton({
  t,
  onCode,
}: {
  t: CrewStrings;
  onCode: (code: Exclude<ScannedCode, { kind: 'unknown' }>) => void;
}) {
  const [scanning, setScanning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setScanning(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary crew-action mb-3"
        aria-haspopup="dialog"
        onClick={() => setScanning(true)}
      >
        {t.scan.button}
      </button>
      {scanning && (
        <Suspense fallback={<p role="status">{t.scan.loading}</p>}>
          <CrewScanDialog
            t={t}
            onCode={(code) => {
              close();
              onCode(code);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

/** Whose pass was read, as the crew sees it: the printed name and the seat. */
export function passHolder(pass: BoardingPass, t: CrewStrings): string {
  const name = `${pass.lastName}/${pass.firstName}`;
  return pass.seat ? fill(t.scan.found, { name, seat: pass.seat }) : fill(t.scan.foundNoSeat, { name });
}
