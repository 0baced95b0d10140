import { type CustomerLanguage, shopLanguageOf } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';

// A country (or the EU) is named in the shopper's language by Intl (CLDR): 'United Arab Emirates',
// 'الإمارات العربية المتحدة', '阿拉伯联合酋长国'. English names these few with "the" in a sentence.

const WITH_THE = new Set(['AE', 'US', 'GB', 'NL', 'EU']);
const namers = new Map<CustomerLanguage, Intl.DisplayNames>();

export function regionName(region: string, language: CustomerLanguage): string | undefined {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames(language, { type: 'region', fallback: 'none' });
    namers.set(language, namer);
  }
  try {
    const name = namer.of(region);
    return name && language === 'en' && WITH_THE.has(region) ? `the ${name}` : name;
  } catch {
    // Not a well-formed region code: Intl throws rather than answer.
    return undefined;
  }
}

/** Names a region as a sentence reads it, in the language the shopper reads now; the fallback otherwise. */
export function useRegionName(): (region: string | null, fallback: string) => string {
  const { i18n } = useTranslation();
  const language = shopLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return (region, fallback) => (region && regionName(region, language)) || fallback;
}
