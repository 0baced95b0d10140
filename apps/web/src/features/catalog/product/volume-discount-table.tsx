import type { CatalogItem, VolumePrice } from '@dutyfree/contracts';
import { discountPercent, findVolumeTier, fromMajor } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../catalog-item.ts';
import { toVolumeTier } from '../item-pricing.ts';

type TieredItem = Pick<CatalogItem, 'currentPrice' | 'currency' | 'volumePriceList'>;

/** SPEC §9: the integer part of (price − tier price) / price × 100. */
function tierSavingPercent(item: Pick<CatalogItem, 'currentPrice'>, tier: VolumePrice): number {
  return discountPercent(fromMajor(item.currentPrice), fromMajor(tier.customePrice));
}

/** Volume discounts: the unit price for each quantity band, and the band the chosen quantity falls in. */
export function VolumeDiscountTable({ item, quantity }: { item: TieredItem; quantity: number }) {
  const { t } = useTranslation('catalog');
  const tiers = [...item.volumePriceList].sort((a, b) => a.startQuantity - b.startQuantity);
  if (tiers.length === 0) return null;
  const highest = tiers.at(-1);
  const engineTiers = tiers.map(toVolumeTier);
  const current = findVolumeTier(engineTiers, quantity);
  return (
    <div className="volume-discounts">
      <table className="table table-sm volume-discounts__table">
        <caption className="volume-discounts__caption">{t('product.volume.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.volume.quantity')}</th>
            <th scope="col">{t('product.volume.unitPrice')}</th>
            <th scope="col">{t('product.volume.saving')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const chosen = engineTiers[index] === current;
            return (
              <tr key={tier.volumePriceId} className={chosen ? 'is-current' : undefined}>
                <th scope="row">
                  {/* SPEC §4: beyond the highest band its price keeps applying, hence 'or more'. */}
                  {tier === highest
                    ? t('product.volume.orMore', { from: tier.startQuantity })
                    : tier.startQuantity === tier.endQuantity
                      ? String(tier.startQuantity)
                      : t('product.volume.range', { from: tier.startQuantity, to: tier.endQuantity })}
                  {chosen && <span className="visually-hidden"> {t('product.volume.yourQuantity')}</span>}
                </th>
                <td>
                  <bdi>{formatPrice(tier.customePrice, item.currency)}</bdi>
                </td>
                <td>{t('product.volume.percent', { percent: tierSavingPercent(item, tier) })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
