import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../caching/read-cache.ts';
import { HttpProblem } from '../../http/problems.ts';
import type { CategoriesRepository, CategoryRecord } from './categories.repository.ts';
import { CategoriesService, CategoryTree } from './categories.service.ts';
import { UNTRANSLATED } from './language.ts';

// In name order, as the repository gives them.
const categories: CategoryRecord[] = [
  { id: 3, parentId: null, name: 'Confectionery', nameTranslations: UNTRANSLATED, imageUrl: null, level: 1 },
  { id: 5, parentId: 1, name: 'Gin', nameTranslations: UNTRANSLATED, imageUrl: null, level: 2 },
  { id: 1, parentId: null, name: 'Liquor', nameTranslations: UNTRANSLATED, imageUrl: 'l.jpg', level: 1 },
  { id: 6, parentId: 4, name: 'Single malt', nameTranslations: UNTRANSLATED, imageUrl: null, level: 3 },
  { id: 4, parentId: 1, name: 'whisky', nameTranslations: UNTRANSLATED, imageUrl: null, level: 2 },
];

describe('CategoryTree', () => {
  const tree = new CategoryTree(categories);

  it('grows the menu from a level, keeping name order among siblings', () => {
    const [confectionery, liquor] = tree.fromLevel(1);
    expect(confectionery).toMatchObject({ name: 'Confectionery', children: [] });
    expect(liquor!.children.map((c) => c.name)).toEqual(['Gin', 'whisky']);
    expect(liquor!.children[1]!.children.map((c) => c.name)).toEqual(['Single malt']);
  });

  it('takes in every level below a category', () => {
    expect(tree.subtree(1).sort()).toEqual([1, 4, 5, 6]);
    expect(tree.subtree(4).sort()).toEqual([4, 6]);
  });

  it('refuses a category that does not exist with a 404', () => {
    expect(() => tree.subtree(99)).toThrow(HttpProblem);
    expect(() => tree.subtree(99)).toThrow('There is no category with id 99.');
  });

  it('finds categories by part of their name, whatever its case, with their children', () => {
    expect(tree.named('WHIS').sort()).toEqual([4, 6]);
    expect(tree.named('i').sort()).toEqual([1, 3, 4, 5, 6]);
    expect(tree.named('rum')).toEqual([]);
  });
});

describe('CategoriesService.tree', () => {
  it('reads the table once while the tree is kept, and again once the cache is emptied', async () => {
    let reads = 0;
    const repository = {
      listByName: async () => {
        reads += 1;
        return categories;
      },
    } as unknown as CategoriesRepository;
    const trees = new ReadCache<CategoryTree>({ ttlMs: 30_000, capacity: 1, now: () => 0 });
    const service = new CategoriesService(repository, trees);
    const first = await service.tree();
    expect(await service.tree()).toBe(first);
    expect(reads).toBe(1);
    trees.invalidate();
    expect((await service.tree()).subtree(1).sort()).toEqual([1, 4, 5, 6]);
    expect(reads).toBe(2);
  });
});
