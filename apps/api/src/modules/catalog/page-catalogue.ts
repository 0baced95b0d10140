import type { PageCatalogue } from '@dutyfree/contracts';
import type { Catalog } from './catalog.module.ts';
import { toWireItem } from './catalog.wire.ts';

/**
 * The catalogue as server-rendered pages read it: the very answers the API's calls give (same prices,
 * names and stock), read in process.
 */
export function pageCatalogue(catalog: Pick<Catalog, 'currencies' | 'items'>): PageCatalogue {
  return {
    async product(itemId, currencyId, language) {
      const [currency, [item]] = await Promise.all([
        catalog.currencies.resolve(currencyId),
        catalog.items.listed([itemId]),
      ]);
      return item ? toWireItem(item, currency, language) : null;
    },
  };
}
