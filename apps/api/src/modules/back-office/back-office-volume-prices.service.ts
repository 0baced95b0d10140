import { fixedError, type ItemVolumePricesDraft, type ItemVolumePricesResponse } from '@dutyfree/contracts';
import { overlappingVolumeTiers } from '@dutyfree/pricing';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import { dayEnd, dayOf, dayStart } from './back-office-days.ts';
import type { BackOfficeItemsRepository } from './back-office-items.repository.ts';
import type {
  BackOfficeVolumePricesRepository,
  VolumePricesRecord,
} from './back-office-volume-prices.repository.ts';

/** The days as the form shows them: the first and the last, both UTC and both included. */
function toDraft(record: VolumePricesRecord): ItemVolumePricesDraft {
  return { validFrom: dayOf(record.validFrom), validTo: dayOf(record.validTo), tiers: record.tiers };
}

export type BackOfficeVolumePricesDependencies = {
  database: Executor;
  items: BackOfficeItemsRepository;
  volumePrices: BackOfficeVolumePricesRepository;
  audit: StaffAuditLog;
  invalidateCatalogCaches: () => void;
};

/**
 * An item's volume prices: buy more, pay less per unit, on the days the admin sets. Saved only when the
 * pricing rules would price every quantity one way (no two tiers share a quantity), audited, and shown by
 * the storefront at once.
 */
export class BackOfficeVolumePricesService {
  private readonly deps: BackOfficeVolumePricesDependencies;
  constructor(deps: BackOfficeVolumePricesDependencies) {
    this.deps = deps;
  }

  async read(itemId: number): Promise<ItemVolumePricesResponse> {
    if (!(await this.deps.items.findById(itemId))) throw notFound(fixedError('backOffice.itemNotFound'));
    const record = await this.deps.volumePrices.find(itemId);
    return { volumePrices: record ? toDraft(record) : null };
  }

  async save(
    staffId: number,
    itemId: number,
    draft: ItemVolumePricesDraft,
  ): Promise<ItemVolumePricesResponse> {
    const overlap = overlappingVolumeTiers(
      draft.tiers.map((tier) => ({ ...tier, customPrice: tier.priceCents })),
    );
    if (overlap) {
      throw new FieldErrors({
        [`Tiers.${overlap[1]}.StartQuantity`]: [fixedError('backOffice.tiersOverlap')],
      });
    }
    const record: VolumePricesRecord = {
      validFrom: dayStart(draft.validFrom),
      validTo: dayEnd(draft.validTo),
      tiers: [...draft.tiers].sort((a, b) => a.startQuantity - b.startQuantity),
    };
    await withTransaction(this.deps.database, async (executor) => {
      if (!(await this.deps.items.on(executor).findById(itemId))) {
        throw notFound(fixedError('backOffice.itemNotFound'));
      }
      const volumePrices = this.deps.volumePrices.on(executor);
      const before = (await volumePrices.find(itemId)) ?? null;
      await volumePrices.save(itemId, record);
      await this.deps.audit.record(
        {
          staffId,
          action: 'item.volumePrices',
          subject: `item:${itemId}`,
          before: before && toDraft(before),
          after: toDraft(record),
        },
        executor,
      );
    });
    this.deps.invalidateCatalogCaches();
    return { volumePrices: toDraft(record) };
  }
}
