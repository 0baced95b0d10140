import { type Browser, devices, type Page, type TestInfo } from '@playwright/test';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { expect, giveConsent, signInStaff, waitingForTheApp } from './fixtures.ts';

// Steps the staff area's journeys share: the seed's admin signs in on a phone, the language turns to
// Arabic, a shopper's browser opens beside the admin's, and full-page screenshots are kept with the run's
// results.

const admin = demoStaff.find((s) => s.role === 'admin')!;

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

export async function toArabic(page: Page) {
  await page.getByRole('button', { name: /Language/ }).click();
  await page
    .getByRole('button', { name: 'العربية' })
    .or(page.getByText('العربية', { exact: true }))
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The admin signed in on a phone of their own (Pixel 7, English); close the page's context when done. */
export async function adminOnPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
  await giveConsent(phone, baseURL);
  const page = waitingForTheApp(await phone.newPage());
  await signInStaff(page, admin);
  return page;
}

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
