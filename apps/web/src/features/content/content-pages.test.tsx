import { apiPaths } from '@dutyfree/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { contactDetails } from '../../config/contact.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';

function shopApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...extra,
    [apiPaths.tokenIssue]: () =>
      json(200, { clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' }),
    [apiPaths.currencies]: () =>
      json(200, { currenciesRes: [{ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' }] }),
  });
}

async function openPage(path: string, title: string, extra: Parameters<typeof fakeApi>[0] = {}) {
  shopApi(extra);
  renderApp(path);
  const main = within(await screen.findByRole('main'));
  await main.findByRole('heading', { level: 1, name: title });
  return main;
}

setUpScreenTests();

describe('content pages', () => {
  test('the contact page gives the privacy officer a phone line and two service addresses', async () => {
    const main = await openPage('/contact-us', 'Contact us');

    const phone = main.getByRole('link', { name: contactDetails.phone.display });
    expect(phone.getAttribute('href')).toBe(`tel:${contactDetails.phone.dial}`);
    for (const address of [contactDetails.careEmail, contactDetails.supportEmail]) {
      expect(main.getByRole('link', { name: address }).getAttribute('href')).toBe(`mailto:${address}`);
    }
  });

  test('after-sales support names its hours and the policies of SPEC §9', async () => {
    const main = await openPage('/after-sales-support', 'After-sales support');

    expect(main.getByText(/GMT\+3, 8:00\sAM to 5:00\sPM/)).toBeTruthy();
    expect(main.getByRole('link', { name: contactDetails.supportEmail })).toBeTruthy();
    for (const policy of ['Returns policy', 'Cancellation policy', 'Refund policy', 'Exchange policy']) {
      expect(main.getByRole('heading', { level: 2, name: policy })).toBeTruthy();
    }
    expect(main.getByText('Pre-orders are accepted until 24 hours before departure.')).toBeTruthy();
  });

  test('/Special shows the picture and text an admin set', async () => {
    const main = await openPage('/Special', 'Special Offers', {
      [apiPaths.specialLanding]: () =>
        json(200, {
          imageURL: '/media/uploads/special.png',
          whatIs: 'Coffee from Yirgacheffe, to your seat.',
        }),
    });
    expect(await main.findByText('Coffee from Yirgacheffe, to your seat.')).toBeTruthy();
    expect(main.getByRole('img', { name: /Special Offers/ }).getAttribute('src')).toBe(
      '/media/uploads/special.png',
    );
  });

  test('/Special shows its own text when the admin’s cannot be read', async () => {
    const main = await openPage('/Special', 'Special Offers', {
      [apiPaths.specialLanding]: () => json(500, { message: 'down' }),
    });
    expect(await main.findByText(/Sheba Duty Free is the airline's online duty-free shop/)).toBeTruthy();
  });

  test('/Special shows the banner, Buy now to /offers, the nine steps and the FAQ link', async () => {
    // Nothing set by an admin: the page shows the picture and text it shipped with.
    const main = await openPage('/Special', 'Special Offers', {
      [apiPaths.specialLanding]: () => json(200, { imageURL: null, whatIs: null }),
    });

    expect((await main.findByRole('img', { name: /Special Offers/ })).getAttribute('src')).toBe(
      '/media/banners/1.svg?s=3&t=Special%20Offers',
    );
    expect(main.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/offers');
    const steps = within(main.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Browse our offers.',
      'Select the item you want.',
      'Add it to your basket and check out.',
      'Register your personal information.',
      'Insert your ticket number.',
      'Select your payment option.',
      'Pay by card or with your miles.',
      'Get your order number.',
      'Show it to the cabin crew on board.',
    ]);
    expect(main.getByRole('link', { name: 'Read the frequently asked questions' }).getAttribute('href')).toBe(
      '/FAQ',
    );
  });

  test('the FAQ opens and closes each answer with its button', async () => {
    const main = await openPage('/FAQ', 'Frequently asked questions');

    const question = main.getByRole('button', { name: 'How late can I place a pre-order?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(main.queryByRole('region', { name: 'How late can I place a pre-order?' })).toBeNull();

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = main.getByRole('region', { name: 'How late can I place a pre-order?' });
    expect(answer.id).toBe(question.getAttribute('aria-controls'));
    expect(answer.textContent).toMatch(/24 hours before your flight departs/);

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  test('the privacy policy names the consent cookie', async () => {
    const main = await openPage('/privacy-policy', 'Privacy policy');
    expect(
      main.getByText('The cookie _consent remembers that you accepted cookies, for 360 days.'),
    ).toBeTruthy();
  });

  test.each([
    ['/what-is-preorder', 'What is pre-order?'],
    ['/how-to-order', 'How to order'],
    ['/terms-and-conditions', 'Terms and conditions'],
    ['/duty-free-allowances', 'Duty-free allowances'],
  ])('%s has its title and sections', async (path, title) => {
    const main = await openPage(path, title);
    expect(main.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });
});

describe('footer', () => {
  test('lists the shop and care pages, the accepted cards and the social networks', async () => {
    shopApi();
    renderApp('/how-to-order');
    const footer = within(await screen.findByRole('contentinfo'));

    expect(footer.getByRole('link', { name: 'Order tracking' }).getAttribute('href')).toBe('/order-tracking');
    expect(footer.getByRole('link', { name: 'After-sales support' }).getAttribute('href')).toBe(
      '/after-sales-support',
    );
    const cards = within(footer.getByRole('list', { name: 'We accept' })).getAllByRole('img');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'American Express',
      'Diners Club',
      'MasterCard',
      'Visa',
      'MasterPass',
      'Union Pay',
    ]);
    const facebook = footer.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    expect(footer.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(6);
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Sheba Duty Free. All rights reserved.`),
    ).toBeTruthy();
  });
});
