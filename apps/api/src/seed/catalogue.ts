import type { Insertable } from 'kysely';
import type { ItemCategoryType, ItemImageTable } from '../db/schema.ts';
import { brandLogoUrl, categoryPictureUrl, itemPictureUrl } from '../modules/media/media-urls.ts';
import { brandPlan, categoryPlan } from './catalogue-plan.ts';
import { seedTranslations } from './catalogue-words.ts';
import {
  type CatalogueBrand,
  type CatalogueCategory,
  type GeneratedItem,
  ProductGenerator,
} from './products.ts';
import type { Dice } from './random.ts';
import type { SeedRepository } from './seed.repository.ts';
import { specialItems } from './special-items.ts';

/** What later parts of the seed need to know about a product. */
export type SeededItem = {
  id: number;
  code: string;
  type: ItemCategoryType;
  priceCents: number;
  stock: number;
};

type StoredCategory = Omit<CatalogueCategory, 'brands'>;
type StoredBrand = CatalogueBrand & { makes: readonly string[] };

/** Products are generated and written this many at a time, which bounds memory for large catalogues. */
const CHUNK = 10_000;

function translatedName(english: string): { name_ar: string; name_zh: string } {
  const { ar, zh } = seedTranslations(english);
  return { name_ar: ar, name_zh: zh };
}

async function seedCategories(repository: SeedRepository): Promise<Map<string, StoredCategory>> {
  const children = new Map<string, StoredCategory>();
  for (const top of categoryPlan) {
    const topId = await repository.insertCategory({
      parent_id: null,
      name: top.name,
      ...translatedName(top.name),
      image_url: null,
      level: 1,
    });
    await repository.setImageUrl('category', topId, categoryPictureUrl(topId, top.type, top.name));
    for (const plan of top.children) {
      const id = await repository.insertCategory({
        parent_id: topId,
        name: plan.name,
        ...translatedName(plan.name),
        image_url: null,
        level: 2,
      });
      children.set(plan.name, { id, top, plan });
    }
  }
  return children;
}

async function seedBrands(repository: SeedRepository): Promise<StoredBrand[]> {
  const brands: StoredBrand[] = [];
  for (const plan of brandPlan) {
    const [name_ar, name_zh] = plan.translated;
    const id = await repository.insertBrand({
      name: plan.name,
      name_ar,
      name_zh,
      image_url: null,
      is_power_full_brand: plan.isPowerBrand ? 1 : 0,
    });
    if (plan.hasLogo) await repository.setImageUrl('brand', id, brandLogoUrl(id, plan.name));
    brands.push({ id, name: plan.name, makes: plan.makes });
  }
  return brands;
}

/** The child categories with the brands that make their products (a brand may name the top category). */
async function seedCategoriesAndBrands(repository: SeedRepository): Promise<Map<string, CatalogueCategory>> {
  const children = await seedCategories(repository);
  const brands = await seedBrands(repository);
  const categories = new Map<string, CatalogueCategory>();
  for (const [name, child] of children) {
    const makers = brands
      .filter((b) => b.makes.includes(name) || b.makes.includes(child.top.name))
      .map(({ id, name: brandName }) => ({ id, name: brandName }));
    if (makers.length === 0) throw new Error(`No brand in the plan makes products of '${name}'`);
    categories.set(name, { ...child, brands: makers });
  }
  return categories;
}

function pictureRows(item: GeneratedItem, itemId: number): Insertable<ItemImageTable>[] {
  return Array.from({ length: item.pictures }, (_, index) => ({
    item_id: itemId,
    url: itemPictureUrl(itemId, index + 1, item.row.category_type, item.brandName),
    is_default: index === 0 ? 1 : 0,
    sort_order: index,
  }));
}

async function writeItems(
  repository: SeedRepository,
  items: readonly GeneratedItem[],
): Promise<SeededItem[]> {
  const ids = await repository.insertItems(items.map((item) => item.row));
  await repository.insertRows(
    'item_image',
    items.flatMap((item, index) => pictureRows(item, ids[index] as number)),
  );
  await repository.insertRows(
    'item_sales',
    items.flatMap(({ unitsSold }, index) =>
      unitsSold > 0 ? [{ item_id: ids[index] as number, units_sold: unitsSold }] : [],
    ),
  );
  return items.map(({ row }, index) => ({
    id: ids[index] as number,
    code: row.item_code,
    type: row.category_type,
    priceCents: row.current_price_cents,
    stock: row.stock,
  }));
}

function specialGeneratedItems(generator: ProductGenerator, categories: Map<string, CatalogueCategory>) {
  return specialItems.map((plan) => {
    const category = categories.get(plan.category);
    const brand = category?.brands.find((b) => b.name === plan.brand);
    if (!category || !brand)
      throw new Error(`Special item ${plan.code}: no ${plan.brand} in ${plan.category}`);
    return generator.special(plan, category, brand);
  });
}

export type CatalogueOptions = {
  products: number;
  now: number;
  dice: Dice;
  onProgress?: ((message: string) => void) | undefined;
};

/**
 * Categories, brands and `products` products (the fixed-code items of the cart rules among them) with
 * their pictures. Answers the products for the price lists and the on-board stock.
 */
export async function seedCatalogue(
  repository: SeedRepository,
  options: CatalogueOptions,
): Promise<SeededItem[]> {
  const categories = await seedCategoriesAndBrands(repository);
  const generator = new ProductGenerator(options.dice, options.now, [...categories.values()]);
  const seeded = await writeItems(repository, specialGeneratedItems(generator, categories));
  while (seeded.length < options.products) {
    const count = Math.min(CHUNK - (seeded.length % CHUNK), options.products - seeded.length);
    seeded.push(
      ...(await writeItems(
        repository,
        Array.from({ length: count }, () => generator.next()),
      )),
    );
    if (seeded.length % CHUNK === 0 || seeded.length === options.products) {
      options.onProgress?.(
        `${seeded.length.toLocaleString('en')} of ${options.products.toLocaleString('en')} products`,
      );
    }
  }
  return seeded;
}
