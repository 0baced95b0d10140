import type { i18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { initI18n, loadLaterTranslations } from './i18n.ts';

// Vitest does not serve stylesheets, so their URLs come back empty; give them the names a build has.
vi.mock('bootstrap/dist/css/bootstrap.min.css?url', () => ({ default: '/assets/bootstrap.min-abc.css' }));
vi.mock('bootstrap/dist/css/bootstrap.rtl.min.css?url', () => ({
  default: '/assets/bootstrap.rtl.min-def.css',
}));

function bootstrapLink(): HTMLLinkElement | null {
  // The newest link is the one that counts; an older one stays only until the new stylesheet has loaded.
  return document.head.querySelector('link[data-bootstrap-css]');
}

function clearCookies() {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) deleteCookie(cookie.split('=')[0] ?? '');
}

describe('language detection and direction', () => {
  let instance: i18n | undefined;

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearCookies();
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    instance?.off('languageChanged');
    instance = undefined;
  });

  test('starts in English, left to right, with the LTR Bootstrap stylesheet', async () => {
    instance = await initI18n();

    expect(instance.resolvedLanguage).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(bootstrapLink()?.getAttribute('href')).toMatch(/bootstrap\.min-abc\.css/);
    expect(instance.t('errors:notFound.title')).toBe('Page could not be found!');
  });

  test('switching to Arabic turns the page right to left and loads the RTL stylesheet', async () => {
    instance = await initI18n();

    await instance.changeLanguage('ar');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(bootstrapLink()?.getAttribute('href')).toMatch(/bootstrap\.rtl\.min-def\.css/);
    expect(bootstrapLink()?.dataset.bootstrapCss).toBe('rtl');
    expect(instance.t('errors:notFound.title')).toBe('تعذّر العثور على الصفحة!');
    // The choice is cached for the next visit.
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar');

    await instance.changeLanguage('zh');

    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('zh');
    expect(bootstrapLink()?.getAttribute('href')).toMatch(/bootstrap\.min-abc\.css/);
  });

  test('the lng query parameter wins over everything else', async () => {
    writeCookie('i18next', 'zh');
    window.localStorage.setItem('i18nextLng', 'zh');
    window.history.replaceState(null, '', '/cart?lng=ar');

    instance = await initI18n();

    expect(instance.resolvedLanguage).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
  });

  test('a cookie wins over local storage, and local storage over session storage', async () => {
    window.localStorage.setItem('i18nextLng', 'ar');
    window.sessionStorage.setItem('i18nextLng', 'en');
    writeCookie('i18next', 'zh');

    instance = await initI18n();
    expect(instance.resolvedLanguage).toBe('zh');

    clearCookies();
    window.localStorage.setItem('i18nextLng', 'ar');
    const second = await initI18n();
    expect(second.resolvedLanguage).toBe('ar');
    second.off('languageChanged');
  });

  test('a regional or unsupported language settles on a shop language', async () => {
    window.localStorage.setItem('i18nextLng', 'zh-CN');
    instance = await initI18n();
    expect(instance.resolvedLanguage).toBe('zh');

    window.localStorage.setItem('i18nextLng', 'fr');
    const french = await initI18n();
    expect(french.resolvedLanguage).toBe('en');
    expect(french.t('errors:exception.tryAgain')).toBe('Try again');
    french.off('languageChanged');
  });

  test('loads the later texts only when asked, and keeps them in step with the language', async () => {
    instance = await initI18n();
    expect(instance.hasLoadedNamespace('catalog')).toBe(true);
    expect(instance.hasLoadedNamespace('checkout')).toBe(false);

    await loadLaterTranslations();
    expect(instance.t('content:faq.moreHelp')).not.toBe('faq.moreHelp');

    await instance.changeLanguage('ar');
    expect(instance.hasLoadedNamespace('checkout')).toBe(true);
    const arabicLead = instance.getResource('ar', 'about', 'lead');
    expect(arabicLead).toMatch(/\p{Script=Arabic}/u);
    expect(instance.t('about:lead')).toBe(arabicLead);
  });
});
