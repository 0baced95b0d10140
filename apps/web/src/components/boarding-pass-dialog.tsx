import { useTranslation } from 'react-i18next';
import type { BoardingPass } from '../lib/boarding-pass.ts';
import { readBoardingPass } from '../lib/read-boarding-pass.ts';
import BarcodeScannerDialog from './barcode-scanner-dialog.tsx';

// The scanner as the shop opens it: a code that is a boarding pass is handed over, anything else is named
// for what it is. Loaded on demand, with the decoder and the BCBP parser.

export default function BoardingPassDialog({
  onPass,
  onClose,
}: {
  onPass: (pass: BoardingPass) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <BarcodeScannerDialog
      texts={{
        title: t('scan.title'),
        intro: t('scan.intro'),
        cameraLabel: t('scan.cameraLabel'),
        cameraStarting: t('scan.cameraStarting'),
        cameraDenied: t('scan.cameraDenied'),
        cameraUnavailable: t('scan.cameraUnavailable'),
        upload: t('scan.upload'),
        uploadHint: t('scan.uploadHint'),
        reading: t('scan.reading'),
        noCode: t('scan.noCode'),
        close: t('scan.close'),
      }}
      onText={(text) => {
        const pass = readBoardingPass(text);
        if (!pass) return t('scan.notPass');
        onPass(pass);
        return null;
      }}
      onClose={onClose}
    />
  );
}
