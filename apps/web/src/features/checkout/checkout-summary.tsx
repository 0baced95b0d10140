import type { PriceCartResponse } from '@dutyfree/contracts';
import { formatMiles } from '@dutyfree/pricing';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { LinePriceBreakdown } from '../cart/price-breakdown.tsx';
import { formatPrice } from '../catalog/catalog-item.ts';

interface CheckoutSummaryProps {
  quote: PriceCartResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The lines and totals as the server priced them: what the order will cost, not what the browser thinks. */
export function CheckoutSummary({ quote, loading, failed, onRetry }: CheckoutSummaryProps) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const money = (amount: number) => formatPrice(amount, quote?.currency ?? 'USD');

  return (
    <Card as="section" aria-labelledby="checkout-summary-title" className="checkout-summary">
      <Card.Body>
        <h2 id="checkout-summary-title" className="h5">
          {t('summary.title')}
        </h2>
        {loading && <LoadingIndicator label={t('summary.loading')} />}
        {failed && (
          <div role="alert">
            <p>{t('summary.failed')}</p>
            <Button variant="outline-primary" size="sm" onClick={onRetry}>
              {t('summary.retry')}
            </Button>
          </div>
        )}
        {quote && (
          <>
            <ul className="checkout-summary__lines">
              {quote.lines.map((line) => (
                <li key={`${line.itemId}-${line.isFreeOffer}`} className="checkout-summary__line">
                  <span>
                    {line.item?.name ?? tOrders('summary.gift')}
                    {line.isFreeOffer && (
                      <span className="badge text-bg-success ms-2">{tOrders('summary.gift')}</span>
                    )}
                    {line.isFreeOffer ? (
                      <span className="d-block text-body-secondary small">
                        {t('summary.quantity', { count: line.quantity })}
                      </span>
                    ) : (
                      <LinePriceBreakdown line={line} currency={quote.currency} withTotal />
                    )}
                  </span>
                  {line.isFreeOffer && <bdi>{money(line.lineTotal)}</bdi>}
                </li>
              ))}
            </ul>
            {quote.unavailableItemIds.length > 0 && <p className="text-danger">{t('summary.unavailable')}</p>}
            <dl className="checkout-summary__totals">
              {quote.discountTotal > 0 && (
                <>
                  <dt>{tOrders('summary.subtotal')}</dt>
                  <dd>
                    <bdi>{money(quote.subtotal)}</bdi>
                  </dd>
                  <dt>{tOrders('summary.discount')}</dt>
                  <dd>
                    <bdi>−{money(quote.discountTotal)}</bdi>
                  </dd>
                </>
              )}
              <dt className="checkout-summary__total">{tOrders('summary.total')}</dt>
              <dd className="checkout-summary__total">
                <bdi>{money(quote.total)}</bdi>
              </dd>
              {quote.totalMilesForRedeem > 0 && (
                <>
                  <dt>{tOrders('summary.milesTotal')}</dt>
                  <dd>
                    <bdi>{tOrders('summary.miles', { miles: formatMiles(quote.totalMilesForRedeem) })}</bdi>
                  </dd>
                </>
              )}
            </dl>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
