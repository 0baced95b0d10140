import { accountMessages, apiPaths, fixedError, type SignInResponse } from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';
import { getAccount, signInCustomer, signOut } from './account-store.ts';

type Handler = Parameters<typeof fakeApi>[0][string];

const tokens = { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' };
const selam: SignInResponse = {
  token: 'selam-token',
  paymentOptions: ['Card', 'Cash On Board'],
  customerId: 7,
  username: 'traveller',
  email: 'selam@example.com',
  firstName: 'Selam',
  lastName: 'Tesfaye',
};
const hanna = {
  memberId: 'ET900800700',
  title: 3,
  firstName: 'Hanna',
  lastName: 'Girma',
  email: 'hanna.girma@example.com',
  nationality: 'Ethiopian',
  mobileNumber: { countryCode: '+251', number: '921234561' },
  tier: 'Silver',
  milesBalance: 38_000,
};
const selamProfile = {
  userId: 7,
  username: 'traveller',
  email: 'selam@example.com',
  title: 3,
  firstName: 'Selam',
  middleName: null,
  lastName: 'Tesfaye',
  nationality: 'Ethiopian',
  mobileNumber: { countryCode: '+251', number: '911234560' },
  membershipNumber: null,
  isShebamilesUser: false,
  milesBalance: null,
  language: 'en',
};

function shopApi(handlers: Record<string, Handler> = {}) {
  return fakeApi({
    [apiPaths.tokenIssue]: () => json(200, tokens),
    [apiPaths.currencies]: () =>
      json(200, { currenciesRes: [{ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' }] }),
    ...handlers,
  });
}

function bodyOf(init: RequestInit): unknown {
  return JSON.parse(String(init.body));
}

function headerOf(init: RequestInit, name: string): string | null {
  return new Headers(init.headers).get(name);
}

/** The field's error, as assistive technology reaches it: through aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('invalid-feedback'))
    .map((element) => element?.textContent)
    .join(' ');
}

setUpScreenTests();

beforeEach(() => {
  signOut();
});

afterEach(() => {
  signOut();
});

describe('account choice page', () => {
  test('offers log in, loyalty log in and registration, keeping the target, and a way back', async () => {
    shopApi();
    renderApp('/account?redirectUrl=%2Fcart');

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?redirectUrl=%2Fcart');
    expect(main.getByRole('link', { name: 'Login with loyalty account' }).getAttribute('href')).toBe(
      '/shebamiles/login?redirectUrl=%2Fcart',
    );
    expect(main.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/registration?redirectUrl=%2Fcart',
    );
    expect(main.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(main.queryByRole('link', { name: 'Continue as Guest' })).toBeNull();
  });

  test('offers guest checkout on the way to the checkout only', async () => {
    shopApi();
    renderApp('/account?redirectUrl=%2Fcheckout');

    const guest = await screen.findByRole('link', { name: 'Continue as Guest' });
    expect(guest.getAttribute('href')).toBe('/guest-checkout?redirectUrl=%2Fcheckout');
  });
});

describe('log in', () => {
  test('names both missing fields and moves focus to the first', async () => {
    shopApi();
    renderApp('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    const username = screen.getByLabelText('Username or e-mail address');
    expect(errorOf(username)).toBe('Username field is required.');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Password field is required.');
    await waitFor(() => expect(document.activeElement).toBe(username));
  });

  test('wrong credentials get the server message', async () => {
    shopApi({ [apiPaths.signIn]: () => json(401, fixedError('account.wrongCredentials')) });
    renderApp('/login');

    await userEvent.type(await screen.findByLabelText('Username or e-mail address'), 'traveller');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe(
      'The username or password is incorrect.',
    );
  });

  test('signs in, greets by username on the dashboard and signs out through the loader', async () => {
    const api = shopApi({
      [apiPaths.signIn]: () => json(200, selam),
      [apiPaths.signOut]: () => json(200, { message: accountMessages.signedOut }),
    });
    const { router } = renderApp('/login');

    await userEvent.type(await screen.findByLabelText('Username or e-mail address'), 'traveller');
    await userEvent.type(screen.getByLabelText('Password'), 'Travel2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hello, traveller!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/dashboard');
    const signInCall = api.mock.calls.find(([url]) => String(url).endsWith(apiPaths.signIn));
    expect(bodyOf(signInCall?.[1] ?? {})).toEqual({ username: 'traveller', password: 'Travel2026!' });
    expect(screen.getByRole('button', { name: 'Selam' })).toBeTruthy();

    const menu = within(screen.getByRole('navigation', { name: 'My account' }));
    await userEvent.click(menu.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('status', { name: 'Logging out…' })).toBeTruthy();
    expect(getAccount().isSignedIn).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), { timeout: 3000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My account' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(getAccount().isSignedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    const signOutCall = api.mock.calls.find(([url]) => String(url).endsWith(apiPaths.signOut));
    expect(headerOf(signOutCall?.[1] ?? {}, 'user-token')).toBe('selam-token');
  });

  test('goes on to the redirect target', async () => {
    shopApi({ [apiPaths.signIn]: () => json(200, selam) });
    const { router } = renderApp('/login?redirectUrl=%2Fcart');

    await userEvent.type(await screen.findByLabelText('Username or e-mail address'), 'traveller');
    await userEvent.type(screen.getByLabelText('Password'), 'Travel2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe('loyalty log in', () => {
  test('asks for both fields; an error clears as soon as the field is typed in', async () => {
    shopApi();
    renderApp('/shebamiles/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Log in with ShebaMiles' }));
    const memberId = screen.getByLabelText('Membership number');
    expect(errorOf(memberId)).toBe('membership number field is required');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('password field is required');

    await userEvent.type(memberId, 'E');
    expect(errorOf(memberId)).toBe('');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('password field is required');
  });

  test('a member without a shop account registers with their details filled in, linking the membership', async () => {
    const api = shopApi({
      [apiPaths.shebamilesSignIn]: () =>
        json(200, {
          token: 'member-token',
          paymentOptions: ['Card', 'Miles', 'Cash On Board'],
          customerId: null,
          username: null,
          email: hanna.email,
          firstName: 'Hanna',
          lastName: 'Girma',
          customerAlreadyRegistered: false,
          milesProfile: hanna,
        }),
      [apiPaths.customerProfileCreate]: () =>
        json(200, { ...selam, token: 'hanna-token', customerId: 9, username: 'hanna', firstName: 'Hanna' }),
    });
    const { router } = renderApp('/shebamiles/login');

    await userEvent.type(await screen.findByLabelText('Membership number'), 'ET900800700');
    await userEvent.type(screen.getByLabelText('Password'), 'Miles2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in with ShebaMiles' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/registration');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Hanna');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Girma');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe(hanna.email);
    expect((screen.getByLabelText('Title') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('921234561');
    const membership = screen.getByLabelText('Membership number (optional)') as HTMLInputElement;
    expect(membership.value).toBe('ET900800700');
    expect(membership.readOnly).toBe(true);

    await userEvent.type(screen.getByLabelText('Username'), 'hanna');
    await userEvent.type(screen.getByLabelText('Password'), 'Miles2026!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Miles2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // A member is greeted by first name (the username of a shop account, SPEC §2, is not how people are named).
    expect(await screen.findByText('Hello, Hanna!')).toBeTruthy();
    const [, init] =
      api.mock.calls.find(([url]) => String(url).endsWith(apiPaths.customerProfileCreate)) ?? [];
    expect(headerOf(init ?? {}, 'user-token')).toBe('member-token');
    expect(bodyOf(init ?? {})).toMatchObject({
      username: 'hanna',
      membershipNumber: 'ET900800700',
      firstName: 'Hanna',
      title: 3,
      language: 'en',
      mobileNumber: { countryCode: '+251', number: '921234561' },
    });
    expect(getAccount()).toMatchObject({
      isSignedIn: true,
      milesProfile: hanna,
      userInfo: { isShebamilesUser: true },
    });
  });
});

describe('registration', () => {
  test('checks the fields with the contract rules, then shows the server’s answer on its field', async () => {
    shopApi({
      [apiPaths.customerProfileCreate]: () =>
        json(400, { errors: { Username: [accountMessages.usernameTaken] } }),
    });
    renderApp('/registration');

    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(errorOf(screen.getByLabelText('Title'))).toBe('Title field is required.');
    expect(errorOf(screen.getByLabelText('First name'))).toBe('First Name field is required.');
    expect(errorOf(screen.getByLabelText('E-mail address'))).toBe('Email Address field is required.');
    expect(errorOf(screen.getByLabelText('Password'))).toBe('Password is required');
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('Confirm Password is required');

    await userEvent.selectOptions(screen.getByLabelText('Title'), 'Mr.');
    await userEvent.type(screen.getByLabelText('First name'), 'Abebe');
    await userEvent.type(screen.getByLabelText('Last name'), 'Kebede');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'abebe@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'traveller');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf(screen.getByLabelText('Password'))).toBe(
      'Password character length should be greater than 8.',
    );
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('Confirm password does not match.');

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Username'))).toBe('This username is already taken.'),
    );
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(
      'Some details need your attention.',
    );
  });
});

describe('forgot password', () => {
  async function ask(response: Response) {
    shopApi({ [apiPaths.forgotPassword]: () => response });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'selam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  test('needs the e-mail address', async () => {
    shopApi();
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(errorOf(screen.getByLabelText('E-mail address'))).toBe('Email Address field is required.');
  });

  test('says the link is on its way', async () => {
    await ask(json(200, { message: accountMessages.resetLinkSent }));
    const message = await screen.findByText('We have seen reset link to you email. Check your Email');
    expect(message.closest('[role="status"]')).toBeTruthy();
  });

  test.each([
    [json(404, fixedError('account.accountDoesNotExist')), 'User account does not exist'],
    [json(400, { errors: { Password: ['p1', 'p2'], Username: ['u1'] } }), 'u1, p1'],
    [json(500, { message: 'Mail server down' }), 'Mail server down'],
  ])('shows a failure as SPEC §8 says (%#)', async (response, shown) => {
    await ask(response);
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(shown));
  });
});

describe('reset password', () => {
  test('checks both fields, then reports success', async () => {
    const api = shopApi({
      [apiPaths.resetForgotPassword]: () => json(200, { message: accountMessages.passwordChanged }),
    });
    renderApp('/reset-password?token=abc123&lng=en');

    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(errorOf(screen.getByLabelText('New password'))).toBe('Password is required');
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('Confirm Password is required');

    await userEvent.type(screen.getByLabelText('New password'), 'fresh password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fresh passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(screen.getByLabelText('Confirm password'))).toBe('Confirm password does not match.');

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fresh password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password Changed sucessfully')).toBeTruthy();
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith(apiPaths.resetForgotPassword)) ?? [];
    expect(bodyOf(init ?? {})).toEqual({ verification_token: 'abc123', password: 'fresh password' });
  });

  test("a used or expired link reads 'Invalid token'", async () => {
    shopApi({ [apiPaths.resetForgotPassword]: () => json(400, fixedError('account.resetFailed')) });
    renderApp('/reset-password?token=used');

    await userEvent.type(await screen.findByLabelText('New password'), 'fresh password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fresh password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe('Invalid token'),
    );
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeTruthy();
  });
});

describe('guest checkout', () => {
  test('keeps who the guest is and goes on to the checkout', async () => {
    shopApi();
    const { router } = renderApp('/guest-checkout?redirectUrl=%2Fcheckout');

    await userEvent.type(await screen.findByLabelText('First name'), 'Abebe');
    await userEvent.type(screen.getByLabelText('Last name'), 'Kebede');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Abebe@Example.com');
    await userEvent.type(screen.getByLabelText('Country code'), '+251');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(errorOf(screen.getByLabelText('Phone number'))).toBe('Mobile number must be 4 to 14 digits.');

    await userEvent.type(screen.getByLabelText('Phone number'), '911000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(getAccount().guestProfile).toEqual({
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe@example.com',
      mobileNumber: { countryCode: '+251', number: '911000000' },
    });
  });
});

describe('account area', () => {
  test.each(['/account/dashboard', '/account/orders', '/account/orders/12', '/account/account-details'])(
    'sends a signed-out visitor of %s to log in, and back afterwards',
    async (path) => {
      shopApi();
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      // The dashboard is where signing in leads anyway, so the link does not name it.
      const back = path === '/account/dashboard' ? '' : `?redirectUrl=${encodeURIComponent(path)}`;
      expect(router.state.location.search).toBe(back);
    },
  );

  test.each([
    ['en', 'Tier: Silver'],
    ['ar', 'الفئة: الفضي'],
    ['zh', '等级：银卡'],
  ])("names a member's loyalty tier in %s", async (language, tier) => {
    shopApi();
    signInCustomer(selam, hanna);
    const i18n = getI18n();
    await i18n.changeLanguage(language);
    try {
      renderApp('/account/dashboard');
      expect(await screen.findByText(tier)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  test('orders show an empty state until there are orders', async () => {
    shopApi({ [apiPaths.myOrders]: () => json(200, { preOrderList: [] }) });
    signInCustomer(selam);
    renderApp('/account/orders');
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
  });

  test('account details show the profile and save changes', async () => {
    const api = shopApi({
      [apiPaths.passengerProfile]: () => json(200, selamProfile),
      [apiPaths.customerProfileUpdate]: ({ init }) =>
        json(200, { ...selamProfile, ...(bodyOf(init) as object), userId: 7 }),
    });
    signInCustomer(selam);
    renderApp('/account/account-details');

    expect(await screen.findByText('selam@example.com')).toBeTruthy();
    const [url, init] = api.mock.calls.find(([u]) => String(u).includes(apiPaths.passengerProfile)) ?? [];
    expect(new URL(String(url), 'http://shop.test').searchParams.get('UserId')).toBe('7');
    expect(headerOf(init ?? {}, 'user-token')).toBe('selam-token');

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Selamawit');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Selamawit')).toBeTruthy();
    expect(getAccount().userInfo?.firstName).toBe('Selamawit');
  });

  test('a refused call of a signed-in user signs them out and asks them to log in again', async () => {
    shopApi({ [apiPaths.passengerProfile]: () => json(401, fixedError('account.signInRequired')) });
    signInCustomer(selam);
    const { router } = renderApp('/account/account-details');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirectUrl=%2Faccount%2Faccount-details');
    expect(getAccount().isSignedIn).toBe(false);
  });
});
