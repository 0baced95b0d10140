import type { ItemVolumePricesDraft, ItemVolumePricesResponse } from '@dutyfree/contracts';
import type { ItemVolumePricesRecord, PriceListKeeping } from '../catalog/catalog.module.ts';
import type { AuditedChanges } from './audited-change.ts';
import { dayEnd, dayOf, dayStart } from './utc-days.ts';

/** The days as the form shows them: the first and the last, both UTC and both included. */
function asDraft(prices: ItemVolumePricesRecord): ItemVolumePricesDraft {
  return {
    validFrom: dayOf(prices.validFrom),
    validTo: dayOf(prices.validTo),
    tiers: prices.tiers.map((tier) => ({
      startQuantity: tier.startQuantity,
      endQuantity: tier.endQuantity,
      priceCents: tier.customPriceCents,
    })),
  };
}

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
    return { volumePrices: prices && asDraft(prices) };
  }

  save(staffId: number, itemId: number, draft: ItemVolumePricesDraft): Promise<ItemVolumePricesResponse> {
    const prices = {
      validFrom: dayStart(draft.validFrom),
      validTo: dayEnd(draft.validTo),
      tiers: draft.tiers.map((tier) => ({
        itemId,
        startQuantity: tier.startQuantity,
        endQuantity: tier.endQuantity,
        customPriceCents: tier.priceCents,
      })),
    };
    return this.changes.make(staffId, async (executor) => {
      const { before, after } = await this.priceLists.saveItemVolumePrices(itemId, prices, executor);
      const answer = asDraft(after);
      return {
        action: 'item.volumePrices',
        subject: `item:${itemId}`,
        before: before && asDraft(before),
        after: answer,
        answer: { volumePrices: answer },
      };
    });
  }
}
