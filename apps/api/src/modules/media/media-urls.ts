import type { ItemCategoryType } from '../../db/schema.ts';

// The addresses of generated pictures, written once for the routes that draw them and for the data
// that links to them. Everything a picture needs is in its URL, so the URL never changes for a picture
// and can be cached for good.

export const mediaRoutePaths = {
  itemPicture: '/media/items/:itemId(^\\d{1,12}$)/:picture(^[1-3]$).svg',
  brandLogo: '/media/brands/:brandId(^\\d{1,12}$).svg',
  categoryPicture: '/media/categories/:categoryId(^\\d{1,12}$).svg',
  banner: '/media/banners/:bannerId(^\\d{1,12}$).svg',
  uploadedPicture: '/media/uploads/:sha256(^[0-9a-f]{64}$).:extension(^(jpg|png|webp)$)',
} as const;

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

export function itemPictureUrl(
  itemId: number,
  picture: number,
  category: ItemCategoryType,
  brand: string,
): string {
  return withQuery(`/media/items/${itemId}/${picture}.svg`, { c: category, b: brand });
}

export function brandLogoUrl(brandId: number, name: string): string {
  return withQuery(`/media/brands/${brandId}.svg`, { n: name });
}

export function categoryPictureUrl(categoryId: number, category: ItemCategoryType, name: string): string {
  return withQuery(`/media/categories/${categoryId}.svg`, { c: category, n: name });
}

export function bannerUrl(bannerId: number, size: number, title: string): string {
  return withQuery(`/media/banners/${bannerId}.svg`, { s: String(size), t: title });
}
