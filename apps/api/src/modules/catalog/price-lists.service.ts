import { templatedError } from '@dutyfree/contracts';
import { ReadCache } from '../../caching/read-cache.ts';
import type { Executor } from '../../db/transaction.ts';
import { notFound } from '../../http/problems.ts';
import { OfferTermsIndex, type RunningOffers } from './offer-terms.ts';
import type {
  BundleRecord,
  BuyGetRecord,
  IndividualRateRecord,
  OfferListRecord,
  OfferMembership,
  PriceListRecord,
  PriceListsRepository,
  VolumeTierRecord,
} from './price-lists.repository.ts';

export type OfferPriceList = OfferListRecord & {
  individualRates: IndividualRateRecord[];
  bundles: BundleRecord[];
};

/** What the given offer lists say about some items. */
export type OfferTerms = {
  memberships: OfferMembership[];
  volumeTiers: VolumeTierRecord[];
  buyGetOffers: BuyGetRecord[];
};

/** Every offer list that runs now or later, and everything those lists say about any item. */
export type OfferSnapshot = {
  schedule: { list: OfferListRecord; validFrom: number; validTo: number }[];
  terms: OfferTermsIndex;
};

/** Offer price lists count only while switched on and within their validity (valid_from ≤ now ≤ valid_to). */
export class PriceListsService {
  private readonly priceLists: PriceListsRepository;
  private readonly now: () => number;
  private readonly snapshots: ReadCache<OfferSnapshot>;
  /** Without a cache of snapshots, every catalogue read takes its own. */
  constructor(
    priceLists: PriceListsRepository,
    now: () => number,
    snapshots = new ReadCache<OfferSnapshot>({ ttlMs: 0, capacity: 1, now }),
  ) {
    this.priceLists = priceLists;
    this.now = now;
    this.snapshots = snapshots;
  }

  activeOffers(): Promise<OfferListRecord[]> {
    return this.priceLists.activeOffers(this.now());
  }

  /** A collection page is one active offer list; any other id is a 404. */
  async activeOffer(id: number): Promise<OfferListRecord> {
    const offer = (await this.activeOffers()).find((o) => o.id === id);
    if (!offer)
      throw notFound(templatedError('request.noSuchRecord', { what: 'current offer', id: String(id) }));
    return offer;
  }

  /**
   * The offers running now and what they give every item, for catalogue reads: from a snapshot that may
   * be as old as the cache's time to live for edits to the lists, while start and end times are checked
   * against the clock on every call. Pricing an order reads fresh terms instead (`offerTermsOf`).
   */
  async runningOffers(): Promise<RunningOffers> {
    const { schedule, terms } = await this.snapshots.get('offers', () => this.takeSnapshot());
    const now = this.now();
    return terms.whileRunning(
      schedule.filter((s) => s.validFrom <= now && now <= s.validTo).map((s) => s.list),
    );
  }

  /** What the given offers give the given items, read from the database now. */
  async offerTermsOf(offers: readonly OfferListRecord[], itemIds: readonly number[]): Promise<RunningOffers> {
    return new OfferTermsIndex(await this.termsFor(offers, itemIds)).whileRunning(offers);
  }

  private async takeSnapshot(): Promise<OfferSnapshot> {
    const scheduled = await this.priceLists.scheduledOffers(this.now());
    return {
      schedule: scheduled.map(({ validFrom, validTo, ...list }) => ({ list, validFrom, validTo })),
      terms: new OfferTermsIndex(await this.termsFor(scheduled)),
    };
  }

  /** The terms of the given items, or of every item the offers name when `itemIds` is left out. */
  async termsFor(offers: readonly OfferListRecord[], itemIds?: readonly number[]): Promise<OfferTerms> {
    return this.priceLists.terms(
      offers.map((o) => o.id),
      itemIds,
    );
  }

  /** The offers running now with their rates and bundles, read from the database in one statement. */
  async activeOffersWithRates(): Promise<OfferPriceList[]> {
    const {
      offers,
      individualRates: rates,
      bundles,
    } = await this.priceLists.runningOffersWithRates(this.now());
    return offers.map((offer) => ({
      ...offer,
      individualRates: rates.filter((r) => r.priceListId === offer.id),
      bundles: bundles.filter((b) => b.priceListId === offer.id),
    }));
  }

  /** The list of a promotion code, whatever its state; `code` upper-case, matched whatever the case. */
  promoCode(code: string): Promise<PriceListRecord | undefined> {
    return this.priceLists.promoCode(code);
  }

  /** The list with what it prices by the unit and by the bundle, read from the database now. */
  async withRates(list: OfferListRecord): Promise<OfferPriceList> {
    const [individualRates, bundles] = await Promise.all([
      this.priceLists.individualRates([list.id]),
      this.priceLists.bundles([list.id]),
    ]);
    return {
      id: list.id,
      name: list.name,
      nameTranslations: list.nameTranslations,
      rule: list.rule,
      individualRates,
      bundles,
    };
  }

  /**
   * Counts one use of the code if it is still in its window and not used up; false when it is not (another
   * order took the last use). `executor` is the order's transaction, from `withTransaction`.
   */
  redeemPromoCode(code: string, executor: Executor): Promise<boolean> {
    return this.priceLists.on(executor).redeemPromoCode(code, this.now());
  }
}
