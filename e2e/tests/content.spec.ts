import { contactDetails } from '../../apps/web/src/config/contact.ts';
import { expect, test } from './fixtures.ts';
import { locale } from './texts.ts';

// First visits: each page is checked for accessibility with the cookie banner showing.
test.use({ consent: false });

const contentPages = {
  '/contact-us': 'contactUs',
  '/after-sales-support': 'afterSalesSupport',
  '/Special': 'specialLanding',
  '/what-is-preorder': 'whatIsPreorder',
  '/how-to-order': 'howToOrder',
  '/FAQ': 'faq',
  '/terms-and-conditions': 'termsAndConditions',
  '/privacy-policy': 'privacyPolicy',
  '/duty-free-allowances': 'dutyFreeAllowances',
  '/feed-back': 'feedback',
  '/guest-reg': 'guestRegistration',
} as const;

// One journey a language walks every page: a fresh browser for each would cost more than the checks. English
// on a desktop, Arabic on a phone: each layout once, the phone's in the harder direction.
for (const language of ['en', 'ar'] as const) {
  test(`the content pages render in ${language} without serious accessibility problems${language === 'ar' ? ' @mobile' : ''}`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(Object.keys(contentPages).length * 15_000);
    const titles = locale(language, 'pages').titles;
    for (const [path, title] of Object.entries(contentPages)) {
      await test.step(path, async () => {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1, name: titles[title] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        // No sideways scrolling (WCAG 1.4.10).
        expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
        await axe.check();
      });
    }
  });
}

test('the contact page shows the phone line and both service addresses @mobile', async ({ page }) => {
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: contactDetails.phone.display })).toHaveAttribute(
    'href',
    `tel:${contactDetails.phone.dial}`,
  );
  for (const address of [contactDetails.careEmail, contactDetails.supportEmail]) {
    await expect(main.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
  }
});

test('FAQ answers open from the keyboard', async ({ page, axe }) => {
  const t = locale('en', 'content');
  await page.goto('/FAQ');
  const question = page.getByRole('button', { name: t.faq.items.cutOff.question });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: t.faq.items.cutOff.question })).toHaveText(
    t.faq.items.cutOff.answer,
  );
  await axe.check();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('/Special leads to the offers with Buy now', async ({ page }) => {
  const t = locale('en', 'content');
  await page.goto('/Special');
  await expect(page.getByRole('img', { name: t.special.bannerAlt })).toBeVisible();
  await page.getByRole('link', { name: t.special.buyNow }).click();
  await expect(page).toHaveURL(/\/offers$/);
});

test('the footer shows accepted cards and social networks that open in a new tab @mobile', async ({
  page,
}) => {
  const t = locale('en', 'layout');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('list', { name: t.footer.paymentCards }).getByRole('img')).toHaveCount(6);
  const networks = footer.getByRole('link', { name: /opens in a new tab/ });
  await expect(networks).toHaveCount(6);
  await expect(footer.getByRole('link', { name: 'Weibo (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
});
