import { accountQueryKeys } from '../../account/api/account-query-keys.ts';

/**
 * A signed-in traveller's order list lives under the account's keys, so signing out drops it; a single
 * order is read by its number (its owner, or a guest holding its access token).
 */
export const orderQueryKeys = {
  /** Every single order read by its number. */
  all: ['orders'] as const,
  mine: (userId: number) => [...accountQueryKeys.ofUser(userId), 'orders'] as const,
  summary: (orderCode: string) => ['orders', 'summary', orderCode] as const,
};
