import type { PaymentSummary } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { goodsName } from '../../lib/bidi.ts';
import { useOrderAmounts } from './order-labels.ts';

/**
 * SPEC §2 confirmation lines: image, name, quantity and price, then the totals. On a phone each line
 * stacks (see orders.css) so that every amount shows in full without sideways scrolling.
 */
export function OrderLines({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation('orders');
  const { inMiles, money, miles } = useOrderAmounts(summary);
  const price = (line: PaymentSummary['orderItemRes'][number]) =>
    inMiles ? miles(line.totalPriceForRedemptionInMiles) : money(line.totalPrice);

  return (
    <div className="order-lines">
      <h2 className="h5">{t('summary.linesTitle')}</h2>
      <table className="table align-middle order-lines__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('summary.image')}</span>
            </th>
            <th scope="col">{t('summary.item')}</th>
            <th scope="col" className="order-lines__end">
              {t('summary.quantity')}
            </th>
            <th scope="col" className="order-lines__end">
              {t('summary.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.orderItemRes.map((line) => (
            <tr key={`${line.itemId}-${line.isFreeOffer}`}>
              <td className="order-lines__image">
                {line.imageUrl && <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />}
              </td>
              <td className="order-lines__name">
                {goodsName(line.itemName)}
                {line.isFreeOffer && <span className="badge text-bg-success ms-2">{t('summary.gift')}</span>}
              </td>
              <td className="order-lines__end order-lines__quantity" data-label={t('summary.quantity')}>
                {line.quantity}
              </td>
              <td className="order-lines__end order-lines__price">
                <bdi>{price(line)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {!inMiles && summary.discount > 0 && (
            <>
              <tr>
                <th scope="row" colSpan={3} className="order-lines__end fw-normal">
                  {t('summary.subtotal')}
                </th>
                <td className="order-lines__end">
                  <bdi>{money(summary.subtotalPrice)}</bdi>
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="order-lines__end fw-normal">
                  {t('summary.discount')}
                </th>
                <td className="order-lines__end">
                  <bdi>−{money(summary.discount)}</bdi>
                </td>
              </tr>
            </>
          )}
          <tr className="order-lines__total">
            <th scope="row" colSpan={3} className="order-lines__end">
              {inMiles ? t('summary.milesTotal') : t('summary.total')}
            </th>
            <td className="order-lines__end">
              <bdi>{inMiles ? miles(summary.totalPriceForRedemptionInMiles) : money(summary.totalPrice)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
