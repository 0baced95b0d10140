import { Secret, TOTP } from 'otpauth';
import { demoStaff } from '../../apps/api/src/seed/people.ts';
import { waitForMail } from '../mailbox.ts';
import { demoAdminCode, expect, giveConsent, test, waitingForTheApp } from './fixtures.ts';
import { openStaffScreen, screenshot, toArabic } from './staff-steps.ts';
import { fill, locale, uniqueId } from './texts.ts';

// Staff accounts: an admin invites a crew member by e-mail, the crew member chooses a password through the
// mailed link and signs in, the admin disables them and their open session ends; an admin's sign-in asks
// for the authenticator's code and refuses a wrong one.

const staff = locale('en', 'staff');
const staffAr = locale('ar', 'staff');
const admin = demoStaff.find((s) => s.role === 'admin')!;

test(
  'an admin invites a crew member, who chooses a password and signs in; disabled, their session ends @mobile',
  { tag: '@engine' },
  async ({ page, admin: _signedInAsAdmin, axe, browser, baseURL }, testInfo) => {
    // Two browsers, a mail's round trip and four accessibility checks: on a busy machine past test.slow()'s 90 s.
    test.setTimeout(180_000);
    const name = `Ruth Alemu ${uniqueId()}`;
    const email = `ruth.${uniqueId().toLowerCase()}@dutyfree.example`;
    const password = 'Ruth-chose-this-2026';

    await openStaffScreen(page, staff.layout.people);
    await expect(page.getByRole('heading', { level: 1, name: staff.people.title })).toBeVisible();
    await page.getByRole('button', { name: staff.people.invite }).click();
    await expect(page.getByText(staff.messages.staffNameRequired)).toBeVisible();
    await page.getByLabel(staff.people.name, { exact: true }).fill(name);
    await page.getByLabel(staff.people.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: staff.people.invite }).click();
    await expect(page.getByText(fill(staff.people.inviteSent, { email }))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(staff.people.invited);
    await axe.check();
    await screenshot(page, testInfo, 'people');

    // The crew member's own browser opens the mailed link.
    const mail = await waitForMail(email);
    const link = mail.match(/https?:\/\/\S+\/staff\/set-password\?token=[\w.%-]+&lng=en/)?.[0];
    expect(link, 'the mail holds a password link').toBeTruthy();
    const { pathname, search } = new URL(link ?? '');
    const crewContext = await browser.newContext({ locale: 'en-GB' });
    await giveConsent(crewContext, baseURL);
    const crewPage = waitingForTheApp(await crewContext.newPage());
    await crewPage.goto(`${pathname}${search}`);
    await expect(crewPage.getByRole('heading', { level: 1, name: staff.setPassword.title })).toBeVisible();
    await expect(crewPage.getByText(fill(staff.setPassword.welcome, { name, email }))).toBeVisible();
    await crewPage.getByLabel(staff.setPassword.password).fill('short');
    await crewPage.getByRole('button', { name: staff.setPassword.submit }).click();
    await expect(crewPage.getByText(staff.messages.newPasswordTooShort)).toBeVisible();
    await axe.check(crewPage);
    await screenshot(crewPage, testInfo, 'set-password');
    await crewPage.getByLabel(staff.setPassword.password).fill(password);
    await crewPage.getByRole('button', { name: staff.setPassword.submit }).click();
    await expect(crewPage.getByText(staff.messages.passwordSet)).toBeVisible();
    await crewPage.getByRole('link', { name: staff.setPassword.signIn }).click();
    await crewPage.getByLabel(staff.signIn.email).fill(email);
    await crewPage.getByLabel(staff.signIn.password).fill(password);
    await crewPage.getByRole('button', { name: staff.signIn.submit }).click();
    await expect(crewPage.getByRole('heading', { level: 1, name: staff.flights.title })).toBeVisible();

    // The admin disables the account: the crew member's next call is refused and the area asks to sign in.
    // The session lives in memory: away and back, the list is read again.
    await page.getByRole('link', { name: staff.layout.flights, exact: true }).click();
    await openStaffScreen(page, staff.layout.people);
    await expect(row).toContainText(staff.people.active);
    await row.getByRole('button', { name: fill(staff.people.disable, { name }) }).click();
    await expect(page.getByText(fill(staff.people.disabledDone, { name }))).toBeVisible();
    await expect(row).toContainText(staff.people.disabled);
    // A search the page has not made yet, so that it asks the server.
    await crewPage.getByLabel(staff.flights.flightNumber).fill('ET 9');
    await crewPage.getByRole('button', { name: staff.flights.search }).click();
    await expect(crewPage.getByRole('heading', { level: 1, name: staff.signIn.title })).toBeVisible();
    await crewPage.getByLabel(staff.signIn.email).fill(email);
    await crewPage.getByLabel(staff.signIn.password).fill(password);
    await crewPage.getByRole('button', { name: staff.signIn.submit }).click();
    await expect(crewPage.getByRole('alert')).toContainText(staff.messages.invalidCredentials);
    await crewContext.close();

    await toArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: staffAr.people.title })).toBeVisible();
    await axe.check();
    await screenshot(page, testInfo, 'people-ar');
  },
);

test('an admin is asked for the authenticator code, refused a wrong one, and signed in with the right one', async ({
  page,
  axe,
}, testInfo) => {
  await page.goto('/staff');
  await page.getByLabel(staff.signIn.email).fill(admin.email);
  await page.getByLabel(staff.signIn.password).fill(admin.password);
  await page.getByRole('button', { name: staff.signIn.submit }).click();
  const code = page.getByLabel(staff.signIn.code);
  await expect(code).toBeFocused();
  await expect(page.getByText(staff.messages.codeRequired)).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: staff.signIn.submit }).click();
  await expect(page.getByText(staff.messages.codeWrong)).toBeVisible();
  await axe.check();
  await screenshot(page, testInfo, 'sign-in-code');

  await toArabic(page);
  await expect(page.getByLabel(staffAr.signIn.code)).toBeVisible();
  await screenshot(page, testInfo, 'sign-in-code-ar');
  await page.getByLabel(staffAr.signIn.code).fill(demoAdminCode());
  await page.getByRole('button', { name: staffAr.signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: staffAr.flights.title })).toBeVisible();
});

test('an invited admin sets up the authenticator from the QR code, keeps the recovery codes and signs in with a code', async ({
  page,
  admin: _signedInAsAdmin,
  axe,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const name = `Hana Girma ${uniqueId()}`;
  const email = `hana.${uniqueId().toLowerCase()}@dutyfree.example`;
  const password = 'Hana-chose-this-2026';

  await openStaffScreen(page, staff.layout.people);
  await page.getByLabel(staff.people.name, { exact: true }).fill(name);
  await page.getByLabel(staff.people.email, { exact: true }).fill(email);
  await page.getByLabel(staff.people.role, { exact: true }).selectOption('admin');
  await page.getByRole('button', { name: staff.people.invite }).click();
  await expect(page.getByText(fill(staff.people.inviteSent, { email }))).toBeVisible();

  const mail = await waitForMail(email);
  const link = mail.match(/https?:\/\/\S+\/staff\/set-password\?token=[\w.%-]+&lng=en/)?.[0];
  const { pathname, search } = new URL(link ?? '');
  const context = await browser.newContext({ locale: 'en-GB' });
  await giveConsent(context, baseURL);
  const hana = waitingForTheApp(await context.newPage());
  await hana.goto(`${pathname}${search}`);
  await expect(
    hana.getByRole('heading', { level: 2, name: staff.setPassword.authenticatorTitle }),
  ).toBeVisible();
  await expect(hana.getByRole('img', { name: staff.setPassword.qrAlt })).toBeVisible();
  await axe.check(hana);
  await screenshot(hana, testInfo, 'set-password-admin');
  // The key beside the QR code is what the phone's app would read from it.
  const secret = (await hana.locator('.staff-secret').textContent()) ?? '';
  const code = () => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
  await hana.getByLabel(staff.setPassword.password).fill(password);
  await hana.getByLabel(staff.setPassword.code).fill(code());
  await hana.getByRole('button', { name: staff.setPassword.submit }).click();
  await expect(hana.getByRole('heading', { level: 2, name: staff.setPassword.recoveryTitle })).toBeVisible();
  await expect(hana.locator('.staff-recovery-codes li')).toHaveCount(10);
  await axe.check(hana);
  await screenshot(hana, testInfo, 'recovery-codes');

  await hana.getByRole('link', { name: staff.setPassword.signIn }).click();
  await hana.getByLabel(staff.signIn.email).fill(email);
  await hana.getByLabel(staff.signIn.password).fill(password);
  await hana.getByRole('button', { name: staff.signIn.submit }).click();
  await hana.getByLabel(staff.signIn.code).fill(code());
  await hana.getByRole('button', { name: staff.signIn.submit }).click();
  await expect(hana.getByRole('heading', { level: 1, name: staff.flights.title })).toBeVisible();
  await context.close();
});
