import { type CustomerLanguage, shopLanguageOf } from '@dutyfree/contracts';

// The language every call asks the API for (contracts: shop-language), kept here so that the API client
// needs nothing from the i18n feature: i18n reports each change of language with `recordShopLanguage`.

let chosen: CustomerLanguage | null = null;

function read(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * Before i18n has started (the router may load the first page's data at once), the language it is about
 * to pick: the `lng` parameter, then the one it remembered (SPEC §1's first sources).
 */
function aboutToBeChosen(): CustomerLanguage {
  const remembered =
    read(() => new URLSearchParams(window.location.search).get('lng')) ??
    read(() => window.localStorage.getItem('i18nextLng')) ??
    read(() => window.navigator.language);
  return shopLanguageOf(remembered ?? undefined);
}

/** The language the shopper reads, as the code the API's Accept-Language header takes. */
export function getShopLanguage(): CustomerLanguage {
  return chosen ?? aboutToBeChosen();
}

/** Records the interface language; true when calls made before asked for another one. */
export function recordShopLanguage(language: string | undefined): boolean {
  const before = getShopLanguage();
  chosen = shopLanguageOf(language);
  return chosen !== before;
}
