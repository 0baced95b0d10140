import { actionPrivileges, apiPaths, type SearchItemsResponse } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reseedDemoShop } from '../../seed/seed.ts';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

// What travellers type, against the demo catalogue, through the real server on both engines (decision
// 0038). Each query names the products that must come first by a rule over the catalogue's own data (a
// brand, words of the names), not by a list of what the index happened to answer.

type Product = {
  code: string;
  name: string;
  nameAr: string;
  nameZh: string;
  brand: string;
  brandAr: string;
  brandZh: string;
  category: string;
};
type Pick = (product: Product) => boolean;

const lower = (text: string) => text.toLowerCase();
const brand =
  (name: string): Pick =>
  (p) =>
    p.brand === name;
/** The English name holds every one of the words (case aside). */
const named =
  (...words: string[]): Pick =>
  (p) =>
    words.every((word) => lower(p.name).includes(lower(word)));
const namedAr =
  (...words: string[]): Pick =>
  (p) =>
    words.every((word) => p.nameAr.includes(word));
const namedZh =
  (...words: string[]): Pick =>
  (p) =>
    words.every((word) => p.nameZh.includes(word));
const all =
  (...picks: Pick[]): Pick =>
  (p) =>
    picks.every((pick) => pick(p));
const either =
  (...picks: Pick[]): Pick =>
  (p) =>
    picks.some((pick) => pick(p));

/** A query and the products that must fill the top of its results (all of them when 12 or fewer). */
type Case = { query: string; first: Pick; why: string };

const cases: Case[] = [
  // English: brands, with and without typos, and spelling variants.
  { query: 'Glen Aldric', first: brand('Glen Aldric'), why: 'a brand' },
  { query: 'Glen Aldrik', first: brand('Glen Aldric'), why: 'one wrong letter' },
  {
    query: 'Gln Aldric',
    first: brand('Glen Aldric'),
    why: 'a short word too wrong to match, the other matches',
  },
  { query: 'glen aldirc', first: brand('Glen Aldric'), why: 'swapped neighbours' },
  { query: 'Highand Reserve', first: brand('Highland Reserve'), why: 'one missing letter' },
  { query: 'highland reserve', first: brand('Highland Reserve'), why: 'lower case' },
  { query: 'HIGHLAND RESERVE', first: brand('Highland Reserve'), why: 'upper case' },
  { query: 'velvet iris', first: brand('Velvet Iris'), why: 'a brand whose words other names share' },
  { query: 'velvt iris', first: brand('Velvet Iris'), why: 'a missing letter in a 6-letter word' },
  { query: 'maison celeste', first: brand('Maison Celeste'), why: 'a brand' },
  { query: 'maison celest', first: brand('Maison Celeste'), why: 'the last word as a prefix' },
  { query: 'maison', first: either(brand('Maison Celeste'), brand('Maison Delacour')), why: 'two brands' },
  { query: 'voltix', first: brand('Voltix'), why: 'a brand' },
  { query: 'voltex', first: brand('Voltix'), why: 'a wrong letter in a 6-letter word' },
  { query: 'kestrel', first: brand('Kestrel Watches'), why: 'a brand' },
  { query: 'kestral watches', first: brand('Kestrel Watches'), why: 'a typo and a plural' },
  { query: 'whiskey', first: named('whisky'), why: 'the other spelling, names before the category' },
  { query: 'whisky', first: named('whisky'), why: 'a name before a category' },
  // English: words from two fields.
  { query: 'aldric whisky', first: brand('Glen Aldric'), why: 'a brand and a category' },
  {
    query: 'highland blended',
    first: all(brand('Highland Reserve'), named('blended')),
    why: 'a brand and a name',
  },
  { query: 'voltix power bank', first: all(brand('Voltix'), named('power bank')), why: 'brand and name' },
  { query: 'juniper vodka', first: all(brand('Juniper & Rowe'), named('vodka')), why: 'brand and name' },
  { query: 'baltic gin', first: all(brand('Baltic Frost'), named('gin')), why: 'brand and name' },
  { query: 'oud al noor toilette', first: all(brand('Oud Al Noor'), named('toilette')), why: 'three fields' },
  // English: product words, typos and prefixes.
  { query: 'power bank', first: named('power bank'), why: 'two words in order' },
  { query: 'powr bank', first: named('power bank'), why: 'a short typo skipped, the other word found' },
  { query: 'bluetooth speaker', first: named('bluetooth speaker'), why: 'two words' },
  { query: 'blutooth speaker', first: named('bluetooth speaker'), why: 'a missing letter' },
  { query: 'speker mini', first: named('speaker', 'mini'), why: 'a missing letter' },
  { query: 'london dry gin', first: named('london dry gin'), why: 'three words' },
  { query: 'london dry', first: named('london dry'), why: 'two words' },
  { query: 'pink gin', first: named('pink gin'), why: 'two words' },
  { query: 'navy strength', first: named('navy strength'), why: 'two words' },
  { query: 'navy strenght', first: named('navy strength'), why: 'swapped neighbours' },
  { query: 'potato vodka', first: named('potato vodka'), why: 'two words' },
  { query: 'potatoe vodka', first: named('potato vodka'), why: 'an extra letter' },
  { query: 'barley vodka', first: named('barley vodka'), why: 'two words' },
  { query: 'cedar mist', first: named('cedar mist'), why: 'two words' },
  { query: 'fig leaf', first: named('fig leaf'), why: 'two short words' },
  { query: 'fig leaf parfum', first: named('fig leaf', 'parfum'), why: 'three words' },
  { query: 'perfume', first: named('parfum'), why: 'a spelling variant' },
  {
    query: 'chronograph',
    first: either(named('chronograph'), brand('Vantage Chronograph')),
    why: 'name or brand',
  },
  {
    query: 'chronograf',
    first: either(named('chronograph'), brand('Vantage Chronograph')),
    why: 'two edits in a long word',
  },
  { query: 'navigator automatic', first: named('navigator automatic'), why: 'two words' },
  { query: 'navig', first: named('navigator'), why: 'a prefix' },
  { query: 'blueto', first: named('bluetooth'), why: 'a prefix' },
  { query: 'glen ald', first: brand('Glen Aldric'), why: 'a prefix after a word' },
  { query: 'dark chocolate', first: named('dark', 'chocolate'), why: 'two words' },
  { query: 'coffee ceremony', first: named('coffee ceremony'), why: 'two words' },
  { query: 'yirgacheffe', first: named('yirgacheffe'), why: 'a long word' },
  { query: 'yirgachefe', first: named('yirgacheffe'), why: 'a missing letter in a long word' },
  { query: 'boeing model', first: named('boeing', 'model'), why: 'two words' },
  { query: 'hand carved', first: named('hand-carved'), why: 'a hyphenated word' },
  { query: 'rose gold', first: named('rose gold'), why: 'words next to each other first' },
  { query: 'cabin spinner', first: named('cabin', 'spinner'), why: 'two words apart' },
  // Arabic: letter variants, diacritics, tatweel, a missing letter.
  { query: 'غلين ألدريك', first: brand('Glen Aldric'), why: 'the brand in Arabic' },
  { query: 'غلين الدريك', first: brand('Glen Aldric'), why: 'alef without its hamza' },
  { query: 'غلين ألدرك', first: brand('Glen Aldric'), why: 'one letter missing' },
  { query: 'هايلاند ريزيرف', first: brand('Highland Reserve'), why: 'the brand in Arabic' },
  { query: 'هايلند ريزيرف', first: brand('Highland Reserve'), why: 'one letter missing' },
  { query: 'فولتكس', first: brand('Voltix'), why: 'a brand in Arabic' },
  { query: 'فودكا البطاطس', first: namedAr('فودكا البطاطس'), why: 'two words' },
  { query: 'فُودْكَا', first: namedAr('فودكا'), why: 'with diacritics' },
  { query: 'فـودكا', first: namedAr('فودكا'), why: 'with a tatweel' },
  { query: 'شوكولاته داكنه', first: namedAr('شوكولاتة', 'داكنة'), why: 'haa for taa marbuta' },
  { query: 'ويسكي', first: namedAr('ويسكي'), why: 'a word' },
  // Chinese: by characters, without spaces.
  { query: '格兰奥德里克', first: brand('Glen Aldric'), why: 'the brand in Chinese' },
  { query: '海兰德珍藏', first: brand('Highland Reserve'), why: 'the brand in Chinese' },
  { query: '马铃薯伏特加', first: namedZh('马铃薯伏特加'), why: 'potato vodka' },
  { query: '伏特加', first: namedZh('伏特加'), why: 'vodka' },
  { query: '充电宝', first: namedZh('充电宝'), why: 'power bank' },
  { query: '蓝牙音箱', first: namedZh('蓝牙音箱'), why: 'bluetooth speaker' },
  { query: '黑巧克力', first: namedZh('黑巧克力'), why: 'dark chocolate' },
  { query: '格兰 威士忌', first: brand('Glen Aldric'), why: 'brand and category, with a space' },
  { query: 'voltix 充电宝', first: all(brand('Voltix'), namedZh('充电宝')), why: 'two scripts' },
];

describe.each(testEngines)('search relevance on the demo catalogue on %s', (engine) => {
  let shop: TestApp;
  let headers: Record<string, string>;
  let products: Product[];
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await reseedDemoShop(shop.database, { products: 320, now: Date.now() });
    headers = callHeaders(await issueTokens(shop.app), actionPrivileges.preOrderAccess);
    const rows = await shop.database.db
      .selectFrom('item')
      .innerJoin('brand', 'brand.id', 'item.brand_id')
      .innerJoin('category', 'category.id', 'item.category_id')
      .select([
        'item.item_code',
        'item.name',
        'item.name_ar',
        'item.name_zh',
        'brand.name as brand',
        'brand.name_ar as brand_ar',
        'brand.name_zh as brand_zh',
        'category.name as category',
      ])
      .where('item.is_active', '=', 1)
      .execute();
    products = rows.map((row) => ({
      code: row.item_code,
      name: row.name,
      nameAr: row.name_ar ?? '',
      nameZh: row.name_zh ?? '',
      brand: row.brand,
      brandAr: row.brand_ar ?? '',
      brandZh: row.brand_zh ?? '',
      category: row.category,
    }));
  }, 120_000);
  afterAll(() => shop.close());

  const search = async (query: Record<string, string>): Promise<SearchItemsResponse> => {
    const response = await shop.app.inject({
      method: 'GET',
      url: apiPaths.searchItems,
      query: { currencyId: '2', pageSize: '12', ...query },
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const codesOf = (answer: SearchItemsResponse) => answer.items.map((item) => item.itemCode);

  it('holds at least 60 queries in English, Arabic and Chinese', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)('"$query" ($why): the products it names come first', async ({ query, first }) => {
    const expected = products.filter(first).map((p) => p.code);
    expect(expected.length).toBeGreaterThan(0);
    const answer = await search({ searchValue: query });
    const top = codesOf(answer).slice(0, Math.min(expected.length, 12));
    expect(top.length).toBe(Math.min(expected.length, 12));
    for (const code of top) expect(expected).toContain(code);
  });

  it('orders by price only when the traveller picks it', async () => {
    const answer = await search({ searchValue: 'vodka', sort: 'ByPrice', sortDirection: 'ASC' });
    const prices = answer.items.map((item) => item.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ranked = await search({ searchValue: 'vodka' });
    expect(codesOf(ranked)).not.toEqual(codesOf(answer));
  });

  it('counts the filters over the whole result, not the page', async () => {
    const answer = await search({ searchValue: 'gin', pageSize: '2' });
    const gins = products.filter(named('gin')).filter((p) => /\bgin\b/i.test(p.name));
    expect(answer.totalCount).toBeGreaterThanOrEqual(gins.length);
    const brandIds = new Set(answer.filterBrandIds);
    expect(brandIds.size).toBeGreaterThanOrEqual(2);
    const ticked = await search({ searchValue: 'gin', brands: String(answer.filterBrandIds[0]) });
    expect(ticked.filterBrandIds).toEqual(answer.filterBrandIds);
    expect(ticked.totalCount).toBeLessThan(answer.totalCount);
  });

  it("matches short words exactly, and suggests the catalogue's word when nothing matches", async () => {
    const gim = await search({ searchValue: 'gim' });
    expect(gim).toMatchObject({ totalCount: 0, didYouMean: 'Gin' });
    const aldric = await search({ searchValue: 'Gln Aldrck' });
    expect(aldric).toMatchObject({ totalCount: 0, didYouMean: 'Glen Aldric' });
    const corrected = await search({ searchValue: aldric.didYouMean! });
    expect(new Set(codesOf(corrected))).toEqual(
      new Set(products.filter(brand('Glen Aldric')).map((p) => p.code)),
    );
    expect((await search({ searchValue: 'zzzzzzzzqqq' })).didYouMean).toBeUndefined();
    expect((await search({ searchValue: 'gin' })).didYouMean).toBeUndefined();
  });

  it('suggests with the same matcher, typos and prefixes included', async () => {
    const suggest = async (searchText: string) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: apiPaths.autoSuggest,
        query: { currencyId: '2', searchText },
        headers,
      });
      return (response.json().items as { itemCode: string }[]).map((item) => item.itemCode);
    };
    const aldric = products.filter(brand('Glen Aldric')).map((p) => p.code);
    for (const text of ['Glen Aldrik', 'glen ald', '格兰奥德', 'غلين ألدرك']) {
      const codes = await suggest(text);
      expect(codes.slice(0, aldric.length).sort()).toEqual([...aldric].sort());
    }
  });
});
