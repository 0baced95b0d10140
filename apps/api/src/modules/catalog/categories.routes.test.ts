import { apiPaths, type ItemCategory } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from './catalog.fixtures.ts';

const names = (categories: ItemCategory[]) => categories.map((c) => c.name);

describe.each(testEngines)('ItemCategory/GetItemCategoryHierarchical on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
  });
  afterAll(() => shop.close());

  it('gives the menu tree sorted by name case-insensitively at every level', async () => {
    const response = await shop.get(apiPaths.categoriesHierarchical, { categoryLevel: 1 });
    expect(response.statusCode).toBe(200);
    const { itemCategories } = response.json() as { itemCategories: ItemCategory[] };
    expect(names(itemCategories)).toEqual(['Confectionery', 'fragrance', 'Liquor']);
    const [confectionery, fragrance, liquor] = itemCategories;
    expect(names(liquor!.children)).toEqual(['Cognac', 'Gin', 'whisky']);
    expect(names(fragrance!.children)).toEqual(['men', 'Women']);
    expect(confectionery!.children).toEqual([]);
  });

  it('gives each category its id and image address, or null without an image', async () => {
    const { categories } = shop.fixture;
    const { itemCategories } = (await shop.get(apiPaths.categoriesHierarchical)).json();
    const liquor = itemCategories[2];
    expect(liquor).toMatchObject({
      id: categories.liquor,
      category_ImageURL: '/media/categories/liquor.jpg',
    });
    expect(liquor.children[0]).toEqual({
      id: categories.cognac,
      name: 'Cognac',
      children: [],
      category_ImageURL: '/media/categories/cognac.jpg',
    });
    expect(itemCategories[1].category_ImageURL).toBeNull();
  });

  it('starts the tree at a lower level when asked', async () => {
    const { itemCategories } = (await shop.get(apiPaths.categoriesHierarchical, { categoryLevel: 2 })).json();
    expect(names(itemCategories)).toEqual(['Cognac', 'Gin', 'men', 'whisky', 'Women']);
  });

  it('lets the browser keep the tree and answers 304 while it is unchanged', async () => {
    const first = await shop.get(apiPaths.categoriesHierarchical, { categoryLevel: 1 });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await shop.get(
      apiPaths.categoriesHierarchical,
      { categoryLevel: 1 },
      { headers: { 'if-none-match': etag } },
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });
});
