import type { CatalogItem } from '@dutyfree/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { getOnBoardItems, onBoardItemsQueryOptions, onBoardQueryKey } from './api/get-onboard-items.ts';
import { useOnBoardingDetail } from './onboard-store.ts';

/** What the selected flight carries; nothing is fetched while onboarding is off. */
export function useOnBoardItems() {
  const onBoard = useOnBoardingDetail();
  const options = onBoard && onBoardItemsQueryOptions(onBoard);
  return useQuery({
    queryKey: options?.queryKey ?? [...onBoardQueryKey, 'off'],
    queryFn: onBoard ? ({ signal }) => getOnBoardItems(onBoard, signal) : skipToken,
    staleTime: options?.staleTime,
  });
}

type OnBoardSale = 'preOrder' | 'onFlight' | 'notOnFlight' | 'loading';

/**
 * Whether the traveller may add the item now: always in the pre-order catalogue; on board only when the
 * flight carries it (not yet while the flight's list loads).
 */
export function useOnBoardSale(item: Pick<CatalogItem, 'id'>): OnBoardSale {
  const onBoard = useOnBoardingDetail();
  const items = useOnBoardItems().data;
  if (onBoard === null) return 'preOrder';
  if (!items) return 'loading';
  return items.some((carried) => carried.id === item.id) ? 'onFlight' : 'notOnFlight';
}
