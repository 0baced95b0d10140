import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, devices, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN_TOTP_SECRET, demoStaff } from '../../apps/api/src/seed/people.ts';
import { newTraveller, ShopApi, type Traveller } from './shop-api.ts';
import { type Language, locale } from './texts.ts';

type StaffMember = (typeof demoStaff)[number];
const staffWords = locale('en', 'staff');
const seedStaff = (role: StaffMember['role']) => demoStaff.find((member) => member.role === role)!;

/** The code the demo admin's authenticator app shows now (its secret is fixed in the seed). */
export const demoAdminCode = () =>
  TOTP.generate({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET), timestamp: Date.now() });

/**
 * Signs a page in through the staff sign-in form (an admin gives the authenticator's code when asked);
 * the flight picker, where the area opens, is then shown.
 */
export async function signInStaff(page: Page, member: StaffMember): Promise<void> {
  await page.goto('/staff');
  await fillStaffSignIn(page, member);
  await expect(page.getByRole('heading', { level: 1, name: staffWords.flights.title })).toBeVisible();
}

/** The staff sign-in form on screen, filled and sent: the password, and an admin's code after it. */
export async function fillStaffSignIn(page: Page, member: StaffMember): Promise<void> {
  await page.getByLabel(staffWords.signIn.email).fill(member.email);
  await page.getByLabel(staffWords.signIn.password).fill(member.password);
  await page.getByRole('button', { name: staffWords.signIn.submit }).click();
  if (member.role === 'admin') {
    await page.getByLabel(staffWords.signIn.code).fill(demoAdminCode());
    await page.getByRole('button', { name: staffWords.signIn.submit }).click();
  }
}

/** WCAG 2.2 AA rules; a serious or critical violation fails the journey. */
async function expectNoSeriousA11yViolations(page: Page) {
  // Contrast is judged on what is painted: a dialog still fading in is half transparent. Finite
  // transitions end first; endless ones (a spinner) are left running.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each node with what axe measured (a contrast finding's colours and ratio), so a failure says why.
  const measured = (node: (typeof serious)[number]['nodes'][number]) => {
    const data = node.any.map(
      (check) => check.data as { fgColor?: string; bgColor?: string; contrastRatio?: number },
    );
    const colours = data
      .filter((d) => d?.fgColor)
      .map((d) => ` ${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1`);
    return `${node.target.join(' ')}${colours.join('')}`;
  };
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map(measured).join(', ')})`)).toEqual([]);
}

/** What the shop's error boundary logs when a screen throws while rendering (apps/web/src/app/route-error.tsx). */
const SCREEN_FAILED = 'A screen failed';

/** The cookie banner has its own journey; elsewhere it would only sit above every screen. */
export async function giveConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: '_consent', value: 'true', url: baseURL ?? '' }]);
}

export type Guest = {
  email: string;
  /** From the cart's checkout button to the checkout, through the guest form of the account chooser. */
  continueToCheckout: () => Promise<void>;
};

/**
 * - `consent` (an option, true unless a file says `test.use({ consent: false })`): the browser has
 *   answered the cookie banner before the journey starts.
 * - `language` (an option, English by default) and `t(namespace)`: the screens' texts in that language.
 * - `api`: the shop's API for choosing products and setting travellers up.
 * - `guest`: a traveller of this journey alone who checks out without an account.
 * - `signedIn`: a new customer of this journey alone, signed in in the page's browser (on the dashboard).
 * - `admin`: the test's page signed in as the seed's admin through the staff sign-in (it opens on the
 *   flight picker); the admin's account.
 * - `crew`: the seed's crew member signed in, through the same form, in a browser of their own (the
 *   traveller keeps `page`): on a Pixel 7 where a file says `test.use({ crewOnPhone: true })`, else in a
 *   desktop browser. Closed when the journey ends.
 *   Both sign in through the form on every journey: the staff token lives in the page's memory only (crew
 *   share devices), so no signed-in state exists to be kept for a worker and reused.
 * - `axe.check()` checks the test's page; a journey over a second browser context passes that page.
 * - `screenFailures` is automatic: a journey fails when any screen of its page threw, even if the journey
 *   itself only looked at the address bar.
 */
/**
 * Makes the page's `goto` and `reload` wait until the shop's code has started (main.tsx marks #root): a
 * server-rendered page shows before then, and a tap on it before then is lost, as it would be for a
 * traveller (but for a header button's, which the app makes again once started). Pages without the shop's #root (the payment provider's, a sitemap) are not waited for.
 */
export function waitingForTheApp(page: Page, appStarts = true): Page {
  if (!appStarts) return page;
  const started = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root === null || root.dataset.app === 'started';
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  return page;
}

export const test = base.extend<{
  consent: boolean;
  /** Whether the shop's code will start in the page; a test that holds the scripts back says it will not. */
  appStarts: boolean;
  language: Language;
  // biome-ignore lint/suspicious/noExplicitAny: translation files are free-form JSON, read by key.
  t: (namespace: string) => any;
  api: ShopApi;
  guest: Guest;
  signedIn: Traveller;
  axe: { check: (other?: Page) => Promise<void> };
  admin: StaffMember;
  crewOnPhone: boolean;
  crew: { page: Page; member: StaffMember };
  screenFailures: undefined;
}>({
  consent: [true, { option: true }],
  appStarts: [true, { option: true }],
  language: ['en', { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) await giveConsent(context, baseURL);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled, appStarts }, use) => {
    await use(waitingForTheApp(page, javaScriptEnabled && appStarts));
  },
  t: async ({ language }, use) => {
    await use((namespace) => locale(language, namespace));
  },
  api: async ({ request }, use) => {
    await use(new ShopApi(request));
  },
  guest: async ({ page, t }, use) => {
    const email = newTraveller('guest').email;
    const account = t('account');
    await use({
      email,
      continueToCheckout: async () => {
        // The chooser's guest link is the sign that checkout sent the traveller to the account page (the
        // address bar can lag behind the screen on a loaded machine).
        await page.getByRole('link', { name: account.chooser.guest }).click();
        await page.getByLabel(account.fields.firstName, { exact: true }).fill('Abebe');
        await page.getByLabel(account.fields.lastName, { exact: true }).fill('Kebede');
        await page.getByLabel(account.fields.email, { exact: true }).fill(email);
        await page.getByLabel(account.fields.countryCode).fill('+251');
        await page.getByLabel(account.fields.phoneNumber).fill('911000000');
        await page.getByRole('button', { name: account.guest.submit }).click();
        await expect(page).toHaveURL(/\/checkout$/);
      },
    });
  },
  signedIn: async ({ page, api, t }, use) => {
    const traveller = newTraveller('signed_in');
    await api.register(traveller);
    // The browser signs in through the log-in form: the account screens keep the profile it answers.
    const account = t('account');
    await page.goto('/login');
    await page.getByLabel(account.fields.usernameOrEmail).fill(traveller.username);
    await page.getByLabel(account.fields.password, { exact: true }).fill(traveller.password);
    await page.getByRole('button', { name: account.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await use(traveller);
  },
  admin: async ({ page }, use) => {
    const member = seedStaff('admin');
    await signInStaff(page, member);
    await use(member);
  },
  crewOnPhone: [false, { option: true }],
  crew: async ({ browser, baseURL, crewOnPhone }, use) => {
    const member = seedStaff('crew');
    const context = await browser.newContext(
      crewOnPhone ? { ...devices['Pixel 7'], locale: 'en-GB' } : { locale: 'en-GB' },
    );
    await giveConsent(context, baseURL);
    const page = waitingForTheApp(await context.newPage());
    await signInStaff(page, member);
    await use({ page, member });
    await context.close();
  },
  axe: async ({ page }, use) => {
    await use({ check: (other) => expectNoSeriousA11yViolations(other ?? page) });
  },
  screenFailures: [
    async ({ page }, use) => {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(SCREEN_FAILED)) {
          failures.push(`${page.url()}: ${message.text().split('\n')[0]}`);
        }
      });
      await use(undefined);
      expect(failures, 'screens that threw').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
