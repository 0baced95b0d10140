import {
  type Browser,
  type BrowserContextOptions,
  devices,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { expect, giveConsent, signInStaff, waitingForTheApp } from './fixtures.ts';

// Steps the staff area's journeys share: the seed's admin signs in on a phone (or at a desktop), the
// language turns to Arabic or Chinese, a shopper's browser opens beside the admin's, and full-page screenshots are kept with the run's
// results.

/** The seed's admin, whom the back office names as the one who changed a record. */
export const demoAdmin = demoStaff.find((s) => s.role === 'admin')!;

/** The smallest whole PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The whole page; `fullPage: false` the screen as shown, where a dialog stays in view. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The language picker's choice, by the name it has in its own language. */
async function chooseLanguage(page: Page, name: string, lang: string) {
  await page.getByRole('button', { name: /Language|اللغة|语言/ }).click();
  await page
    .getByRole('button', { name })
    .or(page.getByText(name, { exact: true }))
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

export async function toArabic(page: Page) {
  await chooseLanguage(page, 'العربية', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

export async function toChinese(page: Page) {
  await chooseLanguage(page, '中文', 'zh');
}

/** The admin signed in in a browser of their own, in English; close the page's context when done. */
async function adminIn(browser: Browser, baseURL: string | undefined, device: BrowserContextOptions) {
  const context = await browser.newContext({ ...device, locale: 'en-GB' });
  await giveConsent(context, baseURL);
  const page = waitingForTheApp(await context.newPage());
  await signInStaff(page, demoAdmin);
  return page;
}

/** The admin on a phone of their own (Pixel 7). */
export const adminOnPhone = (browser: Browser, baseURL: string | undefined): Promise<Page> =>
  adminIn(browser, baseURL, devices['Pixel 7']);

/** The admin at a desktop of their own (1280 × 800), where a journey on the phone needs both. */
export const adminOnDesktop = (browser: Browser, baseURL: string | undefined): Promise<Page> =>
  adminIn(browser, baseURL, { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });

/** A shopper in a browser of their own, in English, past the cookie banner. */
export async function openShopperBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ locale: 'en-GB' });
  await giveConsent(context, baseURL);
  return { context, page: waitingForTheApp(await context.newPage()) };
}

/**
 * Opens a staff screen from the header: its link on the header's row, or in the "More" menu when the row
 * has no room for it at this width.
 */
export async function openStaffScreen(page: Page, name: string) {
  const nav = page.getByRole('banner').getByRole('navigation');
  await expect(nav).toBeVisible();
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { expanded: false }).click();
  await link.click();
}
