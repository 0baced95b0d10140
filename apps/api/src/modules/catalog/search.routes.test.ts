import { apiPaths, type CatalogItem } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

const EUR = 3;
const names = (items: CatalogItem[]) => items.map((i) => i.name);

describe.each(testEngines)('search and listings on %s', (engine) => {
  let shop: FixtureShop;
  let byPrice: number[];
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
    const i = shop.fixture.items;
    byPrice = [
      i.cognacXo,
      i.highlandMalt,
      i.roseParfum,
      i.cedarToilette,
      i.lowlandBlend,
      i.londonGin,
      i.darkChocolate,
      i.milkChocolate,
    ];
  });
  afterAll(() => shop.close());

  describe('PreOrder/AutoSuggest', () => {
    const suggest = async (searchText: string, currencyId = 2) => {
      const response = await shop.get(apiPaths.autoSuggest, { searchText, currencyId });
      expect(response.statusCode).toBe(200);
      return response.json().items as CatalogItem[];
    };

    it('suggests items whose name contains the text, whatever its case', async () => {
      expect(names(await suggest('CHOC'))).toEqual(['Dark Chocolate Box', 'Milk chocolate bar']);
      expect(names(await suggest('chocolate B'))).toEqual(['Dark Chocolate Box', 'Milk chocolate bar']);
    });

    it('never suggests a withdrawn item', async () => {
      // The Highland malt is in the Whisky category; "Retired Whisky" is withdrawn.
      expect(names(await suggest('whisky'))).toEqual([
        'Lowland Blended Whisky',
        'Highland Single Malt 12 Years',
      ]);
    });

    it('shows at most 5 suggestions', async () => {
      // Every description starts "About …": all 8 items for sale match.
      expect(await suggest('about')).toHaveLength(5);
    });

    it('suggests nothing for a single character', async () => {
      expect(await suggest('c')).toEqual([]);
      expect(await suggest(' d ')).toEqual([]);
    });

    it('treats % and _ as spaces rather than as wildcards', async () => {
      expect(await suggest('%')).toEqual([]);
      expect(await suggest('%%%%')).toEqual([]);
      expect(await suggest('_a')).toEqual([]);
      expect(await suggest('choc_late')).toEqual([]);
      expect(names(await suggest('%choc%'))).toEqual(['Dark Chocolate Box', 'Milk chocolate bar']);
    });

    it('shows the suggested prices in the chosen currency', async () => {
      const [dark] = await suggest('dark', EUR);
      // 1500 cents × 0.9215 = 1382.25 → 13.82.
      expect(dark).toMatchObject({ currentPrice: 13.82, currency: 'EUR', itemImage: [{ isDefualt: true }] });
    });
  });

  describe('PreOrder/SearchItems', () => {
    const search = async (query: Record<string, string | number>) => {
      const response = await shop.get(apiPaths.searchItems, query);
      expect(response.statusCode).toBe(200);
      return response.json() as {
        items: CatalogItem[];
        totalCount: number;
        filterBrandIds: number[];
        filterCategoryIds: number[];
        activePage: number;
        pageSize: number;
      };
    };
    const idsOf = async (query: Record<string, string | number>) =>
      (await search(query)).items.map((i) => i.id);

    it('lists every item by price, most expensive first, 12 to a page by default', async () => {
      const result = await search({});
      expect(result.items.map((i) => i.id)).toEqual(byPrice);
      expect(result).toMatchObject({ totalCount: 8, activePage: 1, pageSize: 12 });
    });

    it('pages through the results and always tells the total', async () => {
      expect(await search({ pageSize: 3, activePage: 2 })).toMatchObject({
        items: byPrice.slice(3, 6).map((id) => ({ id })),
        totalCount: 8,
        activePage: 2,
        pageSize: 3,
      });
      expect((await search({ pageSize: 3, activePage: 3 })).items.map((i) => i.id)).toEqual(byPrice.slice(6));
      expect(await search({ pageSize: 3, activePage: 4 })).toMatchObject({ items: [], totalCount: 8 });
    });

    it('sorts by price either way, Default being by price', async () => {
      expect(await idsOf({ sort: 'ByPrice', sortDirection: 'DESC' })).toEqual(byPrice);
      expect(await idsOf({ sort: 'ByPrice', sortDirection: 'ASC' })).toEqual([...byPrice].reverse());
      expect(await idsOf({ sort: 'Default', sortDirection: 'ASC' })).toEqual([...byPrice].reverse());
    });

    it('sorts by name case-insensitively either way', async () => {
      const alphabetical = [
        'cedar eau de toilette',
        'Cognac XO Rare Reserve',
        'Dark Chocolate Box',
        'Highland Single Malt 12 Years',
        'London Dry Gin',
        'Lowland Blended Whisky',
        'Milk chocolate bar',
        'Rose Eau de Parfum',
      ];
      expect(names((await search({ sort: 'ByName', sortDirection: 'ASC' })).items)).toEqual(alphabetical);
      expect(names((await search({ sort: 'ByName', sortDirection: 'DESC' })).items)).toEqual(
        [...alphabetical].reverse(),
      );
    });

    it('sorts by registration date either way', async () => {
      const i = shop.fixture.items;
      const newestFirst = [
        i.highlandMalt,
        i.londonGin,
        i.roseParfum,
        i.cedarToilette,
        i.darkChocolate,
        i.milkChocolate,
        i.lowlandBlend,
        i.cognacXo,
      ];
      expect(await idsOf({ sort: 'ByDate', sortDirection: 'DESC' })).toEqual(newestFirst);
      expect(await idsOf({ sort: 'ByDate', sortDirection: 'ASC' })).toEqual([...newestFirst].reverse());
    });

    it('lists a category with the items of its children', async () => {
      const { items: i, categories } = shop.fixture;
      expect(await idsOf({ categoryId: categories.liquor })).toEqual([
        i.cognacXo,
        i.highlandMalt,
        i.lowlandBlend,
        i.londonGin,
      ]);
      expect(await idsOf({ categoryId: categories.whisky })).toEqual([i.highlandMalt, i.lowlandBlend]);
    });

    it('lists a brand', async () => {
      const { items: i, brands } = shop.fixture;
      expect(await idsOf({ brandId: brands.zephyr })).toEqual([
        i.cedarToilette,
        i.londonGin,
        i.milkChocolate,
      ]);
    });

    it('lists a collection: the items a running offer price list names', async () => {
      const { items: i, priceLists } = shop.fixture;
      expect(await idsOf({ collectionId: priceLists.volumeSavings })).toEqual([i.highlandMalt]);
      expect(await idsOf({ collectionId: priceLists.summerPrices })).toEqual([
        i.highlandMalt,
        i.cedarToilette,
        i.londonGin,
        i.milkChocolate,
      ]);
    });

    it('answers 404 JSON for an unknown category, brand or collection', async () => {
      const { priceLists } = shop.fixture;
      const cases = [
        [{ categoryId: 777 }, 'There is no category with id 777.'],
        [{ brandId: 778 }, 'There is no brand with id 778.'],
        [{ collectionId: 779 }, 'There is no current offer with id 779.'],
        [
          { collectionId: priceLists.expiredOffer },
          `There is no current offer with id ${priceLists.expiredOffer}.`,
        ],
        [
          { collectionId: priceLists.promoSave10 },
          `There is no current offer with id ${priceLists.promoSave10}.`,
        ],
      ] as const;
      for (const [query, message] of cases) {
        const response = await shop.get(apiPaths.searchItems, query);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: message });
      }
    });

    it('lists each section of the shop', async () => {
      const i = shop.fixture.items;
      expect(await idsOf({ section: 'new-arrivals' })).toEqual(byPrice);
      expect(await idsOf({ section: 'best-sellers' })).toEqual([
        i.cognacXo,
        i.highlandMalt,
        i.roseParfum,
        i.lowlandBlend,
        i.darkChocolate,
      ]);
      expect(await idsOf({ section: 'travel-exclusives' })).toEqual([i.highlandMalt, i.londonGin]);
      expect(await idsOf({ section: 'deals' })).toEqual([i.highlandMalt, i.roseParfum]);
      expect(await idsOf({ section: 'promotions' })).toEqual([i.highlandMalt, i.darkChocolate]);
      expect(await idsOf({ section: 'special-offers' })).toEqual([
        i.highlandMalt,
        i.cedarToilette,
        i.londonGin,
        i.darkChocolate,
        i.milkChocolate,
      ]);
    });

    it('filters by ticked brands and categories (with their children)', async () => {
      const { items: i, brands, categories } = shop.fixture;
      expect(
        await idsOf({ brands: `${brands.aurora},${brands.zephyr}`, categories: String(categories.liquor) }),
      ).toEqual([i.lowlandBlend, i.londonGin]);
      expect(await idsOf({ categoryId: categories.liquor, brands: String(brands.borealis) })).toEqual([
        i.cognacXo,
        i.highlandMalt,
      ]);
    });

    it("offers the brands of the listing's items as its brand filter, whichever are ticked", async () => {
      const { brands, categories } = shop.fixture;
      const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
      expect((await search({})).filterBrandIds).toEqual(
        ascending([brands.zephyr, brands.aurora, brands.borealis]),
      );
      const whiskyBrands = ascending([brands.aurora, brands.borealis]);
      expect((await search({ categoryId: categories.whisky })).filterBrandIds).toEqual(whiskyBrands);
      const ticked = await search({ categoryId: categories.whisky, brands: String(brands.borealis) });
      expect(ticked.items.map((item) => item.brandId)).toEqual([brands.borealis]);
      expect(ticked.filterBrandIds).toEqual(whiskyBrands);
      expect((await search({ searchValue: 'nothing like this', searchType: 2 })).filterBrandIds).toEqual([]);
    });

    it("offers only the categories of the listing's items, with their departments, whichever are ticked", async () => {
      const { brands, categories: c } = shop.fixture;
      const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
      expect((await search({})).filterCategoryIds).toEqual(
        ascending([c.liquor, c.whisky, c.gin, c.cognac, c.fragrance, c.women, c.men, c.confectionery]),
      );
      const borealis = ascending([c.liquor, c.whisky, c.cognac]);
      expect((await search({ brandId: brands.borealis })).filterCategoryIds).toEqual(borealis);
      const ticked = await search({ brandId: brands.borealis, categories: String(c.cognac) });
      expect(ticked.totalCount).toBe(1);
      expect(ticked.filterCategoryIds).toEqual(borealis);
      expect((await search({ searchValue: 'chocolate', searchType: 2 })).filterCategoryIds).toEqual([
        c.confectionery,
      ]);
      expect((await search({ searchValue: 'nothing like this', searchType: 2 })).filterCategoryIds).toEqual(
        [],
      );
    });

    it('filters by a price range in the chosen currency, bounds included', async () => {
      const i = shop.fixture.items;
      // In EUR: Highland 113.76, Rose 82.01, cedar 55.29, Lowland 41.47.
      expect(await idsOf({ currencyId: EUR, minPrice: 41.47, maxPrice: 113.76 })).toEqual([
        i.highlandMalt,
        i.roseParfum,
        i.cedarToilette,
        i.lowlandBlend,
      ]);
      expect(await idsOf({ currencyId: EUR, minPrice: 41.48, maxPrice: 113.75 })).toEqual([
        i.roseParfum,
        i.cedarToilette,
      ]);
    });

    it('searches everything for type 2: item names, brand names and category names, best match first', async () => {
      const { items: i } = shop.fixture;
      // A name before a category; equal matches in the catalogue's order.
      expect(await idsOf({ searchValue: 'WHISKY', searchType: '2' })).toEqual([
        i.lowlandBlend,
        i.highlandMalt,
      ]);
      expect(await idsOf({ searchValue: 'zephyr', searchType: '2' })).toEqual([
        i.londonGin,
        i.cedarToilette,
        i.milkChocolate,
      ]);
      expect(await idsOf({ searchValue: 'zephyr', searchType: '2', sort: 'ByPrice' })).toEqual([
        i.cedarToilette,
        i.londonGin,
        i.milkChocolate,
      ]);
      // Words, not parts of words: "ar" starts no word of an item for sale.
      expect(await search({ searchValue: 'ar', searchType: '2' })).toMatchObject({ totalCount: 0 });
    });

    it('searches brand names for type 0', async () => {
      const { items: i } = shop.fixture;
      expect(await idsOf({ searchValue: 'OR', searchType: '0' })).toEqual([
        i.cognacXo,
        i.highlandMalt,
        i.roseParfum,
        i.lowlandBlend,
        i.darkChocolate,
      ]);
      expect(await search({ searchValue: 'chocolate', searchType: '0' })).toMatchObject({
        items: [],
        totalCount: 0,
      });
    });

    it('searches category names, with their children, for any other type', async () => {
      const { items: i } = shop.fixture;
      expect(await idsOf({ searchValue: 'liquor', searchType: '1' })).toEqual([
        i.cognacXo,
        i.highlandMalt,
        i.lowlandBlend,
        i.londonGin,
      ]);
      expect(await idsOf({ searchValue: 'gin', searchType: '7' })).toEqual([i.londonGin]);
    });

    it('combines a search with a section', async () => {
      expect(await idsOf({ searchValue: 'rose', section: 'deals' })).toEqual([shop.fixture.items.roseParfum]);
    });

    it('treats a search of only % and _ as no search at all', async () => {
      expect(await search({ searchValue: '%_%' })).toMatchObject({ totalCount: 8 });
    });

    it('answers 304 to a browser holding the same page', async () => {
      const first = await shop.get(apiPaths.searchItems, { section: 'deals' });
      const again = await shop.get(
        apiPaths.searchItems,
        { section: 'deals' },
        { headers: { 'if-none-match': String(first.headers.etag) } },
      );
      expect(again.statusCode).toBe(304);
    });

    it('refuses an unknown sort option or section with field errors', async () => {
      const response = await shop.get(apiPaths.searchItems, { sort: 'Cheapest', section: 'outlet' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['Section', 'Sort']);
    });
  });
});
