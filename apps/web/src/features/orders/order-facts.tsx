import type { PaymentSummary } from '@dutyfree/contracts';
import { formatDisplayDate } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { OnBoardMark } from './onboard-mark.tsx';
import { formatDeparture, paymentOptionKey } from './order-labels.ts';

type Fact = [term: string, value: string];

/**
 * The order's number, date, buyer, payment and flight, as a description list. On the confirmation of a
 * paid order the number stands out above it and the statuses go without saying, so both are left out.
 */
export function OrderFacts({
  summary,
  confirmation = false,
}: {
  summary: PaymentSummary;
  confirmation?: boolean;
}) {
  const { t } = useTranslation('orders');
  const flight = t('summary.route', { origin: summary.origin, destination: summary.destination });
  const facts: Fact[] = [
    ...(confirmation ? [] : [[t('summary.orderNumber'), summary.orderCode] satisfies Fact]),
    [t('summary.orderDate'), formatDisplayDate(summary.transactionDate)],
    [t('summary.customerName'), summary.customerName],
    [t('summary.paymentMethod'), t(`paymentOptions.${paymentOptionKey(summary.paymentOption)}`)],
    ...(confirmation
      ? []
      : [
          [t('summary.orderStatus'), t(`orderStatuses.${summary.orderStatus}`)] satisfies Fact,
          [t('summary.paymentStatus'), t(`paymentStatuses.${summary.paymentStatus}`)] satisfies Fact,
        ]),
    [t('summary.flight'), `${summary.flightNumber}, ${flight}`],
    [t('summary.departure'), formatDeparture(summary.departureDate)],
    ...(summary.seatNumber ? [[t('summary.seat'), summary.seatNumber] satisfies Fact] : []),
  ];
  return (
    <>
      <OnBoardMark order={summary} />
      <dl className="order-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="order-facts__row">
            <dt>{term}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
