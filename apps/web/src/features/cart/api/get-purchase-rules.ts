import { actionPrivileges, apiPaths, type PurchaseRules, purchaseRulesResponse } from '@dutyfree/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../session/use-session.ts';

/** The purchase rules an admin keeps: the goods that skip the age gate, the EU-banned cosmetics, and why. */
async function getPurchaseRules(signal?: AbortSignal): Promise<PurchaseRules> {
  return apiClient.get(apiPaths.purchaseRules, {
    privilege: actionPrivileges.preOrderAccess,
    schema: import.meta.env.DEV ? purchaseRulesResponse : undefined,
    signal,
  });
}

/**
 * Read again after the catalogue's cache time (10 s on the server), so that an admin's change reaches the
 * next add-to-cart about as soon as it reaches product pages; a change of language reads them again.
 */
const purchaseRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'purchaseRules'] as const,
    queryFn: ({ signal }) => getPurchaseRules(signal),
    staleTime: 10_000,
  });

/**
 * The rules for a question about to be asked. The first add reads them; later adds answer from the copy
 * at once and read them again behind it once it is 10 s old, so an add never waits on them twice. When
 * they cannot be read: the last copy, or none (the age is asked of every tobacco and liquor, no EU
 * question; checkout refuses what may not fly).
 */
export async function currentPurchaseRules(queryClient: QueryClient): Promise<PurchaseRules> {
  try {
    return await queryClient.ensureQueryData({ ...purchaseRulesQueryOptions(), revalidateIfStale: true });
  } catch {
    return (
      queryClient.getQueryData(purchaseRulesQueryOptions().queryKey) ?? {
        ageGateExempt: { itemCodes: [], reason: '' },
        euBan: { itemCodes: [], reason: '' },
      }
    );
  }
}

export function usePurchaseRules() {
  const session = useSession();
  return useQuery({ ...purchaseRulesQueryOptions(), enabled: session !== null });
}
