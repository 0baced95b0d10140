import { actionPrivileges, apiPaths, type CatalogItem } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

const DAY = 86_400_000;
const EUR = 3;
const AED = 5;
const ids = (items: CatalogItem[]) => items.map((i) => i.id);

describe.each(testEngines)('item calls on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
  });
  afterAll(() => shop.close());

  describe('Item/GetById', () => {
    it('gives the whole product of SPEC §3 with prices converted to the chosen currency', async () => {
      const { items, brands, categories, priceLists, volumeTierIds, now } = shop.fixture;
      const response = await shop.get(apiPaths.itemById, { id: items.highlandMalt, currencyId: EUR });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: items.highlandMalt,
        name: 'Highland Single Malt 12 Years',
        description: 'About Highland Single Malt 12 Years.',
        brand: 'Borealis',
        brandId: brands.borealis,
        itemCode: 'HIGHLAND-SINGLE-MALT-12-YEARS',
        itemCategory: 'LIQUOR',
        itemCategoryId: categories.whisky,
        itemImage: [
          { imageUrl: '/media/items/malt-front.jpg', isDefualt: true },
          { imageUrl: '/media/items/malt-side.jpg', isDefualt: false },
        ],
        quantity: 10,
        // 12345 cents × 0.9215 = 11376.1 → 113.76; 15000 × 0.9215 = 13822.5 → 138.23.
        currentPrice: 113.76,
        salesRate: 138.23,
        isPercentage: true,
        orderQuantity: 2,
        milesForRedeem: 24690,
        milesForAccrual: 123,
        isTravelExeclusive: true,
        currency: 'EUR',
        youtubeAddressURL: 'https://www.youtube-nocookie.com/embed/malt',
        // Named by two running offers: the older one, the volume offer, applies.
        priceListId: priceLists.volumeSavings,
        priceListApplied: 1,
        volumePriceList: [
          {
            volumePriceId: volumeTierIds.twoToThree,
            startQuantity: 2,
            endQuantity: 3,
            customePrice: 105.97,
            itemId: items.highlandMalt,
            priceListId: priceLists.volumeSavings,
          },
          {
            volumePriceId: volumeTierIds.fourToTen,
            startQuantity: 4,
            endQuantity: 10,
            // 11000 × 0.9215 = 10136.5, rounded half up.
            customePrice: 101.37,
            itemId: items.highlandMalt,
            priceListId: priceLists.volumeSavings,
          },
        ],
        buyGetPriceList: [],
        regiseredDate: new Date(now - DAY).toISOString(),
        selectedPriceListId: null,
      });
    });

    it('shows a buy-get offer and its free item', async () => {
      const { items, priceLists } = shop.fixture;
      const item = (await shop.get(apiPaths.itemById, { id: items.darkChocolate })).json();
      expect(item).toMatchObject({
        priceListId: priceLists.buyTwoGetOne,
        priceListApplied: 4,
        volumePriceList: [],
        buyGetPriceList: [{ buyQuantity: 2, getQuantity: 1, getItemId: items.milkChocolate }],
        currentPrice: 15,
        currency: 'USD',
      });
    });

    it('ignores expired, paused and promotion-code lists', async () => {
      const { items } = shop.fixture;
      for (const id of [items.lowlandBlend, items.cognacXo, items.roseParfum]) {
        const item = (await shop.get(apiPaths.itemById, { id })).json();
        expect(item).toMatchObject({ priceListId: null, priceListApplied: null, volumePriceList: [] });
      }
    });

    it('prices in USD when the currency id is unknown', async () => {
      const item = (
        await shop.get(apiPaths.itemById, { id: shop.fixture.items.highlandMalt, currencyId: 999 })
      ).json();
      expect(item).toMatchObject({ currency: 'USD', currentPrice: 123.45, salesRate: 150 });
    });

    it('answers 404 JSON for an unknown or withdrawn item', async () => {
      for (const id of [987654, shop.fixture.items.retiredWhisky]) {
        const response = await shop.get(apiPaths.itemById, { id });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: `There is no item with id ${id}.` });
      }
    });

    it('asks for the id when it is missing', async () => {
      const response = await shop.get(apiPaths.itemById);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ Id: ['id field is required.'] });
    });

    it('answers 304 while the product is unchanged, and 200 again in another currency', async () => {
      const id = shop.fixture.items.londonGin;
      const first = await shop.get(apiPaths.itemById, { id });
      const etag = String(first.headers.etag);
      const same = await shop.get(apiPaths.itemById, { id }, { headers: { 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);
      const euros = await shop.get(
        apiPaths.itemById,
        { id, currencyId: EUR },
        { headers: { 'if-none-match': etag } },
      );
      expect(euros.statusCode).toBe(200);
      expect(euros.json().currency).toBe('EUR');
    });
  });

  describe('PreOrder/GetItemDetail', () => {
    it('gives the product page its item in the currency sent in the body', async () => {
      const { items } = shop.fixture;
      const response = await shop.post(apiPaths.itemDetail, { itemId: items.roseParfum, currencyId: EUR });
      expect(response.statusCode).toBe(200);
      // 8900 × 0.9215 = 8201.35 → 82.01; 9900 × 0.9215 = 9122.85 → 91.23.
      expect(response.json()).toMatchObject({
        id: items.roseParfum,
        itemCategory: 'FRAGRANCE',
        currentPrice: 82.01,
        salesRate: 91.23,
        currency: 'EUR',
      });
    });

    it('answers 404 JSON for an unknown item', async () => {
      const response = await shop.post(apiPaths.itemDetail, { itemId: 424242 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'There is no item with id 424242.' });
    });
  });

  describe('PreOrder/GetProductDetails', () => {
    it('gives fresh prices and stock of the asked items, in the order asked', async () => {
      const { items } = shop.fixture;
      const response = await shop.post(apiPaths.productDetails, {
        currencyId: AED,
        itemIds: [items.milkChocolate, items.highlandMalt],
      });
      expect(response.statusCode).toBe(200);
      const { availabilitiesRes } = response.json();
      expect(ids(availabilitiesRes)).toEqual([items.milkChocolate, items.highlandMalt]);
      // 500 cents × 3.6725 = 1836.25 → 18.36; 12345 × 3.6725 = 45337.01 → 453.37.
      expect(availabilitiesRes.map((i: CatalogItem) => [i.currentPrice, i.quantity, i.currency])).toEqual([
        [18.36, 5, 'AED'],
        [453.37, 10, 'AED'],
      ]);
      expect(availabilitiesRes[0].itemImage).toEqual([]);
    });

    it('answers 404 naming the ids the shop does not have', async () => {
      const response = await shop.post(apiPaths.productDetails, {
        itemIds: [shop.fixture.items.londonGin, 5551, 5552],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'There is no item with id 5551, 5552.' });
    });

    it('asks for at least one item id', async () => {
      const response = await shop.post(apiPaths.productDetails, { itemIds: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ ItemIds: ['itemIds field is required.'] });
    });
  });

  describe('PreOrder/GetSimilarItems', () => {
    const similar = (query: Record<string, number>) =>
      shop.get(apiPaths.similarItems, query, { privilege: actionPrivileges.similarItems });

    it('suggests items of the same category or brand, most expensive first, without the current one', async () => {
      const { items, categories, brands } = shop.fixture;
      const response = await similar({
        ItemCategoryId: categories.whisky,
        BrandId: brands.borealis,
        CurrentItemId: items.highlandMalt,
      });
      expect(response.statusCode).toBe(200);
      expect(ids(response.json().similarItems)).toEqual([items.cognacXo, items.lowlandBlend]);
    });

    it('uses the category and brand asked for, and the current item’s own otherwise', async () => {
      const { items, categories, brands } = shop.fixture;
      const asked = await similar({
        ItemCategoryId: categories.confectionery,
        BrandId: brands.zephyr,
        CurrentItemId: items.highlandMalt,
      });
      expect(ids(asked.json().similarItems)).toEqual([
        items.cedarToilette,
        items.londonGin,
        items.darkChocolate,
        items.milkChocolate,
      ]);
      const own = await similar({ CurrentItemId: items.londonGin });
      expect(ids(own.json().similarItems)).toEqual([items.cedarToilette, items.milkChocolate]);
    });

    it('answers 404 JSON for an unknown current item', async () => {
      const response = await similar({ CurrentItemId: 31337 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'There is no item with id 31337.' });
    });

    it('refuses a call with the catalogue privilege instead of PreOrder-GetSimilarItems', async () => {
      const response = await shop.get(apiPaths.similarItems, { CurrentItemId: shop.fixture.items.londonGin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'This call needs the action privilege PreOrder-GetSimilarItems.',
      });
    });
  });

  describe('PreOrder/GetPreOrderItems', () => {
    it('gives the home page its lists, each sorted by price descending', async () => {
      const { items: i } = shop.fixture;
      const response = await shop.get(apiPaths.preOrderItems);
      expect(response.statusCode).toBe(200);
      const batch = response.json();
      const everything = [
        i.cognacXo,
        i.highlandMalt,
        i.roseParfum,
        i.cedarToilette,
        i.lowlandBlend,
        i.londonGin,
        i.darkChocolate,
        i.milkChocolate,
      ];
      expect(ids(batch.newArrivalItems)).toEqual(everything);
      expect(ids(batch.specialOfferItems)).toEqual([
        i.highlandMalt,
        i.cedarToilette,
        i.londonGin,
        i.darkChocolate,
        i.milkChocolate,
      ]);
      expect(ids(batch.travelExeclusiveItems)).toEqual([i.highlandMalt, i.londonGin]);
      expect(ids(batch.bestSellerItems)).toEqual([
        i.cognacXo,
        i.highlandMalt,
        i.roseParfum,
        i.lowlandBlend,
        i.darkChocolate,
      ]);
      expect(ids(batch.deals)).toEqual([i.highlandMalt, i.roseParfum]);
      expect(ids(batch.allInOneList)).toEqual(everything);
    });

    it('gives full items in the chosen currency', async () => {
      const { allInOneList } = (await shop.get(apiPaths.preOrderItems, { currencyId: EUR })).json();
      const malt = allInOneList.find((item: CatalogItem) => item.id === shop.fixture.items.highlandMalt);
      expect(malt).toMatchObject({ currentPrice: 113.76, currency: 'EUR', priceListApplied: 1 });
      expect(malt.volumePriceList).toHaveLength(2);
    });

    it('gives only the first items of each list when the page asks for fewer', async () => {
      const { items: i } = shop.fixture;
      const response = await shop.get(apiPaths.preOrderItems, { limit: 2 });
      expect(response.statusCode).toBe(200);
      const batch = response.json();
      expect(ids(batch.newArrivalItems)).toEqual([i.cognacXo, i.highlandMalt]);
      expect(ids(batch.specialOfferItems)).toEqual([i.highlandMalt, i.cedarToilette]);
      expect(ids(batch.deals)).toEqual([i.highlandMalt, i.roseParfum]);
      // Every item of the shortened lists once, and nothing else.
      expect(ids(batch.allInOneList)).toEqual([
        i.cognacXo,
        i.highlandMalt,
        i.roseParfum,
        i.cedarToilette,
        i.londonGin,
      ]);
      // A shorter batch is not confused with the full one in the server's cache.
      expect(ids((await shop.get(apiPaths.preOrderItems)).json().newArrivalItems)).toHaveLength(8);
    });

    it('refuses a list size it does not offer', async () => {
      for (const limit of [0, 21, 'eight']) {
        const response = await shop.get(apiPaths.preOrderItems, { limit });
        expect(response.statusCode, String(limit)).toBe(400);
      }
    });

    it('answers 304 to a browser holding the same batch', async () => {
      const first = await shop.get(apiPaths.preOrderItems);
      const again = await shop.get(
        apiPaths.preOrderItems,
        {},
        { headers: { 'if-none-match': String(first.headers.etag) } },
      );
      expect(again.statusCode).toBe(304);
    });
  });
});

describe.each(testEngines)('GetPreOrderItems in a larger shop on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
    const { now, brands, categories } = shop.fixture;
    // 50 old, dear travel exclusives: filler i is registered 200 + i days ago and costs 300 + i dollars.
    await shop.db
      .insertInto('item')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          item_code: `FILLER-${i}`,
          name: `Filler ${i}`,
          description: 'Filler',
          brand_id: brands.aurora,
          category_id: categories.gin,
          category_type: 'LIQUOR' as const,
          stock: 1,
          current_price_cents: 30_000 + i * 100,
          sales_rate_cents: 30_000 + i * 100,
          is_percentage: 0 as const,
          order_quantity: 0,
          miles_for_redeem: 0,
          miles_for_accrual: 0,
          is_travel_exclusive: 1 as const,
          youtube_url: null,
          registered_at: now - (200 + i) * DAY,
          is_active: 1 as const,
        })),
      )
      .execute();
  });
  afterAll(() => shop.close());

  it('stops each list at 20 items, the most expensive first', async () => {
    const { travelExeclusiveItems, allInOneList } = (await shop.get(apiPaths.preOrderItems)).json();
    expect(travelExeclusiveItems).toHaveLength(20);
    expect(travelExeclusiveItems[0].currentPrice).toBe(349);
    expect(travelExeclusiveItems[19].currentPrice).toBe(330);
    expect(new Set(ids(allInOneList)).size).toBe(allInOneList.length);
  });

  it('counts only the 48 newest items as new arrivals', async () => {
    const { newArrivalItems } = (await shop.get(apiPaths.preOrderItems)).json();
    // The 8 fixture items and fillers 0–39 are the newest 48; fillers 40–49 are older although dearer.
    expect(newArrivalItems.map((item: CatalogItem) => item.name)).toEqual(
      Array.from({ length: 20 }, (_, k) => `Filler ${39 - k}`),
    );
  });
});
