import { brandPlan, categoryPlan } from '../../apps/api/src/seed/catalogue-plan.ts';
import { expect, test } from './fixtures.ts';
import { locale } from './texts.ts';

// Catalogue journeys on the seeded demo shop: menus, search, listings, the product page, the
// brands page and the home page in Arabic. Products are chosen by what they are (volume offer, stock)
// through the shop's own API, never by a fixed id; texts come from the app's translations.

const catalog = locale('en', 'catalog');
const arabic = { pages: locale('ar', 'pages') };

const MENU_BRANDS = 21;
const BRANDS_PER_PAGE = 30;

test.describe('catalogue', () => {
  // Journeys with several screens and accessibility scans take longer than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the category mega menu opens, closes with Escape and leads to a listing', async ({ page, axe }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Categories' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    for (const department of categoryPlan) {
      await expect(panel.getByRole('link', { name: department.name, exact: true })).toBeVisible();
    }
    await axe.check();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    const gin = panel.getByRole('link', { name: 'Gin', exact: true });
    await expect(gin).toHaveAttribute('href', /^\/product-list\/Gin\/\d+$/);
    await gin.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gin' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('the brand mega menu shows up to 21 featured logos and leads to all brands', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Brands' }).click();
    const logos = page.locator('.mega-brands__logos').getByRole('link');
    const featured = brandPlan.filter((brand) => brand.isPowerBrand).length;
    await expect(logos).toHaveCount(Math.min(MENU_BRANDS, featured));
    await expect(logos.first()).toHaveAttribute('href', /^\/product-list-by-brand\/.+\/\d+$/);

    await page.getByRole('link', { name: catalog.menus.viewMoreBrands }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    // Following a link leaves the menu closed on the next screen.
    await expect(page.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile drawer holds the category accordion, the brands and the extra links @mobile', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const href of ['/offers', '/feed-back', '/about-us']) {
      await expect(drawer.locator(`a[href="${href}"]`)).toBeVisible();
    }

    await drawer.getByRole('button', { name: 'Categories' }).click();
    const liquor = drawer.getByRole('button', { name: 'Liquor', exact: true });
    await liquor.click();
    await expect(liquor).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'All Liquor' })).toBeVisible();
    await axe.check();

    await drawer.getByRole('link', { name: 'Whisky' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Whisky' })).toBeVisible();
    await expect(page).toHaveURL(/\/product-list\/Whisky\/\d+$/);
  });

  test('autosuggest shows matching products with price, and the search opens its results @mobile', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await field.fill('gin');
    const options = page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    for (const option of await options.all()) {
      await expect(option).toContainText(/gin/i);
      await expect(option).toContainText(/USD [\d,]+\.\d{2}/);
    }
    await axe.check();

    await field.fill('qqqzz');
    await expect(page.getByText(catalog.search.noMatch, { exact: true }).first()).toBeVisible();

    await field.fill('gin');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/SearchResult\?searchValue=gin&searchType=2$/);
    await expect(field).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ products?/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await axe.check();
  });

  test('a listing keeps its sort, filter and page across a reload', async ({ page, axe }) => {
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages of products' });
    const page2 = pages.getByRole('link', { name: 'Page 2' });
    // The address changes before the page is drawn anew (the router's change is a transition, held while
    // the server's product cards are taken over): each step waits for the links drawn from the new
    // address, since one clicked before still leads to the old choices.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name: A to Z' });
    await expect(page).toHaveURL(/sort=ByName&sortDirection=ASC/);
    await expect(page2).toHaveAttribute('href', /sort=ByName/);
    await page.getByRole('spinbutton', { name: 'From' }).fill('50');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/minPrice=50/);
    await expect(page2).toHaveAttribute('href', /(?=.*sort=ByName)(?=.*minPrice=50)/);
    await page2.click();
    await expect(page).toHaveURL(/activePage=2/);
    await expect(page2).toHaveAttribute('aria-current', 'page');
    const names = page.getByRole('article').getByRole('heading');
    await expect(names.first()).toBeVisible();
    // The page before the last click may still show for a moment: wait for the sorted page 2 itself.
    const byName = (list: string[]) =>
      [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect
      .poll(async () => {
        const now = await names.allTextContents();
        return now.length > 0 && now.join('|') === byName(now).join('|');
      })
      .toBe(true);
    const shown = await names.allTextContents();
    const count = await page.locator('.listing__count').textContent();
    await axe.check();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('ByName:ASC');
    await expect(page.getByRole('spinbutton', { name: 'From' })).toHaveValue('50');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.listing__count')).toHaveText(count ?? '');
    await expect(names).toHaveText(shown);
  });

  test("a category's brand filter offers only the brands it sells, and ticking one narrows to it", async ({
    page,
    api,
    axe,
  }) => {
    const watch = await api.item('watch', (item) => item.itemCategory === 'WATCHES');
    await page.goto(`/product-list/Watches/${watch.itemCategoryId}`);
    const brandFilter = page.getByRole('group', { name: 'Brands' });
    await expect(brandFilter.getByRole('checkbox', { name: watch.brand })).toBeVisible();
    const offered = await brandFilter.getByRole('checkbox').count();
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThan(brandPlan.length);

    await brandFilter.getByRole('checkbox', { name: watch.brand }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`brands=${watch.brandId}`));
    const brandsShown = page.getByRole('article').locator('.product-card__brand');
    await expect(brandsShown.first()).toHaveText(watch.brand);
    // Waited for: the cards of the page before the filter stay until the filtered list has come.
    await expect(brandsShown.filter({ hasNotText: watch.brand })).toHaveCount(0);
    // The other brands stay on offer, so the choice can be changed.
    await expect(brandFilter.getByRole('checkbox')).toHaveCount(offered);
    await axe.check();
  });

  test("a brand page's category filter offers only the departments the brand sells in", async ({
    page,
    api,
    axe,
  }) => {
    const watch = await api.item('watch', (item) => item.itemCategory === 'WATCHES');
    await page.goto(`/product-list-by-brand/${encodeURIComponent(watch.brand)}/${watch.brandId}`);
    const categoryFilter = page.getByRole('group', { name: 'Categories' });
    await expect(categoryFilter.getByRole('checkbox').first()).toBeVisible();
    const offered = await categoryFilter.getByRole('checkbox').count();
    expect(offered).toBeGreaterThan(0);
    const departments = categoryPlan.length;
    expect(offered).toBeLessThan(departments);
    await axe.check();
  });

  test('the product page: gallery, quantity limits, volume discounts and similar items', async ({
    page,
    api,
    axe,
  }) => {
    const tiered = await api.item(
      'product with volume discounts',
      (item) => item.volumePriceList.length > 1 && item.itemImage.length > 1,
    );
    await page.goto(`/product-detail/${tiered.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tiered.name })).toBeVisible();

    const main = page.locator('.product-gallery__image');
    const first = await main.getAttribute('src');
    await page.getByRole('button', { name: `Show picture 2 of ${tiered.itemImage.length}` }).click();
    await expect(main).not.toHaveAttribute('src', first ?? '');
    const zoom = page.getByRole('button', { name: 'Zoom' });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');

    const table = page.getByRole('table', { name: 'Volume discounts' });
    const tiers = [...tiered.volumePriceList].sort((a, b) => a.startQuantity - b.startQuantity);
    await expect(table.getByRole('row')).toHaveCount(tiers.length + 1);
    for (const [index, tier] of tiers.entries()) {
      const percent = Math.trunc(((tiered.currentPrice - tier.customePrice) / tiered.currentPrice) * 100);
      await expect(table.getByRole('row').nth(index + 1)).toContainText(`${percent}%`);
    }

    const similar = page.getByRole('region', { name: 'You might also like' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    await axe.check();

    const next = similar.getByRole('article').first().getByRole('link');
    const nextName = await next.textContent();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: nextName ?? '' })).toBeVisible();
  });

  test('the quantity stays between 1 and the stock @mobile', async ({ page, api }) => {
    const scarce = await api.item('product with 2 in stock', (item) => item.quantity === 2);
    await page.goto(`/product-detail/${scarce.id}`);
    await expect(page.getByRole('heading', { level: 1, name: scarce.name })).toBeVisible();
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });

    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(quantity).toHaveValue('2');
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
    // A press on the disabled plus (aria-disabled keeps it focusable) changes nothing.
    await plus.press('Enter');
    await expect(quantity).toHaveValue('2');
    await expect(plus).toBeFocused();
  });

  test('/offers lists the special offers and /about-us tells about the shop @mobile', async ({
    page,
    axe,
  }) => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await axe.check();

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('paragraph').first()).toContainText('duty-free');
    await axe.check();
  });

  test('a product that cannot be loaded shows the not-found page', async ({ page }) => {
    await page.goto('/product-detail/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Page could not be found!' })).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the brands page shows 30 brands a page with numbered pages @mobile', async ({ page, api, axe }) => {
    // Read from the API (sorted by name): a back-office journey of the same run may have added a brand.
    const brands = await api.brands();
    const brandCount = brands.length;
    await page.goto('/brands');
    const pageCount = Math.ceil(brandCount / BRANDS_PER_PAGE);
    const grid = page.getByRole('list', { name: `Brands, page 1 of ${pageCount}` });
    await expect(grid.getByRole('link')).toHaveCount(Math.min(BRANDS_PER_PAGE, brandCount));
    // A brand without a logo shows its name instead.
    const withoutLogo = brands.slice(0, BRANDS_PER_PAGE).find((brand) => !brand.brandImageURL);
    if (withoutLogo)
      await expect(grid.getByRole('link', { name: withoutLogo.name })).toHaveText(withoutLogo.name);
    await axe.check();

    const pages = page.getByRole('navigation', { name: 'Pages of brands' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/brands\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('list', { name: `Brands, page 2 of ${pageCount}` }).getByRole('link'),
    ).toHaveCount(Math.min(BRANDS_PER_PAGE, brandCount - BRANDS_PER_PAGE));
  });

  test('in Arabic on a phone the product page shows its name and price above quantity, price and Add to cart, kept in reach and covering nothing at the end @mobile', async ({
    page,
    api,
    axe,
  }) => {
    const item = await api.item('product in stock', (i) => i.quantity >= 5);
    await page.goto(`/product-detail/${item.id}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bar = page.locator('.product-page__purchase');
    const add = bar.locator('.cart-actions__add');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('No viewport');
    // The first screen shows the product's name and price, above the way to buy at its foot.
    await expect(add).toBeEnabled();
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('spinbutton')).toBeInViewport({ ratio: 1 });
    await expect(bar.locator('.cart-actions__price')).toBeInViewport({ ratio: 1 });
    const title = page.getByRole('heading', { level: 1 });
    const price = page.locator('.product-page__price');
    const barTop = (await bar.boundingBox())?.y ?? 0;
    for (const shown of [title, price]) {
      await expect(shown).toBeInViewport({ ratio: 1 });
      const box = await shown.boundingBox();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop);
    }
    // Until the name scrolls away the block does not repeat it; then it names what it buys.
    const barName = bar.locator('.product-page__purchase-name');
    await expect(barName).toHaveCount(0);
    await axe.check();
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.75));
    await expect(title).not.toBeInViewport();
    await expect(barName).toBeInViewport({ ratio: 1 });
    await expect(barName).toHaveText((await title.textContent()) ?? '');

    // Scrolled to the end, the bar is back in its place: the description is not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const description = await page.locator('.product-page__description').boundingBox();
    const barBox = await bar.boundingBox();
    if (!description || !barBox) throw new Error('Nothing to measure');
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(description.y + 1);
  });

  test('in Arabic on a phone the cards keep Add to cart on one line and their badges off the picture @mobile', async ({
    page,
    axe,
  }) => {
    // The narrowest phones in common use are 360 pixels wide: the cards are narrowest there.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/new-arrivals?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const problems = await cards.evaluateAll((articles) =>
      articles.flatMap((card) => {
        const found: string[] = [];
        const name = card.querySelector('h3')?.textContent ?? '?';
        const button = card.querySelector<HTMLElement>('.product-card__actions button');
        if (button) {
          const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight);
          const label =
            button.getBoundingClientRect().height -
            2 * Number.parseFloat(getComputedStyle(button).paddingTop);
          if (label > lineHeight * 1.5 || button.scrollWidth > button.clientWidth)
            found.push(`${name}: button wraps`);
        }
        const picture = card.querySelector('img')?.getBoundingClientRect();
        const badges = card.querySelector('.product-badges')?.getBoundingClientRect();
        if (picture && badges && badges.top < picture.bottom - 1 && badges.bottom > picture.top + 1) {
          found.push(`${name}: badges over the picture`);
        }
        return found;
      }),
    );
    expect(problems).toEqual([]);
    await axe.check();
  });

  test('the home page in Arabic on a phone: banner words in Arabic over a wordless picture, and products on the first screen @mobile', async ({
    page,
    axe,
  }) => {
    const banners = locale('ar', 'catalog').banners;
    await page.goto('/?lng=ar');
    const slide = page.locator('.banner-carousel__slide.is-active');
    // The demo banner's Arabic title, as the seed gives it to the database.
    await expect(slide).toContainText('أسبوع الويسكي أحادي الشعير');
    await expect(slide).toContainText(banners.tagline);
    const picture = await slide.locator('img').getAttribute('src');
    const drawing = await (await page.request.get(picture ?? '')).text();
    expect(drawing).not.toContain('<text');
    await expect(page.getByRole('main').getByRole('article').first()).toBeInViewport();
    await axe.check();
  });

  test('the home page in Arabic: right to left, banners, new arrivals and back to top @mobile', async ({
    page,
    axe,
  }) => {
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: arabic.pages.home.title })).toBeVisible();
    await expect(page.locator('.banner-carousel__slide.is-active img')).toBeVisible();
    const arrivals = page.getByRole('region', { name: arabic.pages.titles.newArrivals });
    await expect(arrivals.getByRole('article').first()).toBeVisible();
    await expect(arrivals.locator('a[href="/new-arrivals"]')).toBeVisible();
    await expect(page.getByText(/USD [\d,]+\.\d{2}/).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await axe.check();

    await page.mouse.wheel(0, 600);
    const top = page.locator('.scroll-to-top');
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
