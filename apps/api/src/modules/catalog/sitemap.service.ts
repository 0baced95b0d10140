import type { BrandsService } from './brands.service.ts';
import type { CategoriesService } from './categories.service.ts';
import type { ItemsRepository } from './items.repository.ts';

/**
 * Products per sitemap file: well under the protocol's 50,000 addresses and 50 MB, so that 100,000
 * products make ten small files a crawler fetches one at a time.
 */
export const PRODUCTS_PER_SITEMAP = 10_000;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(addresses: string[]): string {
  const urls = addresses.map((address) => `<url><loc>${xml(address)}</loc></url>`).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls}\n</urlset>\n`;
}

/** The shop's public pages for search engines: the catalogue pages and every product on sale. */
export class Sitemaps {
  private readonly items: ItemsRepository;
  private readonly categories: CategoriesService;
  private readonly brands: BrandsService;
  private readonly origin: string;
  constructor(deps: {
    items: ItemsRepository;
    categories: CategoriesService;
    brands: BrandsService;
    origin: string;
  }) {
    this.items = deps.items;
    this.categories = deps.categories;
    this.brands = deps.brands;
    this.origin = deps.origin;
  }

  /** The index: the catalogue's file, then one file per PRODUCTS_PER_SITEMAP products. */
  async index(): Promise<string> {
    const files = Math.ceil((await this.items.countListed()) / PRODUCTS_PER_SITEMAP);
    const sitemaps = [
      `${this.origin}/sitemaps/catalogue.xml`,
      ...Array.from({ length: files }, (_, index) => `${this.origin}/sitemaps/products-${index + 1}.xml`),
    ];
    const entries = sitemaps.map((address) => `<sitemap><loc>${xml(address)}</loc></sitemap>`).join('\n');
    return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}\n</sitemapindex>\n`;
  }

  /** The home page, the brands page, every category's and every brand's listing. */
  async catalogue(): Promise<string> {
    const [categories, brands] = await Promise.all([this.categories.list(), this.brands.list()]);
    const listing = (kind: string, entry: { id: number; name: string }) =>
      `${this.origin}/${kind}/${encodeURIComponent(entry.name)}/${entry.id}`;
    return urlSet([
      `${this.origin}/`,
      `${this.origin}/brands`,
      ...categories.map((category) => listing('product-list', category)),
      ...brands.map((brand) => listing('product-list-by-brand', brand)),
    ]);
  }

  /** The products of one file (counted from 1); null past the last one. */
  async products(file: number): Promise<string | null> {
    const ids = await this.items.listedIds(PRODUCTS_PER_SITEMAP, (file - 1) * PRODUCTS_PER_SITEMAP);
    if (ids.length === 0) return null;
    return urlSet(ids.map((id) => `${this.origin}/product-detail/${id}`));
  }
}
