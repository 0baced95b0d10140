import type { CatalogItem } from '@dutyfree/contracts';
import { type LanguageCode, languageCodes } from '../features/i18n/languages.ts';

/** What a server-rendered page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address without a language, e.g. /product-detail/12. */
  path: string;
  language: LanguageCode;
  image?: string;
  /** schema.org data, written as JSON-LD. */
  structuredData?: object;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** JSON inside a <script>: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** English lives at the bare address (the shop's default); the others carry their `lng` parameter. */
function addressIn(origin: string, path: string, language: LanguageCode): string {
  if (language === 'en') return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
}

/** The tags added to index.html's <head> (its title and description are replaced, not added). */
export function headTags(head: PageHead, origin: string): string {
  const canonical = addressIn(origin, head.path, head.language);
  const image = head.image && new URL(head.image, origin).href;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...languageCodes.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(addressIn(origin, head.path, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(origin, head.path, 'en'))}" />`,
    `<meta property="og:type" content="${head.structuredData ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${head.language}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}

/** The picture a product is shown with: the one marked default, else the first. */
export function productPicture(item: CatalogItem): string | undefined {
  return (item.itemImage.find((image) => image.isDefualt) ?? item.itemImage[0])?.imageUrl;
}

/** schema.org Product with its one offer, as search engines read it. */
export function productStructuredData(item: CatalogItem, url: string, origin: string): object {
  const picture = productPicture(item);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: item.itemCode,
    brand: { '@type': 'Brand', name: item.brand },
    ...(picture ? { image: new URL(picture, origin).href } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: item.currentPrice.toFixed(2),
      priceCurrency: item.currency,
      availability: item.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/**
 * What the web build adds to each lazy screen's module in the server bundle (build/server-rendering.ts):
 * the stylesheets the browser's build made for it, beyond those index.html links already.
 */
interface ScreenHandle {
  styles?: string[];
}

/** <link> tags for the stylesheets of the screens a page renders, so that it is styled without scripts. */
export function screenStylesheets(matches: readonly { route: { handle?: unknown } }[]): string {
  const hrefs = new Set(
    matches.flatMap((match) => (match.route.handle as ScreenHandle | undefined)?.styles ?? []),
  );
  return [...hrefs].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join('\n    ');
}

/** The name of the <meta> through which a server-rendered page names its scripts (index.html reads it). */
export const APP_SCRIPTS_META = 'app-scripts';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html without the module scripts and preloads that Vite writes into its head, named instead in a
 * <meta> that index.html's inline script reads once the page has been painted. A server-rendered page
 * paints without scripts, and on a slow connection the scripts (about 160 KB gzip) asked for from the head
 * share the bandwidth with the page's stylesheets and pictures. The entry comes first, then its preloads.
 */
export function scriptsAfterFirstPaint(template: string): string {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (entries.length !== 1) return template;
  const meta = `<meta name="${APP_SCRIPTS_META}" content="${escapeHtml([...entries, ...preloads].join(' '))}" />`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${meta}\n  </head>`);
}
