import type { ItemVolumePricesDraft, ItemVolumePricesResponse } from '@dutyfree/contracts';
import type { PriceListKeeping } from '../catalog/catalog.module.ts';
import type { AuditedChanges } from './audited-change.ts';
import { asVolumePricesDraft, volumePricesOf } from './back-office-prices.wire.ts';

/**
 * An item's volume prices (buy more, pay less per unit, on the days the admin sets), kept through the
 * catalogue's price lists; each save audited (subject `item:<id>`), then shown by the storefront at once.
 */
export class BackOfficeVolumePricesService {
  private readonly priceLists: PriceListKeeping;
  private readonly changes: AuditedChanges;
  constructor(deps: { priceLists: PriceListKeeping; changes: AuditedChanges }) {
    this.priceLists = deps.priceLists;
    this.changes = deps.changes;
  }

  async read(itemId: number): Promise<ItemVolumePricesResponse> {
    const prices = await this.priceLists.itemVolumePrices(itemId);
    return { volumePrices: prices && asVolumePricesDraft(prices) };
  }

  save(staffId: number, itemId: number, draft: ItemVolumePricesDraft): Promise<ItemVolumePricesResponse> {
    return this.changes.make(staffId, async (executor) => {
      const { before, after } = await this.priceLists.saveItemVolumePrices(
        itemId,
        volumePricesOf(itemId, draft),
        executor,
      );
      const answer = asVolumePricesDraft(after);
      return {
        action: 'item.volumePrices',
        subject: `item:${itemId}`,
        before: before && asVolumePricesDraft(before),
        after: answer,
        answer: { volumePrices: answer },
      };
    });
  }
}
