import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardingPass } from '../lib/boarding-pass.ts';
import { LoadingIndicator } from './loading-indicator.tsx';

// "Scan boarding pass" beside a ticket number and last name (checkout, the header's flight selector, the
// guest page). Only the button is part of the page: the dialog, the BCBP parser and the barcode decoder
// (with its .wasm) are fetched when it is pressed.

const BoardingPassDialog = lazy(() => import('./boarding-pass-dialog.tsx'));

export function ScanBoardingPassButton({ onPass }: { onPass: (pass: BoardingPass) => void }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-secondary scan-pass-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('scan.button')}
      </button>
      {open && (
        <Suspense fallback={<LoadingIndicator label={t('scan.loading')} />}>
          <BoardingPassDialog
            onPass={(pass) => {
              close();
              onPass(pass);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
