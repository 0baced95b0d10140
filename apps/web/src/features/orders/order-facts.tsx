import type { PaymentSummary } from '@dutyfree/contracts';
import { formatMiles, formatMoneyWithCode, fromMajor } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/bidi.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import { OnBoardMark } from './onboard-mark.tsx';
import { paymentOptionKey } from './order-labels.ts';

/**
 * A term and its value. A value is a bidi isolate of its own (<bdi>: an order code or a name keeps its
 * direction); a sentence in the page's language (`sentence`) takes the page's direction instead, its Latin
 * parts isolated inside it: <bdi> would read 'ET 600، من ADD إلى DXB' left to right from its first letter.
 */
type Fact = [term: string, value: string, sentence?: 'sentence'];

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
  const dates = useDisplayDates();
  // Codes and numbers are isolated so that an Arabic line reads right to left ('ET 600، من ADD إلى DXB').
  const route = t('summary.route', {
    origin: isolate(summary.origin),
    destination: isolate(summary.destination),
  });
  const facts: Fact[] = [
    ...(confirmation ? [] : [[t('summary.orderNumber'), summary.orderCode] satisfies Fact]),
    [t('summary.orderDate'), dates.day(summary.transactionDate)],
    [t('summary.customerName'), summary.customerName],
    [t('summary.paymentMethod'), t(`paymentOptions.${paymentOptionKey(summary.paymentOption)}`)],
    // Miles and money (0059): both parts, each isolated inside the sentence.
    ...(summary.paymentOption !== 'Miles' &&
    summary.totalPriceForRedemptionInMiles > 0 &&
    summary.totalPaidInMoney !== undefined
      ? [
          [
            t('summary.milesAndMoney'),
            t('summary.milesAndMoneyValue', {
              miles: isolate(formatMiles(summary.totalPriceForRedemptionInMiles)),
              money: isolate(formatMoneyWithCode(fromMajor(summary.totalPaidInMoney), summary.currency)),
            }),
            'sentence',
          ] satisfies Fact,
        ]
      : []),
    ...(confirmation
      ? []
      : [
          [t('summary.orderStatus'), t(`orderStatuses.${summary.orderStatus}`)] satisfies Fact,
          [t('summary.paymentStatus'), t(`paymentStatuses.${summary.paymentStatus}`)] satisfies Fact,
        ]),
    [
      t('summary.flight'),
      t('summary.flightOnRoute', { flight: isolate(summary.flightNumber), route }),
      'sentence',
    ],
    [t('summary.departure'), dates.time(summary.departureDate, summary.originTimeZone)],
    ...(summary.seatNumber ? [[t('summary.seat'), summary.seatNumber] satisfies Fact] : []),
  ];
  return (
    <>
      <OnBoardMark order={summary} />
      <dl className="order-facts">
        {facts.map(([term, value, sentence]) => (
          <div key={term} className="order-facts__row">
            <dt>{term}</dt>
            <dd>{sentence ? value : <bdi>{value}</bdi>}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
