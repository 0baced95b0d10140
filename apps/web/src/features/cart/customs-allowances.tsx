import type { CustomsMeasureWire, CustomsRule } from '@dutyfree/contracts';
import { type AllowanceUse, allowanceUses, goodsValueUsdMinor } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { useRegionName } from '../../lib/region-names.ts';
import { formatPrice } from '../catalog/catalog-item.ts';

/** Where the goods are flown: the destination's customs rule, and its airport as the reader reads it. */
export type CustomsDestination = { rule: CustomsRule; airport: string };

/**
 * How much of each of the destination's allowances the lines use (the rule the server enforces too). The
 * value of other goods is counted once the lines carry what they cost in US cents, as the server's priced
 * lines do (the browser's own live prices do not).
 */
export function useAllowanceUses(
  destination: CustomsDestination | null | undefined,
  measures: readonly CustomsMeasureWire[] | undefined,
  lines: readonly { itemId: number; quantity: number; usdLineTotalCents?: number | undefined }[],
): AllowanceUse[] {
  if (!destination || !measures) return [];
  const { allowances, goodsValue } = destination.rule;
  const costs = lines.flatMap(({ itemId, usdLineTotalCents }) =>
    usdLineTotalCents === undefined ? [] : [{ itemId, usdMinor: usdLineTotalCents }],
  );
  const value =
    goodsValue && costs.length === lines.length
      ? { allowance: goodsValue, goodsUsdMinor: goodsValueUsdMinor(measures, costs) }
      : null;
  return allowanceUses(allowances, measures, lines, value);
}

/** "2.1 of 4 L of spirits allowed into the United Arab Emirates", in the reader's words and numbers. */
export function useDescribeAllowanceUse(destination: CustomsDestination | null | undefined) {
  const { t } = useTranslation('cart');
  const regionName = useRegionName();
  const country = destination ? regionName(destination.rule.region, destination.airport) : '';
  return ({ allowance, used, allowed, currencyCode }: AllowanceUse) =>
    allowance === 'value'
      ? t('allowances.value', {
          used: formatPrice(used, currencyCode ?? ''),
          allowed: formatPrice(allowed, currencyCode ?? ''),
          country,
        })
      : t('allowances.use', { used, allowed, unit: t(`allowances.units.${allowance}`), country });
}

/**
 * Before payment: how much of each allowance the basket uses, an allowance it is over marked as such
 * (duty will be due on arrival). Nothing when the destination keeps no limit the goods count against.
 */
export function AllowanceUses({
  destination,
  uses,
  headingLevel: Heading = 'h3',
}: {
  destination: CustomsDestination | null | undefined;
  uses: readonly AllowanceUse[];
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('cart');
  const describe = useDescribeAllowanceUse(destination);
  if (uses.length === 0) return null;
  return (
    <section aria-labelledby="customs-allowances-heading" className="customs-allowances">
      <Heading id="customs-allowances-heading" className="customs-allowances__title">
        {t('allowances.heading')}
      </Heading>
      <ul className="customs-allowances__list">
        {uses.map((use) => (
          <li key={use.allowance} className={use.over ? 'customs-allowances__over' : undefined}>
            {describe(use)}
            {use.over && <strong className="d-block">{t('allowances.over')}</strong>}
          </li>
        ))}
      </ul>
    </section>
  );
}
