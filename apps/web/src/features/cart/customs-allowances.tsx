import type { CustomsMeasureWire, CustomsRule } from '@dutyfree/contracts';
import { type AllowanceUse, allowanceUses } from '@dutyfree/pricing';
import { useTranslation } from 'react-i18next';
import { useRegionName } from '../../lib/region-names.ts';

/** Where the goods are flown: the destination's customs rule, and its airport as the reader reads it. */
export type CustomsDestination = { rule: CustomsRule; airport: string };

/** How much of each of the destination's allowances the lines use (the rule the server enforces too). */
export function useAllowanceUses(
  destination: CustomsDestination | null | undefined,
  measures: readonly CustomsMeasureWire[] | undefined,
  lines: readonly { itemId: number; quantity: number }[],
): AllowanceUse[] {
  if (!destination || !measures) return [];
  return allowanceUses(destination.rule.allowances, measures, lines);
}

/** "2.1 of 4 L of spirits allowed into the United Arab Emirates", in the reader's words and numbers. */
export function useDescribeAllowanceUse(destination: CustomsDestination | null | undefined) {
  const { t } = useTranslation('cart');
  const regionName = useRegionName();
  const country = destination ? regionName(destination.rule.region, destination.airport) : '';
  return ({ allowance, used, allowed }: AllowanceUse) =>
    t('allowances.use', { used, allowed, unit: t(`allowances.units.${allowance}`), country });
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
