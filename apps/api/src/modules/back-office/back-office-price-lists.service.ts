import {
  BACK_OFFICE_PRICE_LISTS_PAGE_SIZE,
  type BackOfficePriceList,
  type BackOfficePriceListsQuery,
  type BackOfficePriceListsResponse,
  fixedError,
  type PriceListDraft,
  type PriceListSummary,
  type ShopError,
} from '@dutyfree/contracts';
import { givesAwayMoreThanItSells, overlappingVolumeTiers } from '@dutyfree/pricing';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { StaffAuditLog } from '../staff/staff.module.ts';
import { dayEnd, dayOf, dayStart } from './back-office-days.ts';
import type {
  BackOfficePriceListsRepository,
  PriceListColumns,
  PriceListRecord,
  PriceListTermsRecord,
} from './back-office-price-lists.repository.ts';

export type BackOfficePriceListsDependencies = {
  database: Executor;
  priceLists: BackOfficePriceListsRepository;
  audit: StaffAuditLog;
  invalidateCatalogCaches: () => void;
  now: () => number;
};

function columnsOf(draft: PriceListDraft): PriceListColumns {
  return {
    kind: draft.kind,
    // An offer is reached by everyone, never by a code.
    promoCode: draft.kind === 'promo' ? draft.promoCode : null,
    name: draft.name,
    nameAr: draft.nameAr,
    nameZh: draft.nameZh,
    rule: draft.rule,
    validFrom: dayStart(draft.validFrom),
    validTo: dayEnd(draft.validTo),
    usageLimit: draft.kind === 'promo' ? draft.usageLimit : null,
    active: draft.active,
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
    active: list.active,
  };
}

function asPriceList(list: PriceListRecord, terms: PriceListTermsRecord): BackOfficePriceList {
  return {
    id: list.id,
    usageCount: list.usageCount,
    draft: {
      kind: list.kind,
      promoCode: list.promoCode,
      name: list.name,
      nameAr: list.nameAr,
      nameZh: list.nameZh,
      rule: list.rule,
      validFrom: dayOf(list.validFrom),
      validTo: dayOf(list.validTo),
      usageLimit: list.usageLimit,
      active: list.active,
      ...terms,
    },
  };
}

/**
 * The rules a schema cannot check, named field by field: the pricing package's own (each quantity of an
 * item has one volume price; no buy-get gives away more than it sells) and the data's (every item exists,
 * no other list has the promotion code).
 */
async function refusals(
  priceLists: BackOfficePriceListsRepository,
  draft: PriceListDraft,
  priceListId: number | undefined,
): Promise<Record<string, ShopError[]>> {
  const errors: Record<string, ShopError[]> = {};
  const tiersByItem = new Map<number, number[]>();
  draft.volumeTiers.forEach((tier, index) => {
    tiersByItem.set(tier.itemId, [...(tiersByItem.get(tier.itemId) ?? []), index]);
  });
  for (const indexes of tiersByItem.values()) {
    const overlap = overlappingVolumeTiers(
      indexes.map((index) => ({
        ...draft.volumeTiers[index]!,
        customPrice: draft.volumeTiers[index]!.priceCents,
      })),
    );
    if (overlap) {
      errors[`VolumeTiers.${indexes[overlap[1]]}.StartQuantity`] = [fixedError('backOffice.tiersOverlap')];
    }
  }
  draft.buyGetOffers.forEach((offer, index) => {
    if (givesAwayMoreThanItSells(offer)) {
      errors[`BuyGetOffers.${index}.GetQuantity`] = [fixedError('backOfficePrices.buyGetTooGenerous')];
    }
  });
  const named: [string, number][] = [
    ...draft.unitRates.map((r, i): [string, number] => [`UnitRates.${i}.ItemId`, r.itemId]),
    ...draft.volumeTiers.map((t, i): [string, number] => [`VolumeTiers.${i}.ItemId`, t.itemId]),
    ...draft.buyGetOffers.flatMap((o, i): [string, number][] => [
      [`BuyGetOffers.${i}.ItemId`, o.itemId],
      [`BuyGetOffers.${i}.GetItemId`, o.getItemId],
    ]),
    ...draft.bundles.flatMap((b, i): [string, number][] =>
      b.itemIds.map((id) => [`Bundles.${i}.ItemIds`, id]),
    ),
  ];
  const unknown = await priceLists.unknownItems(named.map(([, itemId]) => itemId));
  for (const [field, itemId] of named) {
    if (unknown.has(itemId)) errors[field] = [fixedError('backOfficePrices.noSuchItem')];
  }
  if (draft.kind === 'promo' && draft.promoCode !== null) {
    const holder = await priceLists.idOfPromoCode(draft.promoCode);
    if (holder !== undefined && holder !== priceListId) {
      errors.PromoCode = [fixedError('backOfficePrices.promoCodeTaken')];
    }
  }
  return errors;
}

/**
 * Price lists: the running offers every traveller gets (Weekly Specials and the like) and the promotion
 * codes travellers type, with every kind of price the pricing package knows. Each change is checked with
 * the package's rules, audited with the list before and after, and shown by the storefront at once.
 * Nothing is deleted: an order keeps naming the code it used, so a list is ended instead.
 */
export class BackOfficePriceListsService {
  private readonly deps: BackOfficePriceListsDependencies;
  constructor(deps: BackOfficePriceListsDependencies) {
    this.deps = deps;
  }

  async page(query: BackOfficePriceListsQuery): Promise<BackOfficePriceListsResponse> {
    // One more than shown tells whether another page follows.
    const rows = await this.deps.priceLists.page(
      query.kind,
      query.after,
      BACK_OFFICE_PRICE_LISTS_PAGE_SIZE + 1,
    );
    const lists = rows.slice(0, BACK_OFFICE_PRICE_LISTS_PAGE_SIZE);
    return {
      priceLists: lists.map(summaryOf),
      nextAfter: rows.length > BACK_OFFICE_PRICE_LISTS_PAGE_SIZE ? (lists.at(-1)?.id ?? null) : null,
    };
  }

  async priceList(priceListId: number): Promise<BackOfficePriceList> {
    const list = await this.deps.priceLists.find(priceListId);
    if (!list) throw notFound(fixedError('backOfficePrices.priceListNotFound'));
    return asPriceList(list, await this.deps.priceLists.terms(priceListId));
  }

  create(staffId: number, draft: PriceListDraft): Promise<BackOfficePriceList> {
    return this.change(async (priceLists, executor) => {
      await this.check(priceLists, draft, undefined);
      const id = await priceLists.insert(columnsOf(draft));
      await priceLists.replaceTerms(id, draft);
      const after = await this.readBack(priceLists, id);
      await this.audited(executor, staffId, 'priceList.create', null, after);
      return after;
    }).catch(refuseTakenCode);
  }

  update(staffId: number, priceListId: number, draft: PriceListDraft): Promise<BackOfficePriceList> {
    return this.change(async (priceLists, executor) => {
      const before = await this.existing(priceLists, priceListId);
      await this.check(priceLists, draft, priceListId);
      await priceLists.update(priceListId, columnsOf(draft));
      await priceLists.replaceTerms(priceListId, draft);
      const after = await this.readBack(priceLists, priceListId);
      await this.audited(executor, staffId, 'priceList.update', before, after);
      return after;
    }).catch(refuseTakenCode);
  }

  /** The list stops now: a code is refused and an offer no longer prices from this moment on. */
  end(staffId: number, priceListId: number): Promise<BackOfficePriceList> {
    return this.change(async (priceLists, executor) => {
      const list = await priceLists.find(priceListId);
      if (!list) throw notFound(fixedError('backOfficePrices.priceListNotFound'));
      const before = asPriceList(list, await priceLists.terms(priceListId));
      const now = this.deps.now();
      // A list that has already ended keeps the moment it ended; one not yet started ends before it starts.
      if (list.validTo <= now) return before;
      await priceLists.setWindow(priceListId, Math.min(now, list.validFrom), now);
      const after = await this.readBack(priceLists, priceListId);
      await this.audited(executor, staffId, 'priceList.end', before, after);
      return after;
    });
  }

  private async check(priceLists: BackOfficePriceListsRepository, draft: PriceListDraft, id?: number) {
    const errors = await refusals(priceLists, draft, id);
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }

  private async existing(priceLists: BackOfficePriceListsRepository, id: number) {
    const list = await priceLists.find(id);
    if (!list) throw notFound(fixedError('backOfficePrices.priceListNotFound'));
    return asPriceList(list, await priceLists.terms(id));
  }

  private async readBack(priceLists: BackOfficePriceListsRepository, id: number) {
    const list = await priceLists.find(id);
    if (!list) throw new Error(`price list ${id} vanished inside its own transaction`);
    return asPriceList(list, await priceLists.terms(id));
  }

  private async change<T>(
    work: (priceLists: BackOfficePriceListsRepository, executor: Executor) => Promise<T>,
  ): Promise<T> {
    const result = await withTransaction(this.deps.database, (executor) =>
      work(this.deps.priceLists.on(executor), executor),
    );
    this.deps.invalidateCatalogCaches();
    return result;
  }

  private audited(
    executor: Executor,
    staffId: number,
    action: string,
    before: BackOfficePriceList | null,
    after: BackOfficePriceList,
  ) {
    return this.deps.audit.record(
      { staffId, action, subject: `priceList:${after.id}`, before, after },
      executor,
    );
  }
}

/** Two admins saving one new code at once both pass the check; the unique column lets one win. */
function refuseTakenCode(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new FieldErrors({ PromoCode: [fixedError('backOfficePrices.promoCodeTaken')] });
  }
  throw error;
}
