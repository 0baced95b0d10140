import { type ActionPrivilege, actionPrivileges, type PurchaseRuleKind } from '@dutyfree/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { ItemTable, PriceListTable, ShopDatabase } from '../../db/schema.ts';
import { callHeaders, createTestApp, issueTokens } from '../../testing/test-app.ts';

// A small shop with known values, so that catalogue tests can assert exact lists, orders and prices.
//
//   item             category       brand     price  list   sold  registered  notes
//   highlandMalt     whisky         Borealis  12345  15000   50    1 day ago   deal, travel exclusive, 2 images
//   lowlandBlend     whisky         aurora     4500   4500  200   30 days ago  only in an expired offer
//   londonGin        Gin            Zephyr     3200   3200    0    2 days ago  travel exclusive
//   cognacXo         Cognac         Borealis  25000  25000   10  100 days ago  only in a paused offer
//   roseParfum       Women          aurora     8900   9900    5    3 days ago  deal, only in a promo-code list
//   cedarToilette    men            Zephyr     6000   6000    0    4 days ago
//   darkChocolate    Confectionery  aurora     1500   1500   80    5 days ago
//   milkChocolate    Confectionery  Zephyr      500    500    0    6 days ago  no image
//   retiredWhisky    whisky         aurora     9999   9999  999    1 day ago   not active: never shown
//
// Running offers: volumeSavings (Volume: tiers for highlandMalt), buyTwoGetOne (BuyGet: darkChocolate
// earns a milkChocolate), summerPrices (Unit: cedarToilette 5500, highlandMalt 12000, bundle londonGin +
// milkChocolate for 3500). Not running: expiredOffer, pausedOffer; promoSave10 is a promo-code list.

const DAY = 86_400_000;

export type CatalogFixture = Awaited<ReturnType<typeof insertCatalogFixture>>;

export async function insertCatalogFixture(db: Kysely<ShopDatabase>, now = Date.now()) {
  const category = async (name: string, level: number, parentId: number | null, imageUrl: string | null) =>
    (
      await db
        .insertInto('category')
        .values({ name, level, parent_id: parentId, image_url: imageUrl })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const liquor = await category('Liquor', 1, null, '/media/categories/liquor.jpg');
  const fragrance = await category('fragrance', 1, null, null);
  const categories = {
    liquor,
    fragrance,
    confectionery: await category('Confectionery', 1, null, '/media/categories/sweets.jpg'),
    whisky: await category('whisky', 2, liquor, null),
    gin: await category('Gin', 2, liquor, null),
    cognac: await category('Cognac', 2, liquor, '/media/categories/cognac.jpg'),
    women: await category('Women', 2, fragrance, null),
    men: await category('men', 2, fragrance, null),
  };

  const brand = async (name: string, isPowerFullBrand: 0 | 1, imageUrl: string | null) =>
    (
      await db
        .insertInto('brand')
        .values({ name, is_power_full_brand: isPowerFullBrand, image_url: imageUrl })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const brands = {
    zephyr: await brand('Zephyr', 1, '/media/brands/zephyr.png'),
    aurora: await brand('aurora', 0, null),
    borealis: await brand('Borealis', 1, '/media/brands/borealis.png'),
  };

  /** An item, and how many of its units were sold (`units_sold`, kept in `item_sales`). */
  const item = async ({
    units_sold,
    ...values
  }: Partial<Insertable<ItemTable>> & Pick<Insertable<ItemTable>, 'name'> & { units_sold?: number }) => {
    const { id } = await db
      .insertInto('item')
      .values({
        item_code: values.name.toUpperCase().replaceAll(' ', '-'),
        description: `About ${values.name}.`,
        brand_id: brands.aurora,
        category_id: categories.whisky,
        category_type: 'LIQUOR',
        stock: 5,
        current_price_cents: 1000,
        sales_rate_cents: 1000,
        registered_at: now,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (units_sold) await db.insertInto('item_sales').values({ item_id: id, units_sold }).execute();
    return id;
  };
  const items = {
    highlandMalt: await item({
      name: 'Highland Single Malt 12 Years',
      brand_id: brands.borealis,
      stock: 10,
      current_price_cents: 12345,
      sales_rate_cents: 15000,
      is_percentage: 1,
      order_quantity: 2,
      miles_for_redeem: 24690,
      miles_for_accrual: 123,
      is_travel_exclusive: 1,
      youtube_url: 'https://www.youtube-nocookie.com/embed/malt',
      units_sold: 50,
      registered_at: now - DAY,
    }),
    lowlandBlend: await item({
      name: 'Lowland Blended Whisky',
      stock: 3,
      current_price_cents: 4500,
      sales_rate_cents: 4500,
      units_sold: 200,
      registered_at: now - 30 * DAY,
    }),
    londonGin: await item({
      name: 'London Dry Gin',
      brand_id: brands.zephyr,
      category_id: categories.gin,
      current_price_cents: 3200,
      sales_rate_cents: 3200,
      is_travel_exclusive: 1,
      registered_at: now - 2 * DAY,
    }),
    cognacXo: await item({
      name: 'Cognac XO Rare Reserve',
      brand_id: brands.borealis,
      category_id: categories.cognac,
      stock: 2,
      current_price_cents: 25000,
      sales_rate_cents: 25000,
      units_sold: 10,
      registered_at: now - 100 * DAY,
    }),
    roseParfum: await item({
      name: 'Rose Eau de Parfum',
      category_id: categories.women,
      category_type: 'FRAGRANCE',
      current_price_cents: 8900,
      sales_rate_cents: 9900,
      units_sold: 5,
      registered_at: now - 3 * DAY,
    }),
    cedarToilette: await item({
      name: 'cedar eau de toilette',
      brand_id: brands.zephyr,
      category_id: categories.men,
      category_type: 'FRAGRANCE',
      current_price_cents: 6000,
      sales_rate_cents: 6000,
      registered_at: now - 4 * DAY,
    }),
    darkChocolate: await item({
      name: 'Dark Chocolate Box',
      category_id: categories.confectionery,
      category_type: 'CONFECTIONERY',
      current_price_cents: 1500,
      sales_rate_cents: 1500,
      units_sold: 80,
      registered_at: now - 5 * DAY,
    }),
    milkChocolate: await item({
      name: 'Milk chocolate bar',
      brand_id: brands.zephyr,
      category_id: categories.confectionery,
      category_type: 'CONFECTIONERY',
      current_price_cents: 500,
      sales_rate_cents: 500,
      registered_at: now - 6 * DAY,
    }),
    retiredWhisky: await item({
      name: 'Retired Whisky',
      current_price_cents: 9999,
      sales_rate_cents: 9999,
      units_sold: 999,
      is_active: 0,
      registered_at: now - DAY,
    }),
  };

  await db
    .insertInto('item_image')
    .values([
      { item_id: items.highlandMalt, url: '/media/items/malt-side.jpg', is_default: 0, sort_order: 2 },
      { item_id: items.highlandMalt, url: '/media/items/malt-front.jpg', is_default: 1, sort_order: 1 },
      ...Object.entries(items)
        .filter(([name]) => name !== 'highlandMalt' && name !== 'milkChocolate')
        .map(([name, id]) => ({
          item_id: id,
          url: `/media/items/${name}.jpg`,
          is_default: 1 as const,
          sort_order: 0,
        })),
    ])
    .execute();

  await db
    .insertInto('banner')
    .values([
      { size: 2, image_url: '/media/banners/second.jpg', video_url: null, title: 'Second', sort_order: 2 },
      {
        size: 1,
        image_url: '/media/banners/first.jpg',
        video_url: '/media/banners/first.mp4',
        title: 'First',
        sort_order: 1,
      },
      { size: 3, image_url: '/media/banners/third.jpg', video_url: null, title: 'Third', sort_order: 3 },
    ])
    .execute();

  const running = { valid_from: now - DAY, valid_to: now + 30 * DAY };
  const priceList = async (
    values: Omit<Insertable<PriceListTable>, 'valid_from' | 'valid_to'> & Partial<Insertable<PriceListTable>>,
  ) =>
    (
      await db
        .insertInto('price_list')
        .values({ ...running, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const priceLists = {
    volumeSavings: await priceList({ name: 'Volume savings', kind: 'offer', rule: 1 }),
    buyTwoGetOne: await priceList({ name: 'Buy two, get one', kind: 'offer', rule: 4 }),
    summerPrices: await priceList({ name: 'Summer prices', kind: 'offer', rule: 2 }),
    expiredOffer: await priceList({
      name: 'Expired offer',
      kind: 'offer',
      rule: 2,
      valid_from: now - 60 * DAY,
      valid_to: now - 30 * DAY,
    }),
    pausedOffer: await priceList({ name: 'Paused offer', kind: 'offer', rule: 2, is_active: 0 }),
    promoSave10: await priceList({ name: 'Save 10', kind: 'promo', rule: 2, promo_code: 'SAVE10' }),
  };

  const volumeTiers = await db
    .insertInto('volume_price')
    .values([
      {
        price_list_id: priceLists.volumeSavings,
        item_id: items.highlandMalt,
        start_quantity: 4,
        end_quantity: 10,
        custom_price_cents: 11000,
      },
      {
        price_list_id: priceLists.volumeSavings,
        item_id: items.highlandMalt,
        start_quantity: 2,
        end_quantity: 3,
        custom_price_cents: 11500,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('buy_get_offer')
    .values({
      price_list_id: priceLists.buyTwoGetOne,
      item_id: items.darkChocolate,
      buy_quantity: 2,
      get_quantity: 1,
      get_item_id: items.milkChocolate,
    })
    .execute();
  await db
    .insertInto('price_list_item')
    .values([
      { price_list_id: priceLists.summerPrices, item_id: items.cedarToilette, amount_cents: 5500 },
      { price_list_id: priceLists.summerPrices, item_id: items.highlandMalt, amount_cents: 12000 },
      { price_list_id: priceLists.expiredOffer, item_id: items.lowlandBlend, amount_cents: 4000 },
      { price_list_id: priceLists.pausedOffer, item_id: items.cognacXo, amount_cents: 20000 },
      { price_list_id: priceLists.promoSave10, item_id: items.roseParfum, amount_cents: 8000 },
    ])
    .execute();
  const bundle = await db
    .insertInto('price_list_bundle')
    .values({ price_list_id: priceLists.summerPrices, amount_cents: 3500 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('price_list_bundle_item')
    .values([
      { bundle_id: bundle.id, item_id: items.londonGin },
      { bundle_id: bundle.id, item_id: items.milkChocolate },
    ])
    .execute();

  // Goods in the shopper's language: the malt, its brand, its category and an offer are translated; the
  // rose perfume only into Chinese; everything else only English, which every language falls back to.
  await db
    .updateTable('item')
    .set({
      name_ar: 'ويسكي هايلاند سينجل مالت 12 سنة',
      name_zh: '高地单一麦芽威士忌12年',
      description_ar: 'عن ويسكي هايلاند.',
      description_zh: '关于高地威士忌。',
    })
    .where('id', '=', items.highlandMalt)
    .execute();
  await db.updateTable('item').set({ name_zh: '玫瑰香水' }).where('id', '=', items.roseParfum).execute();
  await db
    .updateTable('brand')
    .set({ name_ar: 'بورياليس', name_zh: '北极光' })
    .where('id', '=', brands.borealis)
    .execute();
  await db
    .updateTable('category')
    .set({ name_ar: 'ويسكي', name_zh: '威士忌' })
    .where('id', '=', categories.whisky)
    .execute();
  await db
    .updateTable('price_list')
    .set({ name_ar: 'توفير الكميات', name_zh: '量多优惠' })
    .where('id', '=', priceLists.volumeSavings)
    .execute();

  return {
    now,
    categories,
    brands,
    items,
    priceLists,
    /** highlandMalt's tiers: 4–10 at 11000, then 2–3 at 11500 (inserted in that order). */
    volumeTierIds: { fourToTen: volumeTiers[0]!.id, twoToThree: volumeTiers[1]!.id },
  };
}

type CallOptions = { privilege?: ActionPrivilege; headers?: Record<string, string> };

/** The real app on a fresh database holding the fixture, with a signed-in-as-guest caller. */
export async function openFixtureShop(engine: Engine) {
  const shop = await createTestApp(engine);
  const fixture = await insertCatalogFixture(shop.database.db);
  const tokens = await issueTokens(shop.app);
  const headers = (options: CallOptions) => ({
    ...callHeaders(tokens, options.privilege ?? actionPrivileges.preOrderAccess),
    ...options.headers,
  });
  return {
    fixture,
    db: shop.database.db,
    get: (url: string, query: Record<string, string | number> = {}, options: CallOptions = {}) =>
      shop.app.inject({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: headers(options),
      }),
    post: (url: string, payload: object, options: CallOptions = {}) =>
      shop.app.inject({ method: 'POST', url, payload, headers: headers(options) }),
    close: () => shop.close(),
  };
}

export type FixtureShop = Awaited<ReturnType<typeof openFixtureShop>>;

/** Lists an item under a purchase rule, as an admin would; answers its code and the rule's reasons. */
export async function listUnderPurchaseRule(
  db: Kysely<ShopDatabase>,
  rule: PurchaseRuleKind,
  itemId: number,
): Promise<{ itemCode: string; reason: string; reasonAr: string; reasonZh: string }> {
  const { item_code: itemCode } = await db
    .selectFrom('item')
    .select('item_code')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  await db.insertInto('purchase_rule_item').values({ rule_code: rule, item_code: itemCode }).execute();
  const reasons = await db
    .selectFrom('purchase_rule')
    .select(['reason', 'reason_ar', 'reason_zh'])
    .where('code', '=', rule)
    .executeTakeFirstOrThrow();
  return { itemCode, reason: reasons.reason, reasonAr: reasons.reason_ar, reasonZh: reasons.reason_zh };
}
