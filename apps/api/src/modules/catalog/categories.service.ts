import { fixedError, templatedError } from '@dutyfree/contracts';
import type { ReadCache } from '../../caching/read-cache.ts';
import type { Executor } from '../../db/transaction.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { CategoriesRepository, CategoryFields, CategoryRecord } from './categories.repository.ts';

export type CategoryNode = CategoryRecord & { children: CategoryNode[] };

/** The whole category tree in memory: it is small, read in one query and asked several questions. */
export class CategoryTree {
  private readonly categories: CategoryRecord[];
  /** Children by parent id, each list keeping the repository's name order. */
  private readonly byParent = new Map<number, CategoryRecord[]>();
  /** Every listing page asks for its categories' ancestors (the filter's choices). */
  private readonly parentOf = new Map<number, number | null>();

  constructor(categories: CategoryRecord[]) {
    this.categories = categories;
    for (const category of categories) {
      this.parentOf.set(category.id, category.parentId);
      if (category.parentId === null) continue;
      const siblings = this.byParent.get(category.parentId) ?? [];
      siblings.push(category);
      this.byParent.set(category.parentId, siblings);
    }
  }

  /** Categories of the level, each with its children below it. */
  fromLevel(level: number): CategoryNode[] {
    const grow = (category: CategoryRecord): CategoryNode => ({
      ...category,
      children: (this.byParent.get(category.id) ?? []).map(grow),
    });
    return this.categories.filter((c) => c.level === level).map(grow);
  }

  /** The category and everything below it; 404 when there is no such category. */
  subtree(id: number): number[] {
    if (!this.categories.some((c) => c.id === id))
      throw notFound(templatedError('request.noSuchRecord', { what: 'category', id: String(id) }));
    return this.withDescendants([id]);
  }

  /** The given categories and everything below them: a category's listing shows its children's items. */
  withDescendants(ids: Iterable<number>): number[] {
    const found = new Set<number>();
    const visit = (id: number) => {
      if (found.has(id)) return;
      found.add(id);
      for (const child of this.byParent.get(id) ?? []) visit(child.id);
    };
    for (const id of ids) visit(id);
    return [...found];
  }

  /** The given categories and every category above them: a department holds its children's items. */
  withAncestors(ids: Iterable<number>): number[] {
    const found = new Set<number>();
    for (const id of ids) {
      for (let at: number | null | undefined = id; at != null && !found.has(at); at = this.parentOf.get(at)) {
        found.add(at);
      }
    }
    return [...found];
  }

  /**
   * Categories whose name in any of the shop's languages contains the text (case-insensitive), with
   * everything below them.
   */
  named(text: string): number[] {
    const needle = text.toLowerCase();
    const names = (c: CategoryRecord) => [c.name, c.nameTranslations.ar, c.nameTranslations.zh];
    return this.withDescendants(
      this.categories
        .filter((c) => names(c).some((name) => name?.toLowerCase().includes(needle)))
        .map((c) => c.id),
    );
  }
}

/**
 * The two-level category tree the goods are filed under: read whole for shoppers (and kept in a cache), and
 * kept by admins (names in three languages, pictures, parents). An admin's change runs on the caller's
 * transaction and answers the category before and after it.
 */
export class CategoriesService {
  private readonly categories: CategoriesRepository;
  private readonly trees: ReadCache<CategoryTree>;
  constructor(categories: CategoriesRepository, trees: ReadCache<CategoryTree>) {
    this.categories = categories;
    this.trees = trees;
  }

  /** Every category at every level, by name. */
  list(): Promise<CategoryRecord[]> {
    return this.categories.listByName();
  }

  /**
   * The tree, read once per time to live: every listing and search page asks it for its category filter's
   * choices (reading the table each time was about 5 % of a cold listing page's CPU). An admin's change of a
   * category empties the catalogue's caches, this one with them.
   */
  tree(): Promise<CategoryTree> {
    return this.trees.get('tree', async () => new CategoryTree(await this.categories.listByName()));
  }

  /** Every category by level, name as written and id: the back office's list. */
  listByLevel(): Promise<CategoryRecord[]> {
    return this.categories.listByLevel();
  }

  async create(fields: CategoryFields, executor: Executor): Promise<CategoryRecord> {
    const categories = this.categories.on(executor);
    await this.checkParent(categories, fields, undefined);
    return this.find(categories, await categories.insert(fields));
  }

  async update(
    categoryId: number,
    fields: CategoryFields,
    executor: Executor,
  ): Promise<{ before: CategoryRecord; after: CategoryRecord }> {
    const categories = this.categories.on(executor);
    const before = await this.find(categories, categoryId);
    await this.checkParent(categories, fields, categoryId);
    await categories.update(categoryId, fields);
    return { before, after: await this.find(categories, categoryId) };
  }

  /** `upload` stores the picture (through `media`, in the same transaction) once the category is known, and gives its address. */
  async setPicture(
    categoryId: number,
    upload: () => Promise<string>,
    executor: Executor,
  ): Promise<{ before: CategoryRecord; after: CategoryRecord }> {
    const categories = this.categories.on(executor);
    const before = await this.find(categories, categoryId);
    await categories.setImage(categoryId, await upload());
    return { before, after: await this.find(categories, categoryId) };
  }

  /** The category, for an admin; 404 when there is none. */
  private async find(categories: CategoriesRepository, categoryId: number): Promise<CategoryRecord> {
    const [category] = await categories.listByLevel(categoryId);
    if (!category) throw notFound(fixedError('backOfficeBrands.categoryNotFound'));
    return category;
  }

  /** Two levels: a parent is a top-level category other than this one, and a parent of others stays on top. */
  private async checkParent(
    categories: CategoriesRepository,
    fields: CategoryFields,
    categoryId: number | undefined,
  ) {
    if (fields.parentId === null) return;
    const [parent] = await categories.listByLevel(fields.parentId);
    if (parent?.level !== 1 || parent.id === categoryId) {
      throw new FieldErrors({ ParentId: [fixedError('backOfficeBrands.categoryParentInvalid')] });
    }
    if (categoryId !== undefined && (await categories.hasSubcategories(categoryId))) {
      throw new FieldErrors({ ParentId: [fixedError('backOfficeBrands.categoryHasSubcategories')] });
    }
  }
}
