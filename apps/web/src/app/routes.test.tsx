import { apiPaths } from '@dutyfree/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../features/i18n/i18n.ts';
import { writeCookie } from '../lib/cookies.ts';
import { clearSession } from '../lib/session-store.ts';
import { fakeApi, json } from '../testing/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const tokens = { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' };
const currencies = {
  currenciesRes: [
    { id: 2, currencyCode: 'USD', currencyName: 'US Dollar' },
    { id: 3, currencyCode: 'EUR', currencyName: 'Euro' },
  ],
};

function healthyApi() {
  return fakeApi({
    [apiPaths.tokenIssue]: () => json(200, tokens),
    [apiPaths.currencies]: () => json(200, currencies),
  });
}

beforeAll(async () => {
  window.localStorage.clear();
  await initI18n();
});

beforeEach(() => {
  clearSession();
  // The shopper has accepted cookies already, so the banner does not crowd these screens.
  writeCookie('_consent', 'true');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  test('an unknown path shows the not-found page with a back button', async () => {
    healthyApi();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page could not be found!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Sheba Duty Free'));
  });

  test('the back button of a landing page leads home, as there is no earlier page in the shop', async () => {
    healthyApi();
    const { router } = renderApp('/no-such-page');

    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-order duty-free for your flight' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  test('/404 shows the not-found page too', async () => {
    healthyApi();
    renderApp('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page could not be found!' })).toBeTruthy();
  });

  test('routes match exactly, letter case included', async () => {
    healthyApi();
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page could not be found!' })).toBeTruthy();
  });

  test('a screen of a later feature shows its title inside the shop layout', async () => {
    healthyApi();
    renderApp('/FAQ');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Frequently asked questions | Sheba Duty Free'));
  });

  test('dynamic routes deep-link', async () => {
    healthyApi();
    renderApp('/product-list/Liquor/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liquor' })).toBeTruthy();
  });

  test.each(['/promocode-products', '/promocode-products/SUMMER24'])(
    'the promotion code is optional: %s',
    async (path) => {
      healthyApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Promotion code offers' })).toBeTruthy();
    },
  );

  test('a loading indicator shows until the token call returns, then the screen', async () => {
    let issue: (response: Response) => void = () => undefined;
    const fetchMock = fakeApi({
      [apiPaths.tokenIssue]: () =>
        new Promise<Response>((resolve) => {
          issue = resolve;
        }),
      [apiPaths.currencies]: () => json(200, currencies),
    });
    renderApp('/cart');

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cart' })).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ clientId: 'web' });

    await act(async () => issue(json(200, tokens)));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  test('a failed token call leads to the generic error page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [apiPaths.tokenIssue]: () => json(500, { message: 'Token service down' }) });
    const { router } = renderApp('/cart');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'SORRY ! SOMETHING WENT WRONG, PLEASE TRY AGAIN.',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/exception');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/');
    errors.mockRestore();
  });

  test('after start-up the header lists the currencies, asked for with the tokens and the currency', async () => {
    const fetchMock = healthyApi();
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Currency: USD' }));

    expect(await screen.findByRole('button', { name: /EUR\s+Euro/ })).toBeTruthy();
    const currencyCall = fetchMock.mock.calls.find(([input]) => String(input).includes(apiPaths.currencies));
    const headers = new Headers(currencyCall?.[1]?.headers);
    expect(String(currencyCall?.[0])).toContain('currencyId=2');
    expect(headers.get('Authorization')).toBe('Bearer client-token');
    expect(headers.get('User-Token')).toBe('anonymous-token');
    expect(headers.get('Action-Privilege')).toBe('PreOrder-Access');
  });

  test('choosing Arabic in the language picker translates the page and turns it right to left', async () => {
    healthyApi();
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Cart' });

    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    // The menu's rows load with the menu, on its first opening.
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('button', { name: 'اللغة: العربية' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('سلة التسوق | شيبا للأسواق الحرة'));

    await userEvent.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('the header links to the five sections, the account and the cart', async () => {
    healthyApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const main = screen.getByRole('navigation', { name: 'Main' });
    // Not the hidden copy the header's row measures its links in.
    const hrefs = [...main.querySelectorAll('a')]
      .filter((link) => !link.closest('[aria-hidden="true"]'))
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/new-arrivals',
      '/best-sellers',
      '/travel-exclusives',
      '/deals',
      '/promotions',
      '/offers',
      '/feed-back',
      '/about-us',
    ]);
    // The menu's rows load when it is first opened.
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('link', { name: 'Cart 0 items' }).getAttribute('href')).toBe('/cart');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Sheba Duty Free. All rights reserved.`),
    ).toBeTruthy();
  });

  test('after following a link, focus moves to the new screen', async () => {
    healthyApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Pre-order duty-free for your flight' });

    await userEvent.click(screen.getByRole('link', { name: 'Deals' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
