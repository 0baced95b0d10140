import type { CustomerLanguage } from '@dutyfree/contracts';

// Goods carry an English text and its translations (docs/decisions/0012). Reads load them in the same
// row (all of them, or for a listing page, the home lists and product details English and the shopper's
// language alone, decision 0030), and the wire layer picks the shopper's, so that a listing costs no extra
// query per language and the caches of ids, counts and facets stay the same for every language.

export type ShopLanguage = CustomerLanguage;

/** A text's translations; null where there is none, which shows the English text. */
export type Translations = { ar: string | null; zh: string | null };

export const UNTRANSLATED: Translations = { ar: null, zh: null };

/** The text in the shopper's language, English when it is not translated (product §1). */
export function inLanguage(english: string, translations: Translations, language: ShopLanguage): string {
  if (language === 'en') return english;
  const translated = translations[language];
  return translated === null || translated.trim() === '' ? english : translated;
}

/** Collation for names in one language, for the small lists sorted in memory (categories, brands). */
const collators = new Map<ShopLanguage, Intl.Collator>();
export function nameCollator(language: ShopLanguage): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}
