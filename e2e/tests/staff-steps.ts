import type { Page, TestInfo } from '@playwright/test';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { expect } from './fixtures.ts';
import { locale } from './texts.ts';

// Steps the back-office journeys share: the demo admin signs in, a screen is kept as a screenshot, the staff
// area turns to Arabic.

const staff = locale('en', 'staff');
const admin = demoStaff.find((s) => s.role === 'admin')!;

/** The smallest whole PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function signInAsAdmin(page: Page) {
  await page.goto('/staff');
  await page.getByLabel(staff.signIn.email).fill(admin.email);
  await page.getByLabel(staff.signIn.password).fill(admin.password);
  await page.getByRole('button', { name: staff.signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: staff.flights.title })).toBeVisible();
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
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
