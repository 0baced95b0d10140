// The interface languages of SPEC §1. Each is labelled in its own language so that someone who cannot read
// the current one still finds theirs.
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'zh', label: '中文', dir: 'ltr' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];

export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const languageCodes: LanguageCode[] = languages.map((language) => language.code);

/** Maps whatever i18next or the browser reports ('ar-EG', 'zh-Hans-CN', 'fr') to a shop language. */
export function toShopLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return languages.find((language) => language.code === base) ?? languages[0];
}
