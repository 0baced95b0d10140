import { apiPaths, type CatalogItem, OFFER_TYPE_OFFERS, searchTypes } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

// Goods in the shopper's language: every catalogue answer names items, brands, categories and
// price lists in the language of the call's Accept-Language header, in English where there is no
// translation, and search finds an item by its name in any of the shop's languages.

const inLanguage = (language: string) => ({ headers: { 'Accept-Language': language } });
const names = (items: readonly CatalogItem[]) => items.map((item) => item.name);

describe.each(testEngines)("the catalogue in the shopper's language on %s", (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
  });
  afterAll(() => shop.close());

  const item = async (id: number, language?: string) => {
    const response = await shop.get(apiPaths.itemById, { id }, language ? inLanguage(language) : {});
    expect(response.statusCode).toBe(200);
    return response.json() as CatalogItem;
  };

  describe('an item', () => {
    it('is named and described in Arabic, with its brand', async () => {
      const malt = await item(shop.fixture.items.highlandMalt, 'ar');
      expect(malt).toMatchObject({
        name: 'ويسكي هايلاند سينجل مالت 12 سنة',
        description: 'عن ويسكي هايلاند.',
        brand: 'بورياليس',
      });
    });

    it('is named and described in Chinese, also when the browser sends its own list', async () => {
      const malt = await item(shop.fixture.items.highlandMalt, 'zh-CN,zh;q=0.9,en;q=0.8');
      expect(malt).toMatchObject({
        name: '高地单一麦芽威士忌12年',
        description: '关于高地威士忌。',
        brand: '北极光',
      });
    });

    it('stays English in English, without the header and in a language the shop does not speak', async () => {
      const english = { name: 'Highland Single Malt 12 Years', brand: 'Borealis' };
      expect(await item(shop.fixture.items.highlandMalt, 'en')).toMatchObject(english);
      expect(await item(shop.fixture.items.highlandMalt)).toMatchObject(english);
      expect(await item(shop.fixture.items.highlandMalt, 'fr-FR')).toMatchObject(english);
    });

    it('falls back to English where a text is not translated', async () => {
      const { items } = shop.fixture;
      expect(await item(items.lowlandBlend, 'ar')).toMatchObject({
        name: 'Lowland Blended Whisky',
        description: 'About Lowland Blended Whisky.',
        brand: 'aurora',
      });
      // Translated into Chinese only: Arabic readers see the English name.
      expect((await item(items.roseParfum, 'zh')).name).toBe('玫瑰香水');
      expect((await item(items.roseParfum, 'ar')).name).toBe('Rose Eau de Parfum');
    });

    it('is translated on its product page and in product details', async () => {
      const { items } = shop.fixture;
      const detail = await shop.post(
        apiPaths.itemDetail,
        { itemId: items.highlandMalt, currencyId: 2 },
        inLanguage('zh'),
      );
      expect(detail.json().name).toBe('高地单一麦芽威士忌12年');
      const details = await shop.post(
        apiPaths.productDetails,
        { itemIds: [items.highlandMalt, items.lowlandBlend], currencyId: 2 },
        inLanguage('ar'),
      );
      expect(names(details.json().availabilitiesRes)).toEqual([
        'ويسكي هايلاند سينجل مالت 12 سنة',
        'Lowland Blended Whisky',
      ]);
    });

    it('is translated as a cart line', async () => {
      const { items } = shop.fixture;
      const response = await shop.post(
        apiPaths.priceCart,
        { currencyId: 2, lines: [{ itemId: items.highlandMalt, quantity: 1 }] },
        inLanguage('ar'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().lines[0].item.name).toBe('ويسكي هايلاند سينجل مالت 12 سنة');
    });
  });

  describe('read in the language asked for alone', () => {
    // A listing page, the home lists and product details read an item's texts in English and the
    // shopper's language only; an item by id still reads every language. Both must answer alike.
    it.each(['en', 'ar', 'zh'])(
      'answers a listing page, the home lists and product details in %s as items read in every language',
      async (language) => {
        const everyLanguage = async (ids: readonly number[]) =>
          JSON.stringify(
            await Promise.all(
              ids.map(async (id) => {
                const response = await shop.get(
                  apiPaths.itemById,
                  { id, currencyId: 2 },
                  inLanguage(language),
                );
                return response.json() as CatalogItem;
              }),
            ),
          );
        const ids = (items: readonly CatalogItem[]) => items.map((i) => i.id);
        for (const direction of ['DESC', 'ASC']) {
          const page = await shop.get(
            apiPaths.searchItems,
            {
              searchType: searchTypes.all,
              sort: 'ByPrice',
              sortDirection: direction,
              pageSize: 60,
              currencyId: 2,
            },
            inLanguage(language),
          );
          const listed = page.json().items as CatalogItem[];
          expect(listed.length).toBeGreaterThan(3);
          expect(JSON.stringify(listed)).toBe(await everyLanguage(ids(listed)));
        }
        const home = (await shop.get(apiPaths.preOrderItems, { currencyId: 2 }, inLanguage(language))).json();
        expect(home.allInOneList.length).toBeGreaterThan(0);
        expect(JSON.stringify(home.allInOneList)).toBe(await everyLanguage(ids(home.allInOneList)));
        const { items } = shop.fixture;
        const askedFor = [items.roseParfum, items.highlandMalt, items.lowlandBlend];
        const details = await shop.post(
          apiPaths.productDetails,
          { itemIds: askedFor, currencyId: 2 },
          inLanguage(language),
        );
        expect(JSON.stringify(details.json().availabilitiesRes)).toBe(await everyLanguage(askedFor));
      },
    );
  });

  describe('search', () => {
    const search = async (searchValue: string, language: string) => {
      const response = await shop.get(
        apiPaths.searchItems,
        { searchValue, searchType: searchTypes.all },
        inLanguage(language),
      );
      expect(response.statusCode).toBe(200);
      return names(response.json().items);
    };

    it('finds an item by its Arabic name', async () => {
      expect(await search('هايلاند سينجل', 'ar')).toEqual(['ويسكي هايلاند سينجل مالت 12 سنة']);
    });

    it('finds an item by its Chinese name, of three characters or more and of two', async () => {
      expect(await search('单一麦芽', 'zh')).toEqual(['高地单一麦芽威士忌12年']);
      expect(await search('玫瑰', 'zh')).toEqual(['玫瑰香水']);
    });

    it('still finds an item by its English name, and shows it in the shopper’s language', async () => {
      expect(await search('Highland Single', 'zh')).toEqual(['高地单一麦芽威士忌12年']);
      expect(await search('Highland Single', 'en')).toEqual(['Highland Single Malt 12 Years']);
    });

    it('finds a brand and a category by their translated names', async () => {
      const { items } = shop.fixture;
      const byBrand = await shop.get(
        apiPaths.searchItems,
        { searchValue: '北极光', searchType: searchTypes.brand },
        inLanguage('zh'),
      );
      expect(
        byBrand
          .json()
          .items.map((i: CatalogItem) => i.id)
          .sort(),
      ).toEqual([items.highlandMalt, items.cognacXo].sort());
      const byCategory = await shop.get(
        apiPaths.searchItems,
        { searchValue: 'ويسكي', searchType: searchTypes.category },
        inLanguage('ar'),
      );
      expect(byCategory.json().items.map((i: CatalogItem) => i.id)).toContain(items.lowlandBlend);
    });

    it('suggests items by their name in the shopper’s language', async () => {
      const suggest = async (searchText: string, language: string) =>
        names((await shop.get(apiPaths.autoSuggest, { searchText }, inLanguage(language))).json().items);
      expect(await suggest('高地', 'zh')).toEqual(['高地单一麦芽威士忌12年']);
      expect(await suggest('هايلاند', 'ar')).toEqual(['ويسكي هايلاند سينجل مالت 12 سنة']);
    });
  });

  describe('menus and offers', () => {
    it('names categories in the shopper’s language', async () => {
      const response = await shop.get(
        apiPaths.categoriesHierarchical,
        { categoryLevel: 2 },
        inLanguage('zh'),
      );
      const whisky = response
        .json()
        .itemCategories.find((c: { id: number }) => c.id === shop.fixture.categories.whisky);
      expect(whisky.name).toBe('威士忌');
    });

    it('names brands in the shopper’s language, the others in English', async () => {
      const brandsIn = async (language: string) => {
        const response = await shop.get(apiPaths.brands, {}, inLanguage(language));
        expect(response.statusCode).toBe(200);
        return response.json().brandsRes.map((b: { id: number; name: string }) => [b.id, b.name]);
      };
      const { borealis } = shop.fixture.brands;
      const [arabic, chinese, english] = [await brandsIn('ar'), await brandsIn('zh'), await brandsIn('en')];
      expect(arabic).toContainEqual([borealis, 'بورياليس']);
      expect(chinese).toContainEqual([borealis, '北极光']);
      expect(english).toContainEqual([borealis, 'Borealis']);
      for (const list of [arabic, chinese])
        expect(list.map(([, name]: [number, string]) => name)).toEqual(
          expect.arrayContaining(['Zephyr', 'aurora']),
        );
    });

    it('names offer price lists in the shopper’s language', async () => {
      const response = await shop.get(
        apiPaths.priceListByOfferType,
        { offerType: OFFER_TYPE_OFFERS },
        inLanguage('zh'),
      );
      const lists = response.json().priceLists.map((l: { id: number; name: string }) => [l.id, l.name]);
      expect(lists).toContainEqual([shop.fixture.priceLists.volumeSavings, '量多优惠']);
      expect(lists).toContainEqual([shop.fixture.priceLists.buyTwoGetOne, 'Buy two, get one']);
    });
  });

  describe('caches', () => {
    it('never hand one language’s home lists to a shopper of another', async () => {
      const home = (language: string) => shop.get(apiPaths.preOrderItems, {}, inLanguage(language));
      const maltIn = (body: { allInOneList: CatalogItem[] }) =>
        body.allInOneList.find((i) => i.id === shop.fixture.items.highlandMalt)?.name;
      const english = await home('en');
      const arabic = await home('ar');
      const chinese = await home('zh');
      const englishAgain = await home('en');
      expect(maltIn(english.json())).toBe('Highland Single Malt 12 Years');
      expect(maltIn(arabic.json())).toBe('ويسكي هايلاند سينجل مالت 12 سنة');
      expect(maltIn(chinese.json())).toBe('高地单一麦芽威士忌12年');
      expect(englishAgain.body).toBe(english.body);
      expect(new Set([english, arabic, chinese].map((r) => r.headers.etag)).size).toBe(3);
      expect(arabic.headers.vary).toMatch(/Accept-Language/);
    });

    it('answers 304 only for the tag of the same language', async () => {
      const english = await shop.get(
        apiPaths.itemById,
        { id: shop.fixture.items.highlandMalt },
        inLanguage('en'),
      );
      const etag = String(english.headers.etag);
      const again = { headers: { 'Accept-Language': 'en', 'If-None-Match': etag } };
      expect(
        (await shop.get(apiPaths.itemById, { id: shop.fixture.items.highlandMalt }, again)).statusCode,
      ).toBe(304);
      const arabic = { headers: { 'Accept-Language': 'ar', 'If-None-Match': etag } };
      const response = await shop.get(apiPaths.itemById, { id: shop.fixture.items.highlandMalt }, arabic);
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toBe('ويسكي هايلاند سينجل مالت 12 سنة');
    });
  });
});
