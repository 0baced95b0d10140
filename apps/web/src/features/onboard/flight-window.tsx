import type { PaxSector } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isolate } from '../checkout/flight-selection.tsx';
import { useDisplayDates } from '../orders/order-labels.ts';

/** A flight may be set for on-board shopping only while its window is open (the server says which). */
export function isOpenOnBoard(sector: PaxSector): boolean {
  return sector.onBoardWindow === 'open';
}

/** What a flight card says about on-board ordering: open, opens at a time (pre-order meanwhile), landed. */
export function FlightWindow({ sector, onPreOrder }: { sector: PaxSector; onPreOrder: () => void }) {
  const { t } = useTranslation('onboard');
  const dates = useDisplayDates();
  if (sector.onBoardWindow === 'open')
    return <p className="mb-0 onboard-window onboard-window--open">{t('window.open')}</p>;
  if (sector.onBoardWindow === 'landed')
    return <p className="mb-0 onboard-window onboard-window--closed">{t('window.landed')}</p>;
  return (
    <>
      <p className="mb-0 onboard-window">
        {t('window.notYetOpen', {
          time: isolate(dates.departure(sector.onBoardOpensAt ?? sector.departureDate)),
        })}
      </p>
      {sector.isPreOrderOpen && (
        // Above the card's click area, so the link stays a link.
        <Link to={paths.home} className="onboard-preorder-link" onClick={onPreOrder}>
          {t('window.preOrder')}
        </Link>
      )}
    </>
  );
}
