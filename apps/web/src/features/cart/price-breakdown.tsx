import type { PriceCartResponse, PricedCartLine } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../catalog/catalog-item.ts';
import { lineBreakdown } from './line-breakdown.ts';

/**
 * How a paid line's total comes about, as rows that add up: list price × quantity, the offer's saving,
 * the bundle's saving, and (where the view has no total of its own) the line total.
 */
export function LinePriceBreakdown({
  line,
  currency,
  withTotal,
}: {
  line: PricedCartLine;
  currency: string;
  withTotal: boolean;
}) {
  const { t } = useTranslation('cart');
  const money = (amount: number) => formatPrice(amount, currency);
  const { listTotal, offerSaving, bundleSaving, lineTotal } = lineBreakdown(line);
  return (
    <dl className="price-breakdown">
      <div>
        <dt>
          {/* A product reads left to right in every language; isolated, Arabic keeps its parts in order. */}
          <bdi dir="ltr">
            {t('breakdown.listTimes', { price: money(line.listUnitPrice), quantity: line.quantity })}
          </bdi>
        </dt>
        <dd>
          <bdi>{money(listTotal)}</bdi>
        </dd>
      </div>
      {offerSaving > 0 && (
        <div className="price-breakdown__saving">
          <dt>{t(`breakdown.offer.${line.appliedRule}`)}</dt>
          <dd>
            <bdi>−{money(offerSaving)}</bdi>
          </dd>
        </div>
      )}
      {bundleSaving > 0 && (
        <div className="price-breakdown__saving">
          <dt>{t('breakdown.bundle')}</dt>
          <dd>
            <bdi>−{money(bundleSaving)}</bdi>
          </dd>
        </div>
      )}
      {withTotal && (
        <div className="price-breakdown__total">
          <dt>{t('lines.lineTotal')}</dt>
          <dd>
            <bdi>{money(lineTotal)}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Subtotal (list prices), the discount when there is one, and the total: subtotal − discount = total. */
export function QuoteTotals({ quote, withItemCount }: { quote: PriceCartResponse; withItemCount: boolean }) {
  const { t } = useTranslation('cart');
  const money = (amount: number) => formatPrice(amount, quote.currency);
  return (
    <dl className="cart-summary__totals">
      {withItemCount && (
        <div>
          <dt>{t('summary.items')}</dt>
          <dd>{quote.itemCount}</dd>
        </div>
      )}
      <div>
        <dt>{t('summary.subtotal')}</dt>
        <dd>
          <bdi>{money(quote.subtotal)}</bdi>
        </dd>
      </div>
      {quote.discountTotal > 0 && (
        <div className="cart-summary__discount">
          <dt>{t('summary.discount')}</dt>
          <dd>
            <bdi>−{money(quote.discountTotal)}</bdi>
          </dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>{t('summary.total')}</dt>
        <dd>
          <bdi>{money(quote.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
