import type { PaxSector } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/bidi.ts';

/** 'ET 600' and 'ADD→DXB', each kept whole inside an Arabic sentence. */
export function useFlightName() {
  const { t } = useTranslation('onboard');
  return (flight: Pick<PaxSector, 'flightNumber' | 'origin' | 'destination'>) => ({
    flight: isolate(flight.flightNumber),
    route: isolate(t('route', { origin: flight.origin, destination: flight.destination })),
  });
}
