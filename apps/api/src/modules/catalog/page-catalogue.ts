import { type PageCatalogue, searchItemsQuery } from '@dutyfree/contracts';
import { HttpProblem } from '../../http/problems.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireBanner, toWireBrands, toWireCategories, toWireItem } from './catalog.wire.ts';
import { homeListsAnswer, listingAnswer } from './catalog-answers.ts';

/**
 * The catalogue as server-rendered pages read it: the very answers the API's calls give (same prices,
 * names and stock), read in process.
 */
export function pageCatalogue(
  catalog: Pick<Catalog, 'currencies' | 'items' | 'search' | 'banners' | 'brands' | 'categories'>,
): PageCatalogue {
  return {
    async product(itemId, currencyId, language) {
      const [currency, [item]] = await Promise.all([
        catalog.currencies.resolve(currencyId),
        catalog.items.listed([itemId]),
      ]);
      return item ? toWireItem(item, currency, language) : null;
    },
    homeLists: (currencyId, limit, language) => homeListsAnswer(catalog, currencyId, limit, language),
    banners: async (language) =>
      (await catalog.banners.list()).map((banner) => toWireBanner(banner, language)),
    categories: async (language) =>
      toWireCategories((await catalog.categories.tree()).fromLevel(1), language),
    brands: async (language) => toWireBrands(await catalog.brands.list(), language),
    async listing(query, language) {
      const parsed = searchItemsQuery.safeParse(query);
      if (!parsed.success) return null;
      try {
        return await listingAnswer(catalog, parsed.data, language);
      } catch (error) {
        // An unknown category or brand: the page says it is not found, as the call's 404 makes it say.
        if (error instanceof HttpProblem && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
