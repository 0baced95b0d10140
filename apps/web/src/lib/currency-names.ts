import { type CustomerLanguage, shopLanguageOf } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';

// A currency is named in the shopper's language by Intl (CLDR): 'US Dollar', 'دولار أمريكي', '美元'.
// The name the server keeps (English) stays the fallback for a code CLDR does not know.

const namers = new Map<CustomerLanguage, Intl.DisplayNames>();

export function currencyName(code: string, language: CustomerLanguage, fallback: string): string {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' });
    namers.set(language, namer);
  }
  try {
    return namer.of(code) ?? fallback;
  } catch {
    // Not a well-formed currency code: Intl throws rather than answer.
    return fallback;
  }
}

/** Names currencies in the language the shopper reads now. */
export function useCurrencyName(): (code: string, fallback: string) => string {
  const { i18n } = useTranslation();
  const language = shopLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return (code, fallback) => currencyName(code, language, fallback);
}
