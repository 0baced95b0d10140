import { fixedError, type ShopError } from '@dutyfree/contracts';
import { givesAwayMoreThanItSells, overlappingVolumeTiers } from '@dutyfree/pricing';
import type { Executor } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { ItemsRepository } from './items.repository.ts';
import type {
  ItemVolumePricesRecord,
  NewPriceListTerms,
  PriceListFields,
  PriceListRecord,
  PriceListsRepository,
  PriceListTermsRecord,
} from './price-lists.repository.ts';

/** A price list with everything it prices. */
export type KeptPriceList = { list: PriceListRecord; terms: PriceListTermsRecord };

/** A price list before and after an admin's change; `unchanged` when there was nothing to do. */
export type PriceListChange = { before: KeptPriceList; after: KeptPriceList; unchanged?: true };

/** An item's own volume prices to save: the window they run in and the tiers. */
export type ItemVolumePricesFields = Pick<ItemVolumePricesRecord, 'validFrom' | 'validTo'> & {
  tiers: NewPriceListTerms['volumeTiers'];
};

export type PriceListKeepingDependencies = {
  priceLists: PriceListsRepository;
  items: ItemsRepository;
  now: () => number;
};

const priceListNotFound = () => notFound(fixedError('backOfficePrices.priceListNotFound'));
const itemNotFound = () => notFound(fixedError('backOffice.itemNotFound'));

/** An offer is reached by everyone, never by a code, and has no limit of uses. */
function asKept(list: PriceListFields): PriceListFields {
  return list.kind === 'promo' ? list : { ...list, promoCode: null, usageLimit: null };
}

/** Each quantity of an item has one volume price: the index (in `tiers`) of a tier that shares one. */
function overlappingTier(tiers: NewPriceListTerms['volumeTiers']): number | undefined {
  const overlap = overlappingVolumeTiers(
    tiers.map((tier) => ({ ...tier, customPrice: tier.customPriceCents })),
  );
  return overlap?.[1];
}

/**
 * Admins keep the price lists: the running offers every traveller gets and the promotion codes travellers
 * type, with every kind of price the pricing package knows, and each item's own volume prices. A change is
 * checked with the package's rules and runs on the caller's transaction, answering the list before and after
 * it. Nothing is deleted: an order keeps naming the code it used, so a list is ended instead.
 */
export class PriceListKeeping {
  private readonly deps: PriceListKeepingDependencies;
  constructor(deps: PriceListKeepingDependencies) {
    this.deps = deps;
  }

  /** Up to `limit` lists (offers and codes, not items' own volume lists) after the id `after`, by id. */
  page(kind: PriceListRecord['kind'] | undefined, after: number | undefined, limit: number) {
    return this.deps.priceLists.keptPage(kind, after, limit);
  }

  priceList(id: number): Promise<KeptPriceList> {
    return find(this.deps.priceLists, id);
  }

  async create(list: PriceListFields, terms: NewPriceListTerms, executor: Executor): Promise<KeptPriceList> {
    const priceLists = this.deps.priceLists.on(executor);
    const kept = asKept(list);
    await this.check(executor, kept, terms, undefined);
    const id = await priceLists.insert(kept).catch(refuseTakenCode);
    await priceLists.replaceTerms(id, terms);
    return find(priceLists, id);
  }

  async update(
    id: number,
    list: PriceListFields,
    terms: NewPriceListTerms,
    executor: Executor,
  ): Promise<PriceListChange> {
    const priceLists = this.deps.priceLists.on(executor);
    const before = await find(priceLists, id);
    const kept = asKept(list);
    await this.check(executor, kept, terms, id);
    await priceLists.update(id, kept).catch(refuseTakenCode);
    await priceLists.replaceTerms(id, terms);
    return { before, after: await find(priceLists, id) };
  }

  /** The list stops now: a code is refused and an offer no longer prices from this moment on. */
  async end(id: number, executor: Executor): Promise<PriceListChange> {
    const priceLists = this.deps.priceLists.on(executor);
    const before = await find(priceLists, id);
    const now = this.deps.now();
    // A list that has already ended keeps the moment it ended; one not yet started ends before it starts.
    if (before.list.validTo <= now) return { before, after: before, unchanged: true };
    await priceLists.setWindow(id, Math.min(now, before.list.validFrom), now);
    return { before, after: await find(priceLists, id) };
  }

  /** The item's own volume prices, or null; 404 for an item the shop does not have. */
  async itemVolumePrices(itemId: number): Promise<ItemVolumePricesRecord | null> {
    if (!(await this.deps.items.kept(itemId))) throw itemNotFound();
    return (await this.deps.priceLists.itemVolumePrices(itemId)) ?? null;
  }

  /** Buy more, pay less per unit: saved only when the tiers price every quantity one way. */
  async saveItemVolumePrices(
    itemId: number,
    prices: ItemVolumePricesFields,
    executor: Executor,
  ): Promise<{ before: ItemVolumePricesRecord | null; after: ItemVolumePricesRecord }> {
    const overlap = overlappingTier(prices.tiers);
    if (overlap !== undefined) {
      throw new FieldErrors({ [`Tiers.${overlap}.StartQuantity`]: [fixedError('backOffice.tiersOverlap')] });
    }
    if (!(await this.deps.items.on(executor).kept(itemId))) throw itemNotFound();
    const priceLists = this.deps.priceLists.on(executor);
    const before = (await priceLists.itemVolumePrices(itemId)) ?? null;
    await priceLists.saveItemVolumePrices(itemId, {
      ...prices,
      tiers: [...prices.tiers].sort((a, b) => a.startQuantity - b.startQuantity),
    });
    return { before, after: (await priceLists.itemVolumePrices(itemId))! };
  }

  private async check(
    executor: Executor,
    list: PriceListFields,
    terms: NewPriceListTerms,
    id: number | undefined,
  ) {
    const errors = await this.refusals(executor, list, terms, id);
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }

  /**
   * The rules a schema cannot check, named field by field: the pricing package's own (each quantity of an
   * item has one volume price; no buy-get gives away more than it sells) and the data's (every item exists,
   * no other list has the promotion code).
   */
  private async refusals(
    executor: Executor,
    list: PriceListFields,
    terms: NewPriceListTerms,
    id: number | undefined,
  ): Promise<Record<string, ShopError[]>> {
    const errors: Record<string, ShopError[]> = {};
    const tiersByItem = new Map<number, number[]>();
    terms.volumeTiers.forEach((tier, index) => {
      tiersByItem.set(tier.itemId, [...(tiersByItem.get(tier.itemId) ?? []), index]);
    });
    for (const indexes of tiersByItem.values()) {
      const overlap = overlappingTier(indexes.map((index) => terms.volumeTiers[index]!));
      if (overlap !== undefined) {
        errors[`VolumeTiers.${indexes[overlap]}.StartQuantity`] = [fixedError('backOffice.tiersOverlap')];
      }
    }
    terms.buyGetOffers.forEach((offer, index) => {
      if (givesAwayMoreThanItSells(offer)) {
        errors[`BuyGetOffers.${index}.GetQuantity`] = [fixedError('backOfficePrices.buyGetTooGenerous')];
      }
    });
    const named: [string, number][] = [
      ...terms.individualRates.map((r, i): [string, number] => [`UnitRates.${i}.ItemId`, r.itemId]),
      ...terms.volumeTiers.map((t, i): [string, number] => [`VolumeTiers.${i}.ItemId`, t.itemId]),
      ...terms.buyGetOffers.flatMap((o, i): [string, number][] => [
        [`BuyGetOffers.${i}.ItemId`, o.itemId],
        [`BuyGetOffers.${i}.GetItemId`, o.getItemId],
      ]),
      ...terms.bundles.flatMap((b, i): [string, number][] =>
        b.itemIds.map((itemId) => [`Bundles.${i}.ItemIds`, itemId]),
      ),
    ];
    const unknown = await this.deps.items.on(executor).unknownIds(named.map(([, itemId]) => itemId));
    for (const [field, itemId] of named) {
      if (unknown.has(itemId)) errors[field] = [fixedError('backOfficePrices.noSuchItem')];
    }
    if (list.kind === 'promo' && list.promoCode !== null) {
      const holder = await this.deps.priceLists.on(executor).idOfPromoCode(list.promoCode);
      if (holder !== undefined && holder !== id)
        errors.PromoCode = [fixedError('backOfficePrices.promoCodeTaken')];
    }
    return errors;
  }
}

async function find(priceLists: PriceListsRepository, id: number): Promise<KeptPriceList> {
  const list = await priceLists.kept(id);
  if (!list) throw priceListNotFound();
  return { list, terms: await priceLists.termsOfList(id) };
}

/** Two admins saving one new code at once both pass the check; the unique column lets one win. */
function refuseTakenCode(error: unknown): never {
  if (isUniqueViolation(error))
    throw new FieldErrors({ PromoCode: [fixedError('backOfficePrices.promoCodeTaken')] });
  throw error;
}
