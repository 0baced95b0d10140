import { expect, test } from './fixtures.ts';

test.describe('the shop shell', () => {
  // A first visit: the cookie banner shows, and its own journey is here.
  test.use({ consent: false });

  test('home renders with header, sections and footer @mobile @desktop', async ({ page, axe, isMobile }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    if (!isMobile) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The sections the header's row has no room for at this width are in its "More" menu, which appears
      // once the row has measured itself: opened whenever a section is not on the row.
      const closedMore = nav.getByRole('button', { name: 'More', expanded: false });
      for (const href of ['/new-arrivals', '/best-sellers', '/travel-exclusives', '/deals', '/promotions']) {
        const link = nav.locator(`a[href="${href}"]`).first();
        await expect(async () => {
          if (!(await link.isVisible()) && (await closedMore.isVisible())) await closedMore.click();
          await expect(link).toBeVisible({ timeout: 1_000 });
        }).toPass();
      }
    }
    await axe.check();
  });

  test('a deep link opens its screen directly', async ({ page, axe }) => {
    await page.goto('/how-to-order');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Page could not be found!')).toHaveCount(0);
    await axe.check();
  });

  test('an unknown path shows the not-found page with a way back @mobile', async ({ page, axe }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page could not be found!' })).toBeVisible();
    await page.getByRole('button', { name: /back/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await axe.check();
  });

  test('/exception shows the generic error page with a way home', async ({ page }) => {
    await page.goto('/exception');
    await expect(page.getByText('SORRY ! SOMETHING WENT WRONG, PLEASE TRY AGAIN.')).toBeVisible();
    await page.getByRole('link', { name: /try again/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('?lng=ar gives a right-to-left Arabic page, remembered on the next visit @mobile', async ({
    page,
    axe,
  }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('link[rel="stylesheet"][href*="rtl"]')).toHaveCount(1);
    await axe.check();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the language picker switches to Chinese, labelled 中文', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a chosen currency survives a reload and is sent with every GET', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /EUR/ }).click()]);
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();

    const currencyCall = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes('/api/V1.0/'));
    await page.reload();
    expect(new URL((await currencyCall).url()).searchParams.get('currencyId')).toBe('3');
    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  });

  test('the open currency and language menus mark the current choice for screen readers and leave the cart reachable', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    const cart = page.getByRole('link', { name: /^Cart \d/ });
    for (const [toggle, current] of [
      [/^Currency:/, /USD/],
      [/^Language:/, /English/],
    ] as const) {
      await page.getByRole('button', { name: toggle }).click();
      const menu = page.locator('.header-picker .dropdown-menu.show');
      await expect(menu).toBeVisible();
      await expect(menu.locator('[aria-selected]')).toHaveCount(0);
      await expect(menu.getByRole('button', { name: current })).toHaveAttribute('aria-current', 'true');
      await axe.check();
      // What a pointer at the middle of the cart link hits must be the link, not the open menu.
      const box = await cart.boundingBox();
      if (!box) throw new Error('The cart link is not on screen');
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit).toBe('/cart');
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: /^Currency:/ }).click();
    await cart.click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("in Arabic on a phone the drawer's language menu marks the current language without aria-selected @mobile", async ({
    page,
    axe,
  }) => {
    await page.goto('/?lng=ar');
    await page.locator('.navbar-toggler').click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('#language-picker').click();
    const menu = drawer.locator('.header-picker .dropdown-menu.show');
    await expect(menu.locator('[aria-current="true"]')).toHaveText('العربية');
    await expect(menu.locator('[aria-selected]')).toHaveCount(0);
    await axe.check();
  });

  test('the cookie banner goes away for good once cookies are accepted', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept Cookies' }).click();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === '_consent')).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test('a page loaded in full opens at its top, in Arabic on a phone, wherever the page before was scrolled @mobile', async ({
  page,
}) => {
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The traveller reads down to the footer, then leaves the shop (for the payment page) and comes back
  // on another address by a full page load (the provider's return, the pending page, the dashboard).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  for (const address of ['/payment-pending?orderCode=DF-00000000', '/account', '/how-to-order']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  }
});
