import type { PaxSector } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isolate } from '../../lib/bidi.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';

/** A flight may be set for on-board shopping only while its window is open (the server says which). */
export function isOpenOnBoard(sector: PaxSector): boolean {
  return sector.onBoardWindow === 'open';
}

/** The ticket's next flight still open to pre-orders, after this one. */
export function laterPreOrderFlight(sector: PaxSector, all: readonly PaxSector[]): PaxSector | undefined {
  const departs = Date.parse(sector.departureDate);
  return all.find((other) => other.isPreOrderOpen && Date.parse(other.departureDate) > departs);
}

/**
 * What a flight card says about on-board ordering: open, opens at a time (pre-order meanwhile: this
 * flight's until 24 hours before departure, then a later flight's of the ticket), landed.
 */
export function FlightWindow({
  sector,
  all,
  onPreOrder,
}: {
  sector: PaxSector;
  all: readonly PaxSector[];
  onPreOrder: () => void;
}) {
  const { t } = useTranslation('onboard');
  const dates = useDisplayDates();
  const later = sector.isPreOrderOpen ? undefined : laterPreOrderFlight(sector, all);
  if (sector.onBoardWindow === 'open')
    return <p className="mb-0 onboard-window onboard-window--open">{t('window.open')}</p>;
  if (sector.onBoardWindow === 'landed')
    return <p className="mb-0 onboard-window onboard-window--closed">{t('window.landed')}</p>;
  return (
    <>
      <p className="mb-0 onboard-window">
        {t('window.notYetOpen', {
          time: isolate(dates.time(sector.onBoardOpensAt ?? sector.departureDate, sector.originTimeZone)),
        })}
      </p>
      {sector.isPreOrderOpen && (
        // Above the card's click area, so the link stays a link.
        <Link to={paths.home} className="onboard-preorder-link" onClick={onPreOrder}>
          {t('window.preOrder')}
        </Link>
      )}
      {later && (
        <Link to={paths.home} className="onboard-preorder-link" onClick={onPreOrder}>
          {t('wayForward.preOrderLater', {
            flight: isolate(later.flightNumber),
            date: isolate(dates.time(later.departureDate, later.originTimeZone)),
          })}
        </Link>
      )}
    </>
  );
}
