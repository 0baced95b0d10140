import type { Insertable } from 'kysely';
import type { ItemCategoryType, PriceListTable } from '../db/schema.ts';
import type { SeededItem } from './catalogue.ts';
import { seedTranslations } from './catalogue-words.ts';
import { DAY_MS } from './durations.ts';
import type { Dice } from './random.ts';
import type { SeedRepository } from './seed.repository.ts';

// Offer price lists (SPEC §3 priceListApplied: 1 Volume, 2 Unit, 4 BuyGet) and promotion codes in
// every state the promo screen must handle: valid, expired, used up, and valid with bundles.

export type PromoCodeState = 'valid' | 'expired' | 'exhausted';

export const demoPromoCodes = [
  { code: 'WELCOME10', state: 'valid', offer: '10% off 20 products' },
  { code: 'SUMMER2025', state: 'expired', offer: '20% off 10 products; ended 30 days before seeding' },
  { code: 'FLYSHEBA', state: 'exhausted', offer: '15% off 10 products; used 100 of 100 times' },
  { code: 'DUOSET', state: 'valid', offer: 'two bundles: a pair of products for 15% less' },
] as const satisfies readonly { code: string; state: PromoCodeState; offer: string }[];

type Rate = { item: SeededItem; amountCents: number };
type Tier = { item: SeededItem; start: number; end: number; priceCents: number };
type BuyGet = { item: SeededItem; buy: number; get: number; gift: SeededItem };

type PriceListPlan = {
  row: Insertable<PriceListTable>;
  rates: Rate[];
  tiers?: Tier[];
  buyGets?: BuyGet[];
  bundles?: SeededItem[][];
};

/** Offers need enough stock to reach the higher tiers; the fixed-code items stay out of them. */
function offerCandidates(items: readonly SeededItem[]): SeededItem[] {
  return items.filter((item) => item.stock >= 10 && /^[A-Z]{3}-\d+$/.test(item.code));
}

/** The price after `percent` off, in whole cents, never below one cent. */
function percentOff(priceCents: number, percent: number): number {
  return Math.max(1, Math.round((priceCents * (100 - percent)) / 100));
}

function volumeTiers(item: SeededItem): Tier[] {
  return [
    { item, start: 1, end: 1, priceCents: item.priceCents },
    { item, start: 2, end: 3, priceCents: percentOff(item.priceCents, 5) },
    { item, start: 4, end: 6, priceCents: percentOff(item.priceCents, 10) },
  ];
}

/** Buy 2, get 1 of a cheaper product of the same kind (or of the same product when none is cheaper). */
function buyTwoGetOne(item: SeededItem, candidates: readonly SeededItem[], dice: Dice): BuyGet {
  const cheaper = candidates.filter((c) => c.type === item.type && c.priceCents < item.priceCents);
  return { item, buy: 2, get: 1, gift: cheaper.length > 0 ? dice.pick(cheaper) : item };
}

function promoList(
  name: string,
  rule: Insertable<PriceListTable>['rule'],
  code: string,
  window: { from: number; to: number },
  usage: { limit: number | null; count: number },
): Insertable<PriceListTable> {
  const { ar, zh } = seedTranslations(name);
  return {
    name,
    name_ar: ar,
    name_zh: zh,
    kind: 'promo',
    rule,
    promo_code: code,
    valid_from: window.from,
    valid_to: window.to,
    usage_limit: usage.limit,
    usage_count: usage.count,
  };
}

function ratesOff(items: readonly SeededItem[], percent: number): Rate[] {
  return items.map((item) => ({ item, amountCents: percentOff(item.priceCents, percent) }));
}

function ofType(items: readonly SeededItem[], type: ItemCategoryType, dice: Dice): SeededItem {
  const matching = items.filter((item) => item.type === type);
  return dice.pick(matching.length > 0 ? matching : items);
}

function plans(items: readonly SeededItem[], now: number, dice: Dice): PriceListPlan[] {
  const candidates = offerCandidates(items);
  const offerItems = dice.sample(candidates, 40);
  const volume = offerItems.slice(0, 15);
  const buyGet = offerItems.slice(15, 25);
  const unit = offerItems.slice(25);
  const offer = (name: string, rule: 1 | 2 | 4): Insertable<PriceListTable> => ({
    name,
    name_ar: seedTranslations(name).ar,
    name_zh: seedTranslations(name).zh,
    kind: 'offer',
    rule,
    promo_code: null,
    valid_from: now - 14 * DAY_MS,
    valid_to: now + 60 * DAY_MS,
    usage_limit: null,
  });
  return [
    {
      row: offer('Volume Savings', 1),
      rates: volume.map((item) => ({ item, amountCents: item.priceCents })),
      tiers: volume.flatMap(volumeTiers),
    },
    {
      row: offer('Buy 2, Get 1 Free', 4),
      rates: buyGet.map((item) => ({ item, amountCents: item.priceCents })),
      buyGets: buyGet.map((item) => buyTwoGetOne(item, candidates, dice)),
    },
    {
      row: offer('Weekly Specials', 2),
      rates: unit.map((item) => ({ item, amountCents: percentOff(item.priceCents, dice.int(10, 25)) })),
    },
    {
      row: promoList(
        'Welcome 10% off',
        3,
        'WELCOME10',
        { from: now - 30 * DAY_MS, to: now + 180 * DAY_MS },
        { limit: 10_000, count: 37 },
      ),
      rates: ratesOff(dice.sample(candidates, 20), 10),
    },
    {
      row: promoList(
        'Summer Sale 2025',
        2,
        'SUMMER2025',
        { from: now - 150 * DAY_MS, to: now - 30 * DAY_MS },
        { limit: null, count: 412 },
      ),
      rates: ratesOff(dice.sample(candidates, 10), 20),
    },
    {
      row: promoList(
        'Fly Sheba Members',
        2,
        'FLYSHEBA',
        { from: now - 10 * DAY_MS, to: now + 60 * DAY_MS },
        { limit: 100, count: 100 },
      ),
      rates: ratesOff(dice.sample(candidates, 10), 15),
    },
    {
      row: promoList(
        'Travel Duo',
        2,
        'DUOSET',
        { from: now - 7 * DAY_MS, to: now + 90 * DAY_MS },
        { limit: null, count: 5 },
      ),
      rates: [],
      bundles: [
        [ofType(candidates, 'FRAGRANCE', dice), ofType(candidates, 'COSMETICS', dice)],
        [ofType(candidates, 'LIQUOR', dice), ofType(candidates, 'CONFECTIONERY', dice)],
      ],
    },
  ];
}

/** A bundle costs 15 % less than its products, in whole dollars, so that it always saves money. */
function bundleAmount(items: readonly SeededItem[]): number {
  const ownPrice = items.reduce((sum, item) => sum + item.priceCents, 0);
  return Math.max(1, Math.floor((ownPrice * 0.85) / 100) * 100);
}

async function writePriceList(repository: SeedRepository, plan: PriceListPlan): Promise<void> {
  const priceListId = await repository.insertPriceList(plan.row);
  await repository.insertRows(
    'price_list_item',
    plan.rates.map(({ item, amountCents }) => ({
      price_list_id: priceListId,
      item_id: item.id,
      amount_cents: amountCents,
    })),
  );
  await repository.insertRows(
    'volume_price',
    (plan.tiers ?? []).map((tier) => ({
      price_list_id: priceListId,
      item_id: tier.item.id,
      start_quantity: tier.start,
      end_quantity: tier.end,
      custom_price_cents: tier.priceCents,
    })),
  );
  await repository.insertRows(
    'buy_get_offer',
    (plan.buyGets ?? []).map((offer) => ({
      price_list_id: priceListId,
      item_id: offer.item.id,
      buy_quantity: offer.buy,
      get_quantity: offer.get,
      get_item_id: offer.gift.id,
    })),
  );
  for (const bundle of plan.bundles ?? []) {
    // One unit of each product per set: the table keys a bundle's products by item.
    const items = [...new Map(bundle.map((item) => [item.id, item])).values()];
    const bundleId = await repository.insertBundle({
      price_list_id: priceListId,
      amount_cents: bundleAmount(items),
    });
    await repository.insertRows(
      'price_list_bundle_item',
      items.map((item) => ({ bundle_id: bundleId, item_id: item.id })),
    );
  }
}

export async function seedPriceLists(
  repository: SeedRepository,
  items: readonly SeededItem[],
  now: number,
  dice: Dice,
): Promise<void> {
  for (const plan of plans(items, now, dice)) await writePriceList(repository, plan);
}
