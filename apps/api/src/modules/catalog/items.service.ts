import type { CatalogSection } from '@dutyfree/contracts';
import { PRE_ORDER_LIST_SIZE, templatedError } from '@dutyfree/contracts';
import { notFound } from '../../http/problems.ts';
import { PRICE_DESCENDING, sectionFilter } from './item-sections.ts';
import type { ItemImageRecord, ItemRecord, ItemsRepository, ItemWithImages } from './items.repository.ts';
import type { ShopLanguage } from './language.ts';
import { groupByItem, type ItemOfferTerms } from './offer-terms.ts';
import type { OfferListRecord } from './price-lists.repository.ts';
import type { OfferPriceList, PriceListsService } from './price-lists.service.ts';

/** An item with everything a product card and page show, still in USD cents. */
export type CatalogItem = ItemRecord & { images: ItemImageRecord[] } & ItemOfferTerms;

/** An item as pricing an order reads it: a catalogue item with the address of its main picture. */
export type ItemToOrder = CatalogItem & { mainPictureUrl: string | null };

export type PreOrderBatch = {
  newArrivals: CatalogItem[];
  specialOffers: CatalogItem[];
  travelExclusives: CatalogItem[];
  bestSellers: CatalogItem[];
  deals: CatalogItem[];
  allInOne: CatalogItem[];
};

const SIMILAR_ITEMS_LIMIT = 12;

function byPriceDescending(a: ItemRecord, b: ItemRecord): number {
  return b.currentPriceCents - a.currentPriceCents || b.id - a.id;
}

export class ItemsService {
  private readonly items: ItemsRepository;
  private readonly priceLists: PriceListsService;
  constructor(items: ItemsRepository, priceLists: PriceListsService) {
    this.items = items;
    this.priceLists = priceLists;
  }

  /**
   * Completes a page of items with their images and offers in a fixed number of queries for the whole
   * page (never one per item), keeping the order of `rows`; the offers come from the running offers'
   * snapshot, which catalogue reads share.
   */
  async complete(rows: readonly ItemRecord[]): Promise<CatalogItem[]> {
    if (rows.length === 0) return [];
    const [images, offers] = await Promise.all([
      this.items.imagesFor(rows.map((r) => r.id)),
      this.priceLists.runningOffers(),
    ]);
    const imagesByItem = groupByItem(images);
    return rows.map((row) => ({ ...row, images: imagesByItem.get(row.id) ?? [], ...offers.termsOf(row.id) }));
  }

  /**
   * Items read with their images, completed with the terms of `activeOffers` read from the database now,
   * as pricing an order needs; keeps the order of `rows`.
   */
  private async withOfferTerms(
    rows: readonly ItemWithImages[],
    activeOffers: readonly OfferListRecord[],
  ): Promise<ItemToOrder[]> {
    if (rows.length === 0) return [];
    const offers = await this.priceLists.offerTermsOf(
      activeOffers,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...row, ...offers.termsOf(row.id) }));
  }

  /**
   * The items of these ids that are for sale and the gifts their running buy-get offers give, by id, each
   * with its images and the running offer it follows, as pricing an order needs: the items, their gifts and
   * their images are read together, then completed with their offers' terms together.
   */
  async withGifts(
    ids: readonly number[],
    offers: readonly OfferPriceList[],
  ): Promise<Map<number, ItemToOrder>> {
    const rows = await this.items.findWithGifts(
      [...new Set(ids)],
      offers.map((offer) => offer.id),
    );
    const completed = new Map((await this.withOfferTerms(rows, offers)).map((item) => [item.id, item]));
    // Only the asked-for items and the gifts their own terms name: a gift of another list stays out.
    const asked = ids.filter((id) => completed.has(id));
    const gifts = asked.flatMap((id) => completed.get(id)!.buyGetOffers.map((offer) => offer.getItemId));
    const kept = new Set([...asked, ...gifts]);
    return new Map([...completed].filter(([id]) => kept.has(id)));
  }

  /**
   * The items in the order asked for; 404 naming the ids that are not in the shop. Given a language,
   * their texts are read in English and that language alone (`ItemsRepository.in`).
   */
  async byIds(ids: readonly number[], language?: ShopLanguage): Promise<CatalogItem[]> {
    const items = language ? this.items.in(language) : this.items;
    const found = new Map((await items.findByIds(ids)).map((r) => [r.id, r]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw notFound(templatedError('request.noSuchRecord', { what: 'item', id: missing.join(', ') }));
    return this.complete([...new Set(ids)].map((id) => found.get(id)!));
  }

  /** The items of these ids that are still sold, in the order asked for; the others are left out. */
  async listed(ids: readonly number[]): Promise<CatalogItem[]> {
    const found = new Map((await this.items.findByIds(ids)).map((r) => [r.id, r]));
    return this.complete([...new Set(ids)].flatMap((id) => found.get(id) ?? []));
  }

  async byId(id: number): Promise<CatalogItem> {
    const [item] = await this.byIds([id]);
    return item!;
  }

  /** Items of the same category or brand (by default the current item's own), never the item itself. */
  async similar(request: { itemId: number; categoryId?: number; brandId?: number }): Promise<CatalogItem[]> {
    const [current] = await this.items.findByIds([request.itemId]);
    if (!current)
      throw notFound(templatedError('request.noSuchRecord', { what: 'item', id: String(request.itemId) }));
    const similarTo = {
      itemId: current.id,
      categoryId: request.categoryId ?? current.categoryId,
      brandId: request.brandId ?? current.brandId,
    };
    return this.complete(await this.items.page({ similarTo }, PRICE_DESCENDING, SIMILAR_ITEMS_LIMIT));
  }

  /**
   * The home page's lists of up to `limit` items each, each the section's most expensive items, and every
   * item of them once; their texts read in English and `language` alone when given.
   */
  async preOrderBatch(limit = PRE_ORDER_LIST_SIZE, language?: ShopLanguage): Promise<PreOrderBatch> {
    const { lists } = await this.priceLists.runningOffers();
    const items = language ? this.items.in(language) : this.items;
    const load = (section: CatalogSection) =>
      items.page(sectionFilter(section, lists), PRICE_DESCENDING, limit);
    const [newArrivals, specialOffers, travelExclusives, bestSellers, deals] = await Promise.all([
      load('new-arrivals'),
      load('special-offers'),
      load('travel-exclusives'),
      load('best-sellers'),
      load('deals'),
    ]);
    const unique = new Map(
      [newArrivals, specialOffers, travelExclusives, bestSellers, deals].flat().map((r) => [r.id, r]),
    );
    const allInOne = await this.complete([...unique.values()].sort(byPriceDescending));
    const completed = new Map(allInOne.map((item) => [item.id, item]));
    const pick = (rows: ItemRecord[]) => rows.map((r) => completed.get(r.id)!);
    return {
      newArrivals: pick(newArrivals),
      specialOffers: pick(specialOffers),
      travelExclusives: pick(travelExclusives),
      bestSellers: pick(bestSellers),
      deals: pick(deals),
      allInOne,
    };
  }
}
