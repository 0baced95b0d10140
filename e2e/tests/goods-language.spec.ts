import { apiPaths, type CatalogItem } from '@dutyfree/contracts';
import type { APIRequestContext } from '@playwright/test';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { expect, test } from './fixtures.ts';
import { ShopApi } from './shop-api.ts';
import { isolatable, locale } from './texts.ts';

// Goods in the shopper's language: in Arabic and Chinese, product names on listings, the
// product page and in search are the translated ones, search finds a product by its Arabic or Chinese
// name, and the month of a departure is named by Intl in the shopper's language.

type Language = 'ar' | 'zh';
const ENGLISH_MONTHS = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;
const SCRIPT: Record<Language, RegExp> = { ar: /[\u0600-\u06FF]/, zh: /[\u4E00-\u9FFF]/ };
const DATE_LOCALE: Record<Language, string> = { ar: 'ar-u-nu-latn', zh: 'zh' };

/** The most expensive new arrival, named in the language asked for and in English. */
async function newArrival(request: APIRequestContext, language: Language) {
  const headers = await new ShopApi(request).headers();
  const named = async (acceptLanguage: string) => {
    const answer = await request.get(apiPaths.searchItems, {
      headers: { ...headers, 'accept-language': acceptLanguage },
      params: { section: 'new-arrivals', pageSize: 1 },
    });
    const [item] = ((await answer.json()) as { items: CatalogItem[] }).items;
    if (!item) throw new Error('The demo shop has no new arrivals');
    return item;
  };
  const [translated, english] = await Promise.all([named(language), named('en')]);
  expect(translated.id).toBe(english.id);
  return { id: translated.id, name: translated.name, englishName: english.name };
}

test.describe("goods in the shopper's language", () => {
  // Three screens with an accessibility scan each take close to a minute on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('switching the language renames the product on screen, without a reload', async ({
    page,
    request,
  }) => {
    const item = await newArrival(request, 'zh');
    await page.goto(`/product-detail/${item.id}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: item.englishName })).toBeVisible({
      timeout: 15_000,
    });
    await page.locator('#language-picker').click();
    await page.locator('.dropdown-menu.show').getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: isolatable(item.name) })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  for (const language of ['ar', 'zh'] as const) {
    test(`in ${language} a product is named in ${language} on its listing, its page and in search @mobile`, async ({
      page,
      request,
      axe,
    }) => {
      const item = await newArrival(request, language);
      expect(item.name).toMatch(SCRIPT[language]);
      expect(item.name).not.toBe(item.englishName);

      await page.goto(`/new-arrivals?lng=${language}`);
      const card = page.getByRole('article').filter({ hasText: isolatable(item.name) });
      await expect(card.first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(item.englishName, { exact: true })).toHaveCount(0);
      await axe.check();

      await page.goto(`/product-detail/${item.id}?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: isolatable(item.name) })).toBeVisible({
        timeout: 15_000,
      });
      await axe.check();

      // A few words of the translated name find it, in the suggestions and in the results.
      const words = item.name.split(/\s+/).slice(0, 2).join(' ');
      const query = language === 'zh' ? item.name.slice(0, 4) : words;
      const search = locale(language, 'catalog').search;
      const field = page.getByRole('combobox', { name: search.inputLabel });
      await field.fill(query);
      const options = page.getByRole('listbox', { name: search.suggestions }).getByRole('option');
      await expect(options.first()).toBeVisible({ timeout: 15_000 });
      // Ranked by how many of the words match: a product with both comes first, those with one after it.
      await expect(options.first()).toContainText(isolatable(query));
      await field.press('Enter');
      await expect(
        page
          .getByRole('article')
          .filter({ hasText: isolatable(item.name) })
          .first(),
      ).toBeVisible({
        timeout: 15_000,
      });
      await axe.check();
    });

    test(`in ${language} a departure names its month in ${language}`, async ({ page, axe }) => {
      const ticket = demoTickets.find((demo) => demo.case === 'oneFlight');
      if (!ticket) throw new Error('The demo shop has no ticket with one flight');
      const t = locale(language, 'guest');

      await page.goto(`/guest-reg?lng=${language}`);
      const main = page.getByRole('main');
      await main.getByLabel(t.ticketNumber).fill(ticket.ticketNumber);
      await main.getByLabel(t.lastName, { exact: true }).fill(ticket.lastName);
      await main.getByRole('button', { name: t.find }).click();
      const flight = main.getByRole('region', { name: t.flightsTitle }).getByRole('listitem').first();
      await expect(flight).toBeVisible();
      const text = (await flight.textContent()) ?? '';
      // The month the flight departs in, as Intl names it in the shopper's language.
      // The time as the airport's clocks show it, with the zone (places-and-times.spec.ts checks which).
      const time = /\d{2}:\d{2} \S+/.exec(text);
      expect(time, 'a departure time').not.toBeNull();
      const months = Array.from({ length: 12 }, (_, month) =>
        new Intl.DateTimeFormat(DATE_LOCALE[language], { month: 'short', timeZone: 'UTC' }).format(
          Date.UTC(2026, month, 15),
        ),
      );
      expect(months.some((month) => text.includes(month))).toBe(true);
      expect(text).not.toMatch(ENGLISH_MONTHS);
      await axe.check();
    });
  }
});
