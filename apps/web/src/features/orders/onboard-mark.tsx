import type { PaymentSummary } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/bidi.ts';

type OnBoardOrder = Pick<PaymentSummary, 'isOnBoard' | 'flightNumber' | 'seatNumber'>;

/** Marks an order placed on board, with the flight and the seat the crew brings it to. */
export function OnBoardMark({ order }: { order: OnBoardOrder }) {
  const { t } = useTranslation('onboard');
  if (!order.isOnBoard) return null;
  return (
    <p className="order-onboard-mark">
      <bdi>{t('order.mark', { flight: order.flightNumber, seat: order.seatNumber ?? '' })}</bdi>
    </p>
  );
}

/** The confirmation's line for an order placed on board: where the goods go. */
export function OnBoardDelivery({ order }: { order: OnBoardOrder }) {
  const { t } = useTranslation('onboard');
  if (!order.isOnBoard) return null;
  return (
    <p className="order-onboard-delivery">
      {t('order.toSeat', {
        flight: isolate(order.flightNumber),
        seat: isolate(order.seatNumber ?? ''),
      })}
    </p>
  );
}
