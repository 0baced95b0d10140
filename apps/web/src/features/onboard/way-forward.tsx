import type { PaxSector } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isolate } from '../../lib/bidi.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import type { PassengerKey } from '../checkout/api/get-passenger-sectors.ts';
import { useFlightName } from './flight-name.ts';
import { laterPreOrderFlight } from './flight-window.tsx';
import { OnBoardDialog } from './onboard-flight-selector.tsx';
import { useOnBoardingDetail } from './onboard-store.ts';

// Pre-orders close 24 hours before departure (SPEC §9). A traveller told so is not left there: they can
// order on board from what that flight carries (from boarding until it lands), or pre-order for a later
// flight of the same ticket.

/**
 * What to do instead when a flight is closed to pre-orders: shop on board (the header's flight selector,
 * opened here with the ticket filled in), and pre-order for a later flight of the ticket when it has one.
 * Without `onPreOrderLater`, the later flight's action leads to the shop.
 */
export function PreOrderClosedWayForward({
  sector,
  all,
  passenger,
  onPreOrderLater,
}: {
  sector: PaxSector;
  all: readonly PaxSector[];
  passenger: PassengerKey;
  onPreOrderLater?: (later: PaxSector) => void;
}) {
  const { t } = useTranslation('onboard');
  const name = useFlightName();
  const detail = useOnBoardingDetail();
  const dates = useDisplayDates();
  const [choosing, setChoosing] = useState(false);
  const later = laterPreOrderFlight(sector, all);
  const onBoard = sector.onBoardWindow !== 'landed';
  const laterLabel =
    later &&
    t('wayForward.preOrderLater', {
      flight: isolate(later.flightNumber),
      date: isolate(dates.time(later.departureDate, later.originTimeZone)),
    });
  return (
    <div className="flight-way-forward">
      {onBoard && (
        <>
          <p className="mb-1">
            {sector.onBoardWindow === 'open'
              ? t('wayForward.onBoardOpen')
              : t('wayForward.onBoardLater', {
                  time: isolate(
                    dates.time(sector.onBoardOpensAt ?? sector.departureDate, sector.originTimeZone),
                  ),
                })}
          </p>
          <Button variant="primary" size="sm" onClick={() => setChoosing(true)}>
            {t('wayForward.shopOnBoard', name(sector))}
          </Button>
          <OnBoardDialog
            show={choosing}
            detail={detail}
            initial={passenger}
            onClose={() => setChoosing(false)}
            onApplied={() => undefined}
          />
        </>
      )}
      {later &&
        (onPreOrderLater ? (
          <Button variant="outline-primary" size="sm" onClick={() => onPreOrderLater(later)}>
            {laterLabel}
          </Button>
        ) : (
          <Link to={paths.home} className="btn btn-outline-primary btn-sm">
            {laterLabel}
          </Link>
        ))}
    </div>
  );
}
