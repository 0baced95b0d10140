import i18next, { type InitOptions, type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { getI18n, initReactI18next } from 'react-i18next';
import { recordShopLanguage } from '../../lib/language-preference.ts';
import { queryClient } from '../../lib/query-client.ts';
import { applyDocumentLanguage } from './document-language.ts';
import { FALLBACK_LANGUAGE, languageCodes } from './languages.ts';
import { localeBackend, namespaces } from './locale-backend.ts';
import { LATER_NAMESPACES } from './namespace-groups.ts';

/** What the browser's i18next and the server renderer's share. */
export const shopI18nOptions = {
  supportedLngs: languageCodes,
  fallbackLng: FALLBACK_LANGUAGE,
  // 'zh-CN' and 'ar-EG' should load 'zh' and 'ar', never look for region files.
  load: 'languageOnly',
  ns: namespaces,
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
  // The first page's namespaces are loaded before the first render, and a screen needing the later ones
  // waits for them in its route (loadLaterTranslations), so nothing needs to suspend; an area that adds a
  // namespace of its own (the staff area) waits for `ready` from useTranslation.
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * Creates and initialises an i18next instance for the shop and makes it the one react-i18next uses.
 * Detection follows SPEC §1 exactly (query `lng`, cookie, local storage, session storage, browser, html
 * tag) and the choice is cached in local storage.
 */
export async function initI18n(instance: i18n = i18next.createInstance()): Promise<i18n> {
  instance.on('languageChanged', (language) => {
    void applyDocumentLanguage(language);
    // Goods come named in the language a call asks for: what was read in another one is read again.
    if (recordShopLanguage(language) && instance.isInitialized) void queryClient.invalidateQueries();
  });
  await instance
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...shopI18nOptions,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
    });
  return instance;
}

/**
 * The later namespaces (namespace-groups.ts) in the shop's language, for a screen or dialog that reads
 * them: loaded once, beside the screen's own chunk. A language chosen afterwards loads them as well,
 * since i18next keeps every namespace it has loaded in step with the language.
 */
export function loadLaterTranslations(): Promise<void> {
  return getI18n().loadNamespaces([...LATER_NAMESPACES]);
}
