import type { ItemCategoryType } from '../../db/schema.ts';

// Pictures of the demo shop, drawn from what the URL says (an id and a few words) so that serving one
// needs no database read and no file on disk. The same URL always gives the same picture.

type Palette = { background: string; product: string; detail: string };

const palettes: readonly Palette[] = [
  { background: '#f4efe6', product: '#8a5a2b', detail: '#3b2a1a' },
  { background: '#e8f1f2', product: '#1f6f78', detail: '#0f3b40' },
  { background: '#f6e9ec', product: '#b0304a', detail: '#4a1421' },
  { background: '#eef0f7', product: '#3b4a8c', detail: '#1b2247' },
  { background: '#f3f3ea', product: '#6b7a2a', detail: '#2f3612' },
  { background: '#fbeee0', product: '#c8742c', detail: '#5a3010' },
  { background: '#ece9f5', product: '#6a4c9c', detail: '#2e1f47' },
  { background: '#e9f3ec', product: '#2f7d4f', detail: '#143621' },
  { background: '#f1f1f1', product: '#44474f', detail: '#1d1f24' },
  { background: '#fdf5dc', product: '#b8860b', detail: '#4d3800' },
];

/** FNV-1a: spreads neighbouring ids over the palette so that a page of products is not all one colour. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function paletteFor(key: string): Palette {
  return palettes[hash(key) % palettes.length] as Palette;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words from a URL, tidied and cut short so that no query string can make a picture large. */
function label(text: string | undefined, maxLength: number): string {
  const words = (text ?? '').replace(/\s+/g, ' ').trim();
  return words.length > maxLength ? `${words.slice(0, maxLength - 1).trimEnd()}…` : words;
}

/** A font size at which `text` fits in `width`, assuming an average glyph of 0.55 em. */
function fittingFontSize(text: string, width: number, largest: number): number {
  return Math.floor(Math.min(largest, width / (0.55 * Math.max(text.length, 1))));
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`
  );
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return (
    `<text x="${x}" y="${y}" font-family="Georgia,serif" font-size="${size}" fill="${fill}" ` +
    `text-anchor="middle"${extra}>${escapeXml(content)}</text>`
  );
}

const AIRCRAFT =
  'M200 50c14 0 20 16 20 34v76l120 64v28l-120-34v72l36 26v20l-56-16-56 16v-20l36-26v-72l-120 34v-28l120-64v-76c0-18 6-34 20-34z';

// Silhouettes on a 400 × 400 canvas, one per kind of product, so that a bottle reads as liquor and a
// dial as a watch even before the name is read.
const productShapes: Record<ItemCategoryType, (p: Palette) => string> = {
  LIQUOR: (p) =>
    `<path fill="${p.product}" d="M180 50h40v80c30 14 50 40 50 80v130q0 12-12 12H142q-12 0-12-12V210c0-40 20-66 50-80z"/>` +
    `<rect x="150" y="220" width="100" height="80" rx="4" fill="${p.detail}"/>` +
    `<rect x="180" y="70" width="40" height="14" fill="${p.detail}"/>`,
  TOBACCO: (p) =>
    `<rect x="120" y="80" width="160" height="250" rx="8" fill="${p.product}"/>` +
    `<rect x="120" y="80" width="160" height="70" rx="8" fill="${p.detail}" opacity=".35"/>` +
    `<circle cx="200" cy="235" r="36" fill="${p.background}"/>`,
  FRAGRANCE: (p) =>
    `<rect x="170" y="60" width="60" height="56" rx="8" fill="${p.detail}"/>` +
    `<rect x="188" y="116" width="24" height="26" fill="${p.product}"/>` +
    `<rect x="110" y="142" width="180" height="196" rx="44" fill="${p.product}"/>` +
    `<rect x="140" y="170" width="24" height="120" rx="12" fill="${p.background}" opacity=".4"/>`,
  COSMETICS: (p) =>
    `<rect x="90" y="190" width="140" height="40" rx="8" fill="${p.detail}"/>` +
    `<rect x="84" y="230" width="152" height="110" rx="22" fill="${p.product}"/>` +
    `<path fill="${p.product}" d="M262 340h64l-8-220h-48z"/>` +
    `<rect x="270" y="90" width="48" height="32" rx="4" fill="${p.detail}"/>`,
  WATCHES: (p) =>
    `<rect x="160" y="40" width="80" height="320" rx="24" fill="${p.detail}"/>` +
    `<circle cx="200" cy="200" r="96" fill="${p.product}"/>` +
    `<circle cx="200" cy="200" r="76" fill="${p.background}"/>` +
    `<rect x="294" y="190" width="16" height="20" rx="4" fill="${p.product}"/>` +
    `<path d="M200 200V142M200 200l42 22" stroke="${p.detail}" stroke-width="8" stroke-linecap="round"/>`,
  ELECTRONICS: (p) =>
    `<path d="M100 240v-50a100 100 0 0 1 200 0v50" fill="none" stroke="${p.product}" stroke-width="24"/>` +
    `<rect x="76" y="220" width="56" height="100" rx="22" fill="${p.detail}"/>` +
    `<rect x="268" y="220" width="56" height="100" rx="22" fill="${p.detail}"/>`,
  CONFECTIONERY: (p) =>
    `<rect x="110" y="70" width="180" height="260" rx="10" fill="${p.product}"/>` +
    `<path d="M110 157h180M110 244h180M200 70v260" stroke="${p.detail}" stroke-width="6" opacity=".5"/>` +
    `<path d="M220 70h70v70z" fill="${p.background}" opacity=".6"/>`,
  TRAVEL_GOODS: (p) =>
    `<rect x="160" y="60" width="80" height="56" rx="14" fill="none" stroke="${p.detail}" stroke-width="14"/>` +
    `<rect x="100" y="110" width="200" height="220" rx="24" fill="${p.product}"/>` +
    `<path d="M150 130v180M250 130v180" stroke="${p.detail}" stroke-width="8" opacity=".4"/>` +
    `<circle cx="135" cy="346" r="12" fill="${p.detail}"/><circle cx="265" cy="346" r="12" fill="${p.detail}"/>`,
  SOUVENIRS: (p) => `<path fill="${p.product}" d="${AIRCRAFT}"/>`,
};

function parcel(p: Palette): string {
  return (
    `<rect x="100" y="110" width="200" height="200" rx="6" fill="${p.product}"/>` +
    `<path d="M200 110v200M100 210h200" stroke="${p.detail}" stroke-width="14"/>`
  );
}

export const pictureCategories = Object.keys(productShapes) as ItemCategoryType[];

const categoryWords: Record<ItemCategoryType, string> = {
  LIQUOR: 'liquor',
  TOBACCO: 'tobacco',
  FRAGRANCE: 'fragrance',
  COSMETICS: 'cosmetics',
  WATCHES: 'watch',
  ELECTRONICS: 'electronics',
  CONFECTIONERY: 'confectionery',
  TRAVEL_GOODS: 'travel goods',
  SOUVENIRS: 'souvenir',
};

function shapeFor(category: ItemCategoryType | undefined, palette: Palette): string {
  return category ? productShapes[category](palette) : parcel(palette);
}

/** Three views of one product: straight on, turned a little, and further away. */
const views = ['', ' transform="rotate(-10 200 200)"', ' transform="translate(40 40) scale(.8)"'];

export type ItemPictureRequest = {
  itemId: number;
  picture: number;
  category?: ItemCategoryType | undefined;
  brand?: string | undefined;
};

export function drawItemPicture({ itemId, picture, category, brand }: ItemPictureRequest): string {
  const palette = paletteFor(`item:${itemId}:${picture}`);
  const brandName = label(brand, 28);
  const what = category ? categoryWords[category] : 'product';
  const title = `${brandName ? `${brandName} ` : ''}${what}, picture ${picture}`;
  const caption = brandName
    ? text(200, 385, fittingFontSize(brandName, 360, 22), palette.detail, brandName)
    : '';
  return svg(
    400,
    400,
    title,
    `<rect width="400" height="400" fill="${palette.background}"/>` +
      `<g${views[(picture - 1) % views.length] ?? ''}>${shapeFor(category, palette)}</g>${caption}`,
  );
}

function initials(name: string): string {
  const words = name.split(/[\s&]+/).filter((w) => /^\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export function drawBrandLogo({ brandId, name }: { brandId: number; name?: string | undefined }): string {
  const palette = paletteFor(`brand:${brandId}`);
  const brandName = label(name, 32) || `Brand ${brandId}`;
  return svg(
    300,
    150,
    `${brandName} logo`,
    `<rect width="300" height="150" fill="${palette.background}"/>` +
      `<circle cx="150" cy="52" r="32" fill="${palette.product}"/>` +
      text(150, 62, 28, palette.background, initials(brandName), ' font-weight="bold"') +
      text(150, 122, fittingFontSize(brandName, 280, 24), palette.detail, brandName),
  );
}

export type CategoryPictureRequest = {
  categoryId: number;
  category?: ItemCategoryType | undefined;
  name?: string | undefined;
};

export function drawCategoryPicture({ categoryId, category, name }: CategoryPictureRequest): string {
  const palette = paletteFor(`category:${categoryId}`);
  const categoryName = label(name, 32) || (category ? categoryWords[category] : 'Category');
  return svg(
    400,
    300,
    categoryName,
    `<rect width="400" height="300" fill="${palette.background}"/>` +
      `<g transform="translate(80 0) scale(.6)">${shapeFor(category, palette)}</g>` +
      text(200, 280, fittingFontSize(categoryName, 380, 30), palette.detail, categoryName),
  );
}

/** SPEC §3 bunnerImageSize: 1 small, 2 medium, anything else large. */
function bannerFormat(size: number): { width: number; height: number } {
  if (size === 1) return { width: 600, height: 300 };
  if (size === 2) return { width: 1200, height: 400 };
  return { width: 1600, height: 500 };
}

export type BannerRequest = { bannerId: number; size: number; title?: string | undefined };

/**
 * A banner's picture carries no words: the shop writes the banner's title over it, in the shopper's
 * language, as text (translatable, readable by screen readers, sharp at any size). The title stays the
 * picture's own description.
 */
export function drawBanner({ bannerId, size, title }: BannerRequest): string {
  const palette = paletteFor(`banner:${bannerId}`);
  const { width, height } = bannerFormat(size);
  const heading = label(title, 48) || 'Duty free';
  const planeScale = (height / 400).toFixed(2);
  return svg(
    width,
    height,
    heading,
    `<defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="${palette.background}"/>` +
      `<stop offset="1" stop-color="${palette.product}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.8}" cy="${height / 2}" r="${height * 0.42}" fill="${palette.background}" opacity=".25"/>` +
      `<path fill="${palette.detail}" opacity=".8" d="${AIRCRAFT}" ` +
      `transform="translate(${width * 0.8 - height / 2} 0) scale(${planeScale}) rotate(45 200 200)"/>`,
  );
}
