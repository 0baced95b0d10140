import { apiPaths } from '@dutyfree/contracts';
import { expect, test } from './fixtures.ts';

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

  test('reads right to left in Arabic, the product named in Arabic', async ({ page, api }) => {
    const item = await api.plainItem();
    const arabicName = await api.nameIn(item.id, 'ar');
    await page.goto(`/product-detail/${item.id}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: arabicName })).toBeVisible();
    await expect(page.locator('.product-page__price')).toContainText(item.currentPrice.toFixed(2));
  });
});

// axe runs as a script in the page, so the page as it comes from the server is checked with the shop's own
// scripts held back instead.
test('the page as the server sends it passes the accessibility check, in Arabic', async ({
  page,
  api,
  axe,
}) => {
  const item = await api.plainItem();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/product-detail/${item.id}?lng=ar`);
  await expect(page.getByRole('heading', { level: 1, name: await api.nameIn(item.id, 'ar') })).toBeVisible();
  await axe.check();
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
