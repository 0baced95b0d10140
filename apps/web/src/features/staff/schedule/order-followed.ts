import type { OrderFollowedOutcome } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi.ts';

/**
 * What became of an order held for a flight whose ticket moved, or that was retimed or cancelled: one
 * line, the order's code first, for the schedule import's table and the ticket move's outcome alike.
 */
export function useOrderFollowedText(): (order: {
  orderCode: string;
  outcome: OrderFollowedOutcome;
}) => string {
  const { t } = useTranslation('staff');
  // The code is a left-to-right isolate inside a sentence of any direction.
  return (order) => t(`orderFollowed.${order.outcome}`, { code: isolate(order.orderCode) });
}
