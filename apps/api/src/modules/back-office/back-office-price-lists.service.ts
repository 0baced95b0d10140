import {
  BACK_OFFICE_PRICE_LISTS_PAGE_SIZE,
  type BackOfficePriceList,
  type BackOfficePriceListResponse,
  type BackOfficePriceListsQuery,
  type BackOfficePriceListsResponse,
  type PriceListDraft,
} from '@dutyfree/contracts';
import type { ItemKeeping, PriceListKeeping } from '../catalog/catalog.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import {
  asBackOfficePriceList,
  priceListFields,
  priceListSummary,
  priceListTerms,
} from './back-office-prices.wire.ts';

/**
 * Price lists (the running offers and the promotion codes), kept by admins through the catalogue; each
 * change audited with the list before and after (subject `priceList:<id>`), then shown by the storefront
 * at once.
 */
export class BackOfficePriceListsService {
  private readonly priceLists: PriceListKeeping;
  private readonly changes: AuditedChanges;
  private readonly items: ItemKeeping;
  constructor(deps: { priceLists: PriceListKeeping; items: ItemKeeping; changes: AuditedChanges }) {
    this.priceLists = deps.priceLists;
    this.items = deps.items;
    this.changes = deps.changes;
  }

  /** The list with the code, name and current price of every item its terms name, for the form's rows. */
  private async withItems(priceList: BackOfficePriceList): Promise<BackOfficePriceListResponse> {
    const { unitRates, volumeTiers, buyGetOffers, bundles } = priceList.draft;
    const ids = new Set([
      ...unitRates.map((rate) => rate.itemId),
      ...volumeTiers.map((tier) => tier.itemId),
      ...buyGetOffers.flatMap((offer) => [offer.itemId, offer.getItemId]),
      ...bundles.flatMap((bundle) => bundle.itemIds),
    ]);
    const items = await this.items.items([...ids]);
    return {
      priceList,
      items: items.map((item) => ({
        id: item.id,
        itemCode: item.itemCode,
        name: item.name,
        priceCents: item.currentPriceCents,
      })),
    };
  }

  async page(query: BackOfficePriceListsQuery): Promise<BackOfficePriceListsResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.priceLists.page(query.kind, query.after, BACK_OFFICE_PRICE_LISTS_PAGE_SIZE + 1);
    const lists = rows.slice(0, BACK_OFFICE_PRICE_LISTS_PAGE_SIZE);
    return {
      priceLists: lists.map(priceListSummary),
      nextAfter: rows.length > BACK_OFFICE_PRICE_LISTS_PAGE_SIZE ? (lists.at(-1)?.id ?? null) : null,
    };
  }

  async priceList(priceListId: number): Promise<BackOfficePriceListResponse> {
    return this.withItems(asBackOfficePriceList(await this.priceLists.priceList(priceListId)));
  }

  async create(staffId: number, draft: PriceListDraft): Promise<BackOfficePriceListResponse> {
    const created = await this.changes.make(staffId, async (executor) => {
      const after = await this.priceLists.create(priceListFields(draft), priceListTerms(draft), executor);
      return recordChanged(
        'priceList.create',
        `priceList:${after.list.id}`,
        { before: null, after },
        asBackOfficePriceList,
      );
    });
    return this.withItems(created);
  }

  async update(
    staffId: number,
    priceListId: number,
    draft: PriceListDraft,
  ): Promise<BackOfficePriceListResponse> {
    const updated = await this.changes.make(staffId, async (executor) =>
      recordChanged(
        'priceList.update',
        `priceList:${priceListId}`,
        await this.priceLists.update(priceListId, priceListFields(draft), priceListTerms(draft), executor),
        asBackOfficePriceList,
      ),
    );
    return this.withItems(updated);
  }

  /** The list stops now: a code is refused and an offer no longer prices from this moment on. */
  async end(staffId: number, priceListId: number): Promise<BackOfficePriceListResponse> {
    const ended = await this.changes.make(staffId, async (executor) => {
      const change = await this.priceLists.end(priceListId, executor);
      if (change.unchanged) return { unchanged: asBackOfficePriceList(change.after) };
      return recordChanged('priceList.end', `priceList:${priceListId}`, change, asBackOfficePriceList);
    });
    return this.withItems(ended);
  }
}
