import {
  BACK_OFFICE_PRICE_LISTS_PAGE_SIZE,
  type BackOfficePriceList,
  type BackOfficePriceListsQuery,
  type BackOfficePriceListsResponse,
  type PriceListDraft,
  type PriceListSummary,
} from '@dutyfree/contracts';
import type {
  KeptPriceList,
  NewPriceListTerms,
  PriceListFields,
  PriceListKeeping,
  PriceListRecord,
} from '../catalog/catalog.module.ts';
import { type AuditedChanges, recordChanged } from './audited-change.ts';
import { dayEnd, dayOf, dayStart } from './utc-days.ts';

function listFields(draft: PriceListDraft): PriceListFields {
  return {
    kind: draft.kind,
    promoCode: draft.promoCode,
    name: draft.name,
    nameTranslations: { ar: draft.nameAr, zh: draft.nameZh },
    rule: draft.rule,
    validFrom: dayStart(draft.validFrom),
    validTo: dayEnd(draft.validTo),
    usageLimit: draft.usageLimit,
    isActive: draft.active,
  };
}

function termsOf(draft: PriceListDraft): NewPriceListTerms {
  return {
    individualRates: draft.unitRates.map((rate) => ({ itemId: rate.itemId, amountCents: rate.priceCents })),
    volumeTiers: draft.volumeTiers.map((tier) => ({
      itemId: tier.itemId,
      startQuantity: tier.startQuantity,
      endQuantity: tier.endQuantity,
      customPriceCents: tier.priceCents,
    })),
    buyGetOffers: draft.buyGetOffers.map(({ itemId, buyQuantity, getQuantity, getItemId }) => ({
      itemId,
      buyQuantity,
      getQuantity,
      getItemId,
    })),
    bundles: draft.bundles.map((bundle) => ({ amountCents: bundle.priceCents, itemIds: bundle.itemIds })),
  };
}

function summaryOf(list: PriceListRecord): PriceListSummary {
  return {
    id: list.id,
    kind: list.kind,
    promoCode: list.promoCode,
    name: list.name,
    rule: list.rule,
    validFrom: dayOf(list.validFrom),
    validTo: dayOf(list.validTo),
    usageLimit: list.usageLimit,
    usageCount: list.usageCount,
    active: list.isActive,
  };
}

/** A price list as the back office's calls answer it: the form's draft, every term in it, and its uses. */
function asBackOfficePriceList({ list, terms }: KeptPriceList): BackOfficePriceList {
  return {
    id: list.id,
    usageCount: list.usageCount,
    draft: {
      kind: list.kind,
      promoCode: list.promoCode,
      name: list.name,
      nameAr: list.nameTranslations.ar,
      nameZh: list.nameTranslations.zh,
      rule: list.rule,
      validFrom: dayOf(list.validFrom),
      validTo: dayOf(list.validTo),
      usageLimit: list.usageLimit,
      active: list.isActive,
      unitRates: terms.individualRates.map((rate) => ({ itemId: rate.itemId, priceCents: rate.amountCents })),
      volumeTiers: terms.volumeTiers.map((tier) => ({
        itemId: tier.itemId,
        startQuantity: tier.startQuantity,
        endQuantity: tier.endQuantity,
        priceCents: tier.customPriceCents,
      })),
      buyGetOffers: terms.buyGetOffers.map(({ itemId, buyQuantity, getQuantity, getItemId }) => ({
        itemId,
        buyQuantity,
        getQuantity,
        getItemId,
      })),
      bundles: terms.bundles.map((bundle) => ({ priceCents: bundle.amountCents, itemIds: bundle.itemIds })),
    },
  };
}

/**
 * Price lists (the running offers and the promotion codes), kept by admins through the catalogue; each
 * change audited with the list before and after (subject `priceList:<id>`), then shown by the storefront
 * at once.
 */
export class BackOfficePriceListsService {
  private readonly priceLists: PriceListKeeping;
  private readonly changes: AuditedChanges;
  constructor(deps: { priceLists: PriceListKeeping; changes: AuditedChanges }) {
    this.priceLists = deps.priceLists;
    this.changes = deps.changes;
  }

  async page(query: BackOfficePriceListsQuery): Promise<BackOfficePriceListsResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.priceLists.page(query.kind, query.after, BACK_OFFICE_PRICE_LISTS_PAGE_SIZE + 1);
    const lists = rows.slice(0, BACK_OFFICE_PRICE_LISTS_PAGE_SIZE);
    return {
      priceLists: lists.map(summaryOf),
      nextAfter: rows.length > BACK_OFFICE_PRICE_LISTS_PAGE_SIZE ? (lists.at(-1)?.id ?? null) : null,
    };
  }

  async priceList(priceListId: number): Promise<BackOfficePriceList> {
    return asBackOfficePriceList(await this.priceLists.priceList(priceListId));
  }

  create(staffId: number, draft: PriceListDraft): Promise<BackOfficePriceList> {
    return this.changes.make(staffId, async (executor) => {
      const after = await this.priceLists.create(listFields(draft), termsOf(draft), executor);
      return recordChanged(
        'priceList.create',
        `priceList:${after.list.id}`,
        { before: null, after },
        asBackOfficePriceList,
      );
    });
  }

  update(staffId: number, priceListId: number, draft: PriceListDraft): Promise<BackOfficePriceList> {
    return this.changes.make(staffId, async (executor) =>
      recordChanged(
        'priceList.update',
        `priceList:${priceListId}`,
        await this.priceLists.update(priceListId, listFields(draft), termsOf(draft), executor),
        asBackOfficePriceList,
      ),
    );
  }

  /** The list stops now: a code is refused and an offer no longer prices from this moment on. */
  end(staffId: number, priceListId: number): Promise<BackOfficePriceList> {
    return this.changes.make(staffId, async (executor) => {
      const change = await this.priceLists.end(priceListId, executor);
      if (change.unchanged) return { unchanged: asBackOfficePriceList(change.after) };
      return recordChanged('priceList.end', `priceList:${priceListId}`, change, asBackOfficePriceList);
    });
  }
}
