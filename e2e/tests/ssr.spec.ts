import { apiPaths } from '@dutyfree/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { isolatable, locale, withoutIsolates } from './texts.ts';

// Product pages come rendered from the server: readable without JavaScript (a roaming phone, a search
// engine), and taken over by the browser without reading the product a second time.

test.describe('a product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the name, the picture and the price in English', async ({ page, api }) => {
    const item = await api.plainItem();
    await page.goto(`/product-detail/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.locator('.product-page__price')).toContainText(item.currentPrice.toFixed(2));
    await expect(page.locator('.product-page img').first()).toBeVisible();
    await expect(page).toHaveTitle(`${item.name} | Sheba Duty Free`);
  });

  test("the header's search asks the server for the results page", async ({ page, api, t }) => {
    const item = await api.plainItem();
    await page.goto('/');
    await page.getByRole('combobox', { name: t('catalog').search.inputLabel }).fill(item.name);
    await page.getByRole('button', { name: t('catalog').search.submit }).click();
    await expect(page).toHaveURL(/\/SearchResult\?searchType=2&searchValue=/);
    await expect(page.locator('.product-card__link', { hasText: item.name }).first()).toBeVisible();
  });

  test('reads right to left in Arabic, the product named in Arabic', async ({ page, api }) => {
    const item = await api.plainItem();
    const arabicName = await api.nameIn(item.id, 'ar');
    await page.goto(`/product-detail/${item.id}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: isolatable(arabicName) })).toBeVisible();
    await expect(page.locator('.product-page__price')).toContainText(item.currentPrice.toFixed(2));
  });
});

// axe runs as a script in the page, so the page as it comes from the server is checked with the shop's own
// scripts held back instead.
test.describe('the page as the server sends it', () => {
  test.use({ appStarts: false });

  test('passes the accessibility check, in Arabic', async ({ page, api, axe }) => {
    const item = await api.plainItem();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/product-detail/${item.id}?lng=ar`);
    await expect(
      page.getByRole('heading', { level: 1, name: isolatable(await api.nameIn(item.id, 'ar')) }),
    ).toBeVisible();
    await axe.check();
  });
});

// A server-rendered page carries the Bootstrap rules its HTML can use and loads the whole sheet without the
// first paint waiting for it: with the page's rules alone, every element must already sit where the whole
// sheet puts it, or the page would move when the sheet arrives.
test.describe("the page's own Bootstrap rules", () => {
  test.use({ appStarts: false });

  async function layoutOf(page: Page, url: string, wholeSheet: boolean): Promise<string[]> {
    await page.unrouteAll();
    await page.route('**/assets/*.js', (route) => route.abort());
    if (!wholeSheet) await page.route(/bootstrap[^/]*\.css$/, (route) => route.abort());
    await page.goto(url);
    if (wholeSheet) await expect(page.locator('link[data-bootstrap-css]')).toHaveAttribute('media', 'all');
    return page.evaluate(() =>
      [...document.querySelectorAll('#root *')].map((element) => {
        const box = element.getBoundingClientRect();
        return [element.tagName, element.className, box.x, box.y, box.width, box.height]
          .map((value) => (typeof value === 'number' ? Math.round(value) : String(value)))
          .join(' ');
      }),
    );
  }

  test('lay the first screen out as the whole sheet does, in English and in Arabic @mobile @desktop', async ({
    page,
    api,
  }) => {
    const item = await api.plainItem();
    for (const path of ['/', `/product-list/category/${item.itemCategoryId}`, `/product-detail/${item.id}`]) {
      for (const lng of ['en', 'ar']) {
        const url = `${path}?lng=${lng}`;
        const alone = await layoutOf(page, url, false);
        expect(alone.length, url).toBeGreaterThan(50);
        expect(await layoutOf(page, url, true), url).toEqual(alone);
      }
    }
  });
});

test('the browser takes the page over without reading the product again, and without hydration errors', async ({
  page,
  api,
  t,
  axe,
}) => {
  const item = await api.plainItem();
  const productReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(apiPaths.productDetails)) productReads.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/product-detail/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  // Taken over: the page answers clicks (the quantity goes up), which only React can do.
  const quantity = page.getByLabel(t('catalog').product.quantity, { exact: true });
  await expect(async () => {
    await page.getByRole('button', { name: t('catalog').product.increase }).click();
    await expect(quantity).toHaveValue('2', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await axe.check();
  expect(productReads).toEqual([]);
  expect(errors).toEqual([]);
});

// A header tap on a server-rendered page before the shop's code has started is made again once it has:
// the menu opens as asked instead of the tap being lost. The start-up script is held back until then.
test.describe('a header tap before the app has started', () => {
  test.use({ appStarts: false });

  async function holdTheApp(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('opens the account menu once the app has started @mobile', async ({ page, api, t }) => {
    const item = await api.plainItem();
    const release = await holdTheApp(page);
    await page.goto(`/product-detail/${item.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: t('account').menu.account }).click();
    const logIn = page.getByRole('link', { name: t('account').menu.logIn, exact: true });
    await expect(page.locator('#root')).not.toHaveAttribute('data-app', 'started');
    release();
    await expect(logIn).toBeVisible();
    await expect(logIn).toHaveAttribute('href', '/login');
  });

  test('opens the drawer on a phone, the categories on a wide screen @mobile @desktop', async ({
    page,
    t,
    isMobile,
    axe,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const name = isMobile ? t('layout').header.openMenu : t('catalog').menus.categories;
    await page.getByRole('button', { name }).click();
    release();
    if (isMobile) {
      await expect(page.getByRole('dialog', { name: t('layout').header.menuTitle })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name, expanded: true })).toBeVisible();
    }
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
    await axe.check();
  });
});

// The home page, listings, search results and brand pages come rendered too, with the products they list.

/** The first product card's name and the product it leads to. */
async function firstCard(page: Page): Promise<{ name: string; id: number }> {
  const link = page.locator('.product-card__link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  return { name: (await link.textContent()) ?? '', id: Number(href.split('/').pop()) };
}

/** Waits until the browser has taken the page over: the header's account menu opens, which only React does. */
async function takenOver(page: Page): Promise<void> {
  const accountMenu = page.locator('#account-menu');
  await expect(async () => {
    await accountMenu.click();
    await expect(accountMenu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('listings without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its products, in English and in Arabic', async ({ page, api }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: locale('en', 'pages').home.title }),
    ).toBeVisible();
    const english = await firstCard(page);
    expect(withoutIsolates(english.name)).toBe(await api.nameIn(english.id, 'en'));

    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: locale('ar', 'pages').home.title }),
    ).toBeVisible();
    const arabic = await firstCard(page);
    expect(withoutIsolates(arabic.name)).toBe(await api.nameIn(arabic.id, 'ar'));
  });

  test("in Arabic the header keeps the shop's name clear of the account and cart, styled as with scripts @mobile", async ({
    page,
  }) => {
    await page.goto('/?lng=ar');
    const name = await page.locator('.brand-logo__name').boundingBox();
    for (const control of [page.locator('#account-menu'), page.locator('.cart-menu')]) {
      const box = await control.boundingBox();
      if (!name || !box) throw new Error('The header lacks the shop name, the account menu or the cart');
      const apart =
        name.x + name.width <= box.x ||
        box.x + box.width <= name.x ||
        name.y + name.height <= box.y ||
        box.y + box.height <= name.y;
      expect(apart).toBe(true);
    }
    // The shop's accent on the search button: its own rule, not Bootstrap's plain button.
    await expect(page.locator('.site-search__submit')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('a category, a brand and search results show their products, in English and in Arabic', async ({
    page,
    api,
  }) => {
    const item = await api.plainItem();
    for (const language of ['en', 'ar'] as const) {
      const lng = language === 'en' ? '' : `lng=${language}`;
      const catalog = locale(language, 'catalog');

      await page.goto(`/product-list/category/${item.itemCategoryId}${lng && `?${lng}`}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.listing__count')).not.toHaveText(catalog.listing.loading);
      const inCategory = await firstCard(page);
      expect(withoutIsolates(inCategory.name)).toBe(await api.nameIn(inCategory.id, language));

      await page.goto(`/product-list-by-brand/brand/${item.brandId}${lng && `?${lng}`}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? item.brand : /.+/);
      await firstCard(page);

      const searchValue = await api.nameIn(item.id, language);
      await page.goto(
        `/SearchResult?${new URLSearchParams({ searchValue, searchType: '2' })}${lng && `&${lng}`}`,
      );
      await expect(
        page.locator('.product-card__link', { hasText: isolatable(searchValue) }).first(),
      ).toBeVisible();
    }
  });
});

test('the browser takes the home page and a listing over without reading their lists again', async ({
  page,
  api,
  t,
}) => {
  const listReads: string[] = [];
  const embedded = [apiPaths.preOrderItems, apiPaths.banners, apiPaths.searchItems, apiPaths.brands];
  page.on('request', (request) => {
    if (embedded.some((path) => request.url().includes(path))) listReads.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await firstCard(page);
  // Taken over: the banners' pause button answers, which only React can do.
  const pause = page.getByRole('button', { name: t('catalog').banners.pause });
  await expect(async () => {
    await pause.click();
    await expect(page.getByRole('button', { name: t('catalog').banners.play })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });

  const item = await api.plainItem();
  listReads.length = 0;
  await page.goto(`/product-list-by-brand/brand/${item.brandId}`);
  await firstCard(page);
  await takenOver(page);
  expect(listReads).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ consent: false });

  test('the cookie banner comes with the listing, and taking the page over moves nothing', async ({
    page,
    api,
    t,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        // As CLS counts them: a shift right after the visitor's own input is no surprise.
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const item = await api.plainItem();
    await page.goto(`/product-list-by-brand/brand/${item.brandId}`);
    await expect(page.getByRole('region', { name: t('layout').cookieConsent.region })).toBeVisible();
    await firstCard(page);
    await takenOver(page);
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.05);
    expect(errors).toEqual([]);
  });
});
