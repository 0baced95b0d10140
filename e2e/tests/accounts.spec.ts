import type { Page } from '@playwright/test';
import { demoAccounts, demoMembers } from '../../apps/api/src/seed/people.ts';
import { waitForMail } from '../mailbox.ts';
import { expect, giveConsent, test, waitingForTheApp } from './fixtures.ts';
import { newTraveller, type Traveller } from './shop-api.ts';
import { fill, locale, numberPattern } from './texts.ts';

const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];

function textsOf(language: Language) {
  return { t: locale(language, 'account'), titles: locale(language, 'pages').titles };
}

async function fillRegistration(page: Page, language: Language, traveller: Traveller) {
  const { t } = textsOf(language);
  await page.getByLabel(t.fields.title).selectOption({ label: t.fields.titles.ms });
  await page.getByLabel(t.fields.firstName, { exact: true }).fill(traveller.firstName);
  await page.getByLabel(t.fields.lastName, { exact: true }).fill(traveller.lastName);
  await page.getByLabel(t.fields.email, { exact: true }).fill(traveller.email);
  await page.getByLabel(t.fields.username, { exact: true }).fill(traveller.username);
  await page.getByLabel(t.fields.password, { exact: true }).fill(traveller.password);
  await page.getByLabel(t.fields.confirmPassword, { exact: true }).fill(traveller.password);
  await page.getByRole('button', { name: t.registration.submit }).click();
}

async function logIn(page: Page, language: Language, username: string, password: string) {
  const { t } = textsOf(language);
  await page.getByLabel(t.fields.usernameOrEmail).fill(username);
  await page.getByLabel(t.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

test.beforeEach(() => {
  // Journeys over several screens, each checked with axe, on a machine that may be busy.
  test.slow();
});

// Registration walks both languages; each other task one of them, which is enough to show its screens'
// words and direction (a second language walked the same calls again).
for (const language of languages) {
  const { t, titles } = textsOf(language);

  test.describe(`accounts in ${language}`, () => {
    test(`a traveller registers, logs out, logs in and logs out from the header @mobile`, async ({
      page,
      axe,
    }) => {
      const traveller = newTraveller(language);
      await page.goto(`/account?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: titles.account })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('link', { name: t.chooser.guest })).toHaveCount(0);
      await axe.check();

      await page.getByRole('link', { name: t.chooser.register, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: titles.registration })).toBeVisible();
      await page.getByRole('button', { name: t.registration.submit }).click();
      await expect(page.getByLabel(t.fields.title)).toBeFocused();
      await axe.check();
      await fillRegistration(page, language, traveller);

      await expect(page).toHaveURL(/\/account\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: titles.accountDashboard })).toBeVisible();
      await expect(
        page.getByText(fill(t.dashboard.greeting, { username: traveller.username })),
      ).toBeVisible();
      await axe.check();

      // The sign-in survives a reload (SPEC §4: the account is kept for an hour).
      await page.reload();
      await expect(
        page.getByText(fill(t.dashboard.greeting, { username: traveller.username })),
      ).toBeVisible();

      const accountMenu = page.getByRole('navigation', { name: t.area.navigation });
      // SPEC §2: a loader for one second, then /account (the loader itself is checked in the unit tests).
      const loggingOut = Date.now();
      await accountMenu.getByRole('button', { name: t.area.logOut }).click();
      await expect(page).toHaveURL(/\/account$/);
      expect(Date.now() - loggingOut).toBeGreaterThanOrEqual(1000);
      await expect(page.getByRole('heading', { level: 1, name: titles.account })).toBeVisible();

      await page.getByRole('link', { name: t.chooser.login, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: titles.login })).toBeVisible();
      await axe.check();
      await logIn(page, language, traveller.username, traveller.password);
      await expect(page).toHaveURL(/\/account\/dashboard$/);

      const header = page.getByRole('banner');
      await header.getByRole('button', { name: traveller.firstName }).click();
      await header.getByRole('button', { name: t.area.logOut }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('button', { name: t.menu.account, exact: true })).toBeVisible();
    });

    if (language === 'en') {
      test('a loyalty member with a shop account logs in and sees their miles', async ({ page, axe }) => {
        const member = demoMembers.find((m) => m.hasShopAccount);
        if (!member) throw new Error('The demo shop has no member with a shop account');
        await page.goto(`/shebamiles/login?lng=${language}`);
        await page.getByRole('button', { name: t.shebamiles.submit }).click();
        await expect(page.getByText(t.messages.memberIdRequired)).toBeVisible();
        await expect(page.getByText(t.messages.memberPasswordRequired)).toBeVisible();
        await axe.check();

        await page.getByLabel(t.fields.membershipNumber).fill(member.memberId);
        await expect(page.getByText(t.messages.memberIdRequired)).toHaveCount(0);
        await page.getByLabel(t.fields.password, { exact: true }).fill(member.password);
        await page.getByRole('button', { name: t.shebamiles.submit }).click();

        await expect(page).toHaveURL(/\/account\/dashboard$/);
        await expect(page.getByRole('heading', { name: t.dashboard.milesTitle })).toBeVisible();
        await expect(page.getByText(numberPattern(t.dashboard.miles))).toBeVisible();
        await expect(
          page.getByText(fill(t.dashboard.membership, { memberId: member.memberId })),
        ).toBeVisible();
        await axe.check();
      });
    }

    if (language === 'ar') {
      test('a loyalty member without a shop account goes on to registration, details filled in', async ({
        page,
        axe,
      }) => {
        const member = demoMembers.find((m) => !m.hasShopAccount);
        if (!member) throw new Error('The demo shop has no member without a shop account');
        await page.goto(`/shebamiles/login?lng=${language}`);
        await page.getByLabel(t.fields.membershipNumber).fill(member.memberId);
        await page.getByLabel(t.fields.password, { exact: true }).fill(member.password);
        await page.getByRole('button', { name: t.shebamiles.submit }).click();

        await expect(page).toHaveURL(/\/registration$/);
        await expect(page.getByRole('heading', { level: 1, name: titles.registration })).toBeVisible();
        await expect(page.getByLabel(t.fields.firstName, { exact: true })).toHaveValue(member.firstName);
        await expect(page.getByLabel(t.fields.lastName, { exact: true })).toHaveValue(member.lastName);
        await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue(member.email);
        const membership = page.getByLabel(fill(t.fields.optional, { label: t.fields.membershipNumber }));
        await expect(membership).toHaveValue(member.memberId);
        await expect(membership).toHaveAttribute('readonly', '');
        await axe.check();
      });
    }

    if (language === 'ar') {
      test('a forgotten password is reset through the mailed link', async ({ page, axe }) => {
        const traveller = newTraveller(`reset${language}`);
        await page.goto(`/registration?lng=${language}`);
        await fillRegistration(page, language, traveller);
        await expect(page).toHaveURL(/\/account\/dashboard$/);
        const header = page.getByRole('banner');
        await header.getByRole('button', { name: traveller.firstName }).click();
        await header.getByRole('button', { name: t.area.logOut }).click();
        await expect(page).toHaveURL(/\/account$/);

        await page.getByRole('link', { name: t.chooser.login, exact: true }).click();
        await page.getByRole('link', { name: t.login.forgotPassword }).click();
        await expect(page.getByRole('heading', { level: 1, name: titles.forgotPassword })).toBeVisible();
        await page.getByLabel(t.fields.email, { exact: true }).fill(`nobody.${traveller.email}`);
        await page.getByRole('button', { name: t.forgot.submit }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.messages.accountDoesNotExist);
        await page.getByLabel(t.fields.email, { exact: true }).fill(traveller.email);
        await page.getByRole('button', { name: t.forgot.submit }).click();
        await expect(page.getByText(t.spec.resetLinkSent)).toBeVisible();
        await axe.check();

        const mail = await waitForMail(traveller.email);
        const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+&lng=\w+/)?.[0];
        expect(link, 'the mail holds a reset link').toBeTruthy();
        const { pathname, search } = new URL(link ?? '');
        expect(new URLSearchParams(search).get('lng')).toBe(language);
        await page.goto(`${pathname}${search}`);

        await expect(page.getByRole('heading', { level: 1, name: titles.resetPassword })).toBeVisible();
        const newPassword = 'Reset-Journey-2026';
        await page.getByLabel(t.fields.newPassword).fill(newPassword);
        await page.getByLabel(t.fields.confirmPassword).fill(`${newPassword}?`);
        await page.getByRole('button', { name: t.reset.submit }).click();
        await expect(page.getByText(t.messages.confirmPasswordMismatch)).toBeVisible();
        await page.getByLabel(t.fields.confirmPassword).fill(newPassword);
        await page.getByRole('button', { name: t.reset.submit }).click();
        await expect(page.getByText(t.spec.passwordChanged)).toBeVisible();
        await axe.check();

        // The link works once only.
        await page.goto(`${pathname}${search}`);
        await page.getByLabel(t.fields.newPassword).fill(newPassword);
        await page.getByLabel(t.fields.confirmPassword).fill(newPassword);
        await page.getByRole('button', { name: t.reset.submit }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.spec.invalidToken);

        await page.goto(`/login?lng=${language}`);
        await logIn(page, language, traveller.email, newPassword);
        await expect(page).toHaveURL(/\/account\/dashboard$/);
        await expect(
          page.getByText(fill(t.dashboard.greeting, { username: traveller.username })),
        ).toBeVisible();
      });
    }
  });
}

test('account pages send a signed-out visitor to log in, and back there afterwards @mobile', async ({
  page,
  axe,
}) => {
  for (const path of [
    '/account/dashboard',
    '/account/orders',
    '/account/orders/1',
    '/account/account-details',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const expected =
      path === '/account/dashboard' ? '/login' : `/login?redirectUrl=${encodeURIComponent(path)}`;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(expected);
  }
  await axe.check();

  const [account] = demoAccounts;
  await logIn(page, 'en', account.username, account.password);
  await expect(page).toHaveURL(/\/account\/account-details$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await axe.check();

  await page.getByRole('link', { name: 'My orders' }).first().click();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await axe.check();
});

test('guest checkout is offered on the way to the checkout only, and keeps the guest', async ({
  page,
  axe,
}) => {
  await page.goto('/account?redirectUrl=%2Fcheckout');
  await page.getByRole('link', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('First Name field is required.')).toBeVisible();
  await axe.check();

  await page.getByLabel('First name', { exact: true }).fill('Abebe');
  await page.getByLabel('Last name', { exact: true }).fill('Kebede');
  await page.getByLabel('E-mail address', { exact: true }).fill('abebe.kebede@example.com');
  await page.getByLabel('Country code').fill('+251');
  await page.getByLabel('Phone number').fill('911000000');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // A string, as the e2e project is type-checked without the DOM library.
  const stored = await page.evaluate<string | null>("window.localStorage.getItem('dutyfree.account')");
  expect(JSON.parse(stored ?? '{}').state.guestProfile).toMatchObject({ email: 'abebe.kebede@example.com' });
});

test('changing the password ends the other sessions of the account and keeps this one', async ({
  page,
  browser,
  baseURL,
  signedIn,
  axe,
}) => {
  const { t } = textsOf('en');
  const traveller = signedIn;

  // The same account signed in on another device.
  const elsewhere = await browser.newContext();
  await giveConsent(elsewhere, baseURL);
  const otherPage = waitingForTheApp(await elsewhere.newPage());
  await otherPage.goto('/login');
  await logIn(otherPage, 'en', traveller.username, traveller.password);
  await expect(otherPage).toHaveURL(/\/account\/dashboard$/);

  await page.goto('/account/account-details');
  await page.getByLabel(t.fields.currentPassword).fill(traveller.password);
  await page.getByLabel(t.fields.newPassword).fill('Changed-2026!');
  await page.getByLabel(t.fields.confirmPassword).fill('Changed-2026!');
  await page.getByRole('button', { name: t.details.changePasswordSubmit }).click();
  await expect(page.getByText(t.messages.passwordChanged)).toBeVisible();
  await axe.check();

  // This session carries on.
  await page.getByRole('link', { name: 'My orders' }).first().click();
  await expect(page.getByText(t.orders.empty)).toBeVisible();

  // The other one is asked to log in again, with the new password, and comes back where it was.
  await otherPage.goto('/account/orders');
  await expect(otherPage).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Forders$/);
  await axe.check(otherPage);
  await logIn(otherPage, 'en', traveller.username, 'Changed-2026!');
  await expect(otherPage).toHaveURL(/\/account\/orders$/);
  await expect(otherPage.getByText(t.orders.empty)).toBeVisible();
  await elsewhere.close();
});

test('the signed-in token stays out of reach of page scripts, yet a reload keeps the traveller signed in', async ({
  page,
  axe,
}) => {
  const { t } = textsOf('en');
  const traveller = newTraveller('cookie');
  await page.goto('/registration');
  await fillRegistration(page, 'en', traveller);
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  // Strings, as the e2e project is type-checked without the DOM library.
  const readable = () =>
    page.evaluate<string>(
      'JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }, document.cookie])',
    );
  const token = /v1\.[\w-]+\.[\w-]+/;
  expect(await readable()).toContain(traveller.username);
  expect(await readable()).not.toMatch(token);

  await page.goto('/account/orders');
  await expect(page.getByText(t.orders.empty)).toBeVisible();
  expect(await readable()).not.toMatch(token);
  await axe.check();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: traveller.firstName }).click();
  await header.getByRole('button', { name: t.area.logOut }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Faccount%2Forders$/);
});
