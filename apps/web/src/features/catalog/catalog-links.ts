import type { Brand, CatalogItem, ItemCategory } from '@dutyfree/contracts';
import { generatePath } from 'react-router';
import { paths } from '../../config/paths.ts';

// Links into the catalogue, built in one place so that menus, cards and pages agree on them.

export function productPath(item: Pick<CatalogItem, 'id'>): string {
  return generatePath(paths.productDetail, { id: String(item.id) });
}

/** SPEC §2: /product-list/{categoryName}/{categoryId}. */
export function categoryPath(category: Pick<ItemCategory, 'id' | 'name'>): string {
  return generatePath(paths.productList, { cat: category.name, id: String(category.id) });
}

/** SPEC §2: /product-list-by-brand/{brandName}/{brandId}. */
export function brandPath(brand: Pick<Brand, 'id' | 'name'>): string {
  return generatePath(paths.productListByBrand, { cat: brand.name, id: String(brand.id) });
}

/** What a product link passes to the product page, so it can show the product before it has loaded. */
export interface ProductLinkState {
  item: CatalogItem;
}
