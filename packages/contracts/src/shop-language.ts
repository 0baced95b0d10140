import type { CustomerLanguage } from './accounts.ts';
import { customerLanguages } from './accounts-values.ts';

// How a call says which language the shopper reads: the standard `Accept-Language` header, on every call
// (GET and POST alike). The web app sends the bare code of its interface language ('ar'); a browser's own
// list ('ar-EG,ar;q=0.9,en;q=0.8') is understood too. Catalogue replies vary by it (`Vary`), so that no
// cache hands one language's names to a shopper of another.

export const SHOP_LANGUAGE_HEADER = 'Accept-Language';
export const FALLBACK_SHOP_LANGUAGE: CustomerLanguage = 'en';

function isShopLanguage(code: string): code is CustomerLanguage {
  return (customerLanguages as readonly string[]).includes(code);
}

/**
 * The shop language an `Accept-Language` header asks for: the one of highest weight whose primary tag
 * is en, ar or zh ('zh-Hans-CN' is zh); English when none is, or the header is missing or malformed.
 */
export function shopLanguageOf(header: string | readonly string[] | undefined): CustomerLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header as string | undefined);
  if (!value) return FALLBACK_SHOP_LANGUAGE;
  let best: { language: CustomerLanguage; weight: number } | undefined;
  for (const entry of value.split(',')) {
    const [tag = '', ...parameters] = entry.split(';');
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (!isShopLanguage(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? FALLBACK_SHOP_LANGUAGE;
}
