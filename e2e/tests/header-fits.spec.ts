import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { toArabic } from './staff-steps.ts';
import { locale } from './texts.ts';

// The desktop headers keep their links on one row at every width from 1024 px, in English and in Arabic:
// what does not fit moves into a menu of its own rather than onto a second row.

const layout = locale('en', 'layout');
const layoutAr = locale('ar', 'layout');
const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');

const widths = [1024, 1100, 1280, 1366, 1600] as const;

test.beforeEach(() => {
  // Five widths in two languages.
  test.setTimeout(90_000);
});

/**
 * The rows the visible links and buttons of `within` stand on: one row when every one of them overlaps
 * every other vertically. Answers each control's text and box for the failure message.
 */
async function rowsOf(within: Locator) {
  return within.evaluate((container) => {
    // Not the copy of the links a row is measured in, which no one sees.
    const boxes = [...container.querySelectorAll('a, button')]
      .filter((control) => !control.closest('[aria-hidden="true"]'))
      .map((control) => ({ text: control.textContent?.trim() ?? '', box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const lowestTop = Math.max(...boxes.map(({ box }) => box.top));
    const highestBottom = Math.min(...boxes.map(({ box }) => box.bottom));
    return {
      oneRow: lowestTop < highestBottom,
      controls: boxes.map(({ text, box }) => `${text}@${Math.round(box.top)}-${Math.round(box.bottom)}`),
    };
  });
}

/** The header alone: the pages below it are long, and what is looked at here is the header. */
async function screenshotOfHeader(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.getByRole('banner').screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectOneRow(page: Page, within: Locator, what: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Let a menu that measures the room it has settle at the new width.
    await expect
      .poll(async () => (await rowsOf(within)).oneRow, { message: `${what} at ${width} px` })
      .toBe(true);
  }
}

test('the shop’s header keeps its menus on one row from 1024 px, in English and Arabic', async ({
  page,
  axe,
}, testInfo) => {
  await page.goto('/');
  // The pickers and the menus below the search share the header's second row.
  const secondRow = page.locator('#site-menu');
  await expect(page.getByRole('navigation', { name: layout.header.mainNavigation })).toBeVisible();
  await expectOneRow(page, secondRow, 'English');
  await page.setViewportSize({ width: 1366, height: 800 });
  await axe.check();
  await screenshotOfHeader(page, testInfo, 'header-1366-en');

  await page.goto('/?lng=ar');
  await expect(page.getByRole('navigation', { name: layoutAr.header.mainNavigation })).toBeVisible();
  await expectOneRow(page, secondRow, 'Arabic');
  await page.setViewportSize({ width: 1024, height: 800 });
  await axe.check();
  await screenshotOfHeader(page, testInfo, 'header-1024-ar');
});

test('the back office’s header keeps its links on one row from 1024 px, the rest in a menu', async ({
  page,
  admin: _signedInAsAdmin,
  axe,
}, testInfo) => {
  const header = page.getByRole('banner');
  await expect(page.getByRole('navigation', { name: staff.layout.navigation })).toBeVisible();
  await expectOneRow(page, header, 'English');

  // Every screen is still reached: those that do not fit are in the menu, which the keyboard opens.
  await page.setViewportSize({ width: 1024, height: 800 });
  const more = page.getByRole('button', { name: staff.layout.more });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: staff.layout.specialLanding, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await axe.check();
  await screenshotOfHeader(page, testInfo, 'staff-header-1024-en');

  await toArabic(page);
  await expect(page.getByRole('navigation', { name: staffAr.layout.navigation })).toBeVisible();
  await expectOneRow(page, header, 'Arabic');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('button', { name: staffAr.layout.more }).click();
  await axe.check();
  await screenshotOfHeader(page, testInfo, 'staff-header-1366-ar');
});
