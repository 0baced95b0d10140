import {
  AGE_GATED_CATEGORIES,
  type CustomsMeasureWire,
  type CustomsRule,
  type TrolleyItem,
} from '@dutyfree/contracts';
import { toMajor } from '@dutyfree/pricing';
import type {
  CatalogItem,
  CustomsJudgement,
  CustomsRulesService,
  ItemsService,
  PurchaseRulesService,
} from '../catalog/catalog.module.ts';
import type { FlightsService, Landing, OnBoardFlightQuery } from '../flights/flights.module.ts';
import type { OnBoardRepository } from './onboard.repository.ts';

export type OnBoardServiceDependencies = {
  shelves: OnBoardRepository;
  items: Pick<ItemsService, 'listed'>;
  purchaseRules: Pick<PurchaseRulesService, 'applied'>;
  customsRules: Pick<CustomsRulesService, 'forTrolley'>;
  flights: Pick<FlightsService, 'flightForOnBoardItems' | 'landingOf'>;
};

/** The flight's trolley with the customs rule of where its goods are flown to. */
export type TrolleyRules = {
  trolley: TrolleyItem[];
  customs: CustomsRule | null;
  /** The version of that rule, which an order sold from the trolley keeps. */
  customsJudgedBy: CustomsJudgement;
  customsMeasures: CustomsMeasureWire[];
};

/** A catalogue item as the flight carries it: `onBoard` units are on the aircraft. */
export type OnBoardItem = { item: CatalogItem; onBoard: number };

/** The on-board catalogue: what the traveller's flight carries, priced as the shop prices it. */
export class OnBoardService {
  private readonly deps: OnBoardServiceDependencies;
  constructor(deps: OnBoardServiceDependencies) {
    this.deps = deps;
  }

  /**
   * Every item the flight carries that the shop still sells, by name. The flight must exist and the
   * ticket be on it; the window is not checked, so a traveller may look before boarding.
   */
  async itemsOnBoard(query: OnBoardFlightQuery): Promise<OnBoardItem[]> {
    const flight = await this.deps.flights.flightForOnBoardItems(query);
    const shelves = await this.deps.shelves.shelvesOf(flight.id);
    const onBoard = new Map(shelves.map((shelf) => [shelf.itemId, shelf.quantity]));
    const items = await this.deps.items.listed(shelves.map((shelf) => shelf.itemId));
    return items
      .map((item) => ({ item, onBoard: onBoard.get(item.id) ?? 0 }))
      .sort((a, b) => a.item.name.localeCompare(b.item.name, 'en') || a.item.id - b.item.id);
  }

  /**
   * The flight's trolley as the crew takes it on the ground: every item it carries that the shop still
   * sells, with its price in US dollars, whether the crew checks ID before selling it, and whether it may
   * not be brought where the goods are flown to (the same `euBan` rule as checkout, and the destination's
   * customs rule's banned categories); with that rule's ages and allowances and the items' measures.
   * `landing` is where the goods go when it is not where the flight lands (a traveller in transit).
   */
  async trolleyRulesOf(flightId: number, landing?: Landing): Promise<TrolleyRules> {
    const [shelves, destination] = await Promise.all([
      this.deps.shelves.shelvesOf(flightId),
      landing ? Promise.resolve(landing) : this.deps.flights.landingOf(flightId),
    ]);
    const loaded = new Map(shelves.map((shelf) => [shelf.itemId, shelf.quantity]));
    const items = await this.deps.items.listed(shelves.map((shelf) => shelf.itemId));
    const codes = items.map((item) => item.itemCode);
    const [exempt, banned, customs] = await Promise.all([
      this.deps.purchaseRules.applied('ageGateExempt', codes, 'en'),
      destination?.isEu ? this.deps.purchaseRules.applied('euBan', codes, 'en') : undefined,
      destination
        ? this.deps.customsRules.forTrolley(
            destination,
            items.map((item) => item.id),
          )
        : undefined,
    ]);
    const trolley = items
      .map((item) => ({
        itemId: item.id,
        itemCode: item.itemCode,
        name: item.name,
        names: item.nameTranslations,
        unitPrice: toMajor(item.currentPriceCents),
        loaded: loaded.get(item.id) ?? 0,
        ageRestricted:
          AGE_GATED_CATEGORIES.includes(item.categoryType) && !exempt?.itemCodes.has(item.itemCode),
        bannedAtDestination:
          (banned?.itemCodes.has(item.itemCode) ?? false) || (customs?.bannedItemIds.has(item.id) ?? false),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.itemId - b.itemId);
    return {
      trolley,
      customs: customs?.rule ?? null,
      customsJudgedBy: customs?.judgedBy ?? null,
      customsMeasures: customs?.measures ?? [],
    };
  }
}
