import { type ComponentProps, lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { PlaneIcon } from '../../components/icons.tsx';
import { loadLaterTranslations } from '../i18n/i18n.ts';
import { useFlightName } from './flight-name.ts';
import { useOnBoardingDetail } from './onboard-store.ts';
import './onboard.css';

// The dialog's ticket form and flight cards read checkout's and orders' texts, which the first page does
// not load.
const loadDialog = () =>
  Promise.all([import('./onboard-dialog.tsx'), loadLaterTranslations()]).then(([dialog]) => dialog);
const LoadedDialog = lazy(loadDialog);

/**
 * The flight selector's dialog (see onboard-dialog.tsx), fetched when a traveller is about to open it (a
 * pointer over or focus on its button) and mounted from its first opening on, so that it can animate
 * closed and hand focus back to the button that opened it.
 */
export function OnBoardDialog(props: ComponentProps<typeof LoadedDialog>) {
  const [opened, setOpened] = useState(props.show);
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

/** Starts fetching the dialog before the click that opens it. */
const preloadDialog = {
  onPointerEnter: () => void loadDialog(),
  onFocus: () => void loadDialog(),
};

/**
 * The header's on-board flight selector (SPEC §2, §4): a button saying which catalogue the shop shows,
 * opening a dialog with the ticket number, the ticket's flight cards, 'Set' and 'Remove'.
 */
export function OnBoardFlightSelector({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation('onboard');
  const detail = useOnBoardingDetail();
  const name = useFlightName();
  const [open, setOpen] = useState(false);
  // The header's top row has little room: the button shows a short label, and its name (which starts
  // with or holds those words) says it all; the strip under the header names the route too.
  return (
    <>
      <Button
        variant="link"
        className="header-picker__toggle onboard-toggle"
        aria-haspopup="dialog"
        aria-label={detail ? t('toggle.on', name(detail.flight)) : t('toggle.off')}
        onClick={() => setOpen(true)}
        {...preloadDialog}
      >
        <PlaneIcon className="header-picker__icon" />
        <span>{detail ? t('toggle.onShort', name(detail.flight)) : t('toggle.offShort')}</span>
      </Button>
      <OnBoardDialog show={open} detail={detail} onClose={() => setOpen(false)} onApplied={onApplied} />
    </>
  );
}

/** While onboarding is on, a strip under the header names the flight the shop shows, on every screen size. */
export function OnBoardBanner() {
  const { t } = useTranslation('onboard');
  const detail = useOnBoardingDetail();
  const name = useFlightName();
  const [open, setOpen] = useState(false);
  if (!detail) return null;
  return (
    <div className="onboard-banner">
      <Container fluid="xl" className="onboard-banner__bar">
        <PlaneIcon className="onboard-banner__icon" />
        <p className="mb-0">{t('banner', name(detail.flight))}</p>
        <Button
          variant="link"
          size="sm"
          className="onboard-banner__change"
          onClick={() => setOpen(true)}
          {...preloadDialog}
        >
          {t('change')}
        </Button>
      </Container>
      <OnBoardDialog show={open} detail={detail} onClose={() => setOpen(false)} onApplied={() => undefined} />
    </div>
  );
}
