import {
  apiPaths,
  type BackOfficeItem,
  type BackOfficePriceListResponse,
  type ExchangeRate,
  type PriceListSummary,
} from '@dutyfree/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  admin,
  bodyOf,
  callsTo,
  FIRST_SCREEN,
  never,
  outcomeFocused,
  plain,
  setUpStaffScreenTests,
  staffApi,
  unreachable,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The prices' screens: price lists and promotion codes, and the exchange rates.

const euro: ExchangeRate = {
  currencyId: 2,
  code: 'EUR',
  name: 'Euro',
  usdRateMicros: 920_000,
  setAt: null,
};

const summer: PriceListSummary = {
  id: 9,
  kind: 'promo',
  promoCode: 'SUMMER25',
  name: 'Summer',
  rule: 3,
  validFrom: '2026-06-01',
  validTo: '2026-08-31',
  usageLimit: null,
  usageCount: 4,
  active: true,
};

const malt: BackOfficeItem = {
  id: 77,
  itemCode: 'LIQ-00077',
  name: 'Highland Malt 12',
  nameAr: null,
  nameZh: null,
  description: 'A malt.',
  descriptionAr: null,
  descriptionZh: null,
  brandId: 3,
  brand: 'Glen Aurora',
  categoryId: 5,
  category: 'Whisky',
  categoryType: 'LIQUOR',
  priceCents: 4_250,
  listPriceCents: 4_250,
  stock: 12,
  milesToRedeem: 0,
  milesToEarn: 0,
  travelExclusive: false,
  active: true,
  imageUrl: null,
};

setUpStaffScreenTests();

beforeEach(() => startStaffSession(admin));

describe('price lists', () => {
  test('while the lists load the page says so', async () => {
    staffApi({ [apiPaths.backOfficePriceLists]: never });
    renderApp('/staff/prices');

    expect(await screen.findByText('Loading price lists…', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('no lists yet says so', async () => {
    staffApi({ [apiPaths.backOfficePriceLists]: () => json(200, { priceLists: [], nextAfter: null }) });
    renderApp('/staff/prices');

    expect(await screen.findByText('No price lists here yet.', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('a failed read says why', async () => {
    staffApi({ [apiPaths.backOfficePriceLists]: unreachable });
    renderApp('/staff/prices');

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toBe('The server could not be reached. Check the connection and try again.');
  });

  test('the lists show their code and uses', async () => {
    staffApi({ [apiPaths.backOfficePriceLists]: () => json(200, { priceLists: [summer], nextAfter: null }) });
    renderApp('/staff/prices');

    const row = (await screen.findByText('SUMMER25', {}, FIRST_SCREEN)).closest('tr');
    expect(row?.textContent).toContain('Summer');
  });

  test('a refused promotion code keeps what was typed and says so at the form, focused', async () => {
    staffApi({
      [apiPaths.backOfficeCreatePriceList]: () =>
        json(400, {
          errors: { PromoCode: ['Another price list already has this promotion code.'] },
          errorCodes: { PromoCode: [{ code: 'backOfficePrices.promoCodeTaken', params: {} }] },
        }),
    });
    renderApp('/staff/prices/new?kind=promo');

    const code = (await screen.findByLabelText('Promotion code', {}, FIRST_SCREEN)) as HTMLInputElement;
    await userEvent.type(code, 'SUMMER25');
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Summer again');
    const firstRow = screen.getByRole('group', { name: 'Row 1' });
    await userEvent.type(within(firstRow).getByLabelText('Item number'), '77');
    await userEvent.type(within(firstRow).getByLabelText('Price (USD)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save price list' }));

    const _outcome = await outcomeFocused('Nothing was saved: correct the marked fields.');
    expect(screen.getByText('Another price list already has this promotion code.')).toBeTruthy();
    expect(code.value).toBe('SUMMER25');
    expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Summer again');
  });
  test('each row names its item by name, code and current price; a search finds one to add by name or code', async () => {
    const chocolate = { id: 12, itemCode: 'DC-70', name: 'Dark Chocolate 70%', priceCents: 850 };
    const saved: BackOfficePriceListResponse = {
      priceList: {
        id: 9,
        usageCount: 4,
        draft: {
          kind: 'promo',
          promoCode: 'SUMMER25',
          name: 'Summer',
          nameAr: null,
          nameZh: null,
          rule: 2,
          validFrom: '2026-06-01',
          validTo: '2026-08-31',
          usageLimit: null,
          active: true,
          unitRates: [{ itemId: 12, priceCents: 700 }],
          volumeTiers: [],
          buyGetOffers: [],
          bundles: [],
        },
      },
      items: [chocolate],
    };
    const fetchMock = staffApi({
      [apiPaths.backOfficePriceList]: () => json(200, saved),
      [apiPaths.backOfficeItems]: () => json(200, { items: [malt], nextAfter: null }),
    });
    renderApp('/staff/prices/9');

    const firstRow = await screen.findByRole('group', { name: 'Row 1' }, FIRST_SCREEN);
    expect(plain(firstRow.textContent)).toContain('Dark Chocolate 70% · DC-70 · USD 8.50 now');

    const prices = screen.getByRole('region', { name: 'Item prices' });
    await userEvent.type(within(prices).getByLabelText('Find an item by name or code'), 'LIQ-00077{Enter}');
    expect((await within(prices).findByRole('status')).textContent).toBe('1 item found.');
    // Enter searched: nothing was saved.
    expect(callsTo(fetchMock, apiPaths.backOfficeUpdatePriceList)).toHaveLength(0);
    expect(String(callsTo(fetchMock, apiPaths.backOfficeItems)[0]?.[0])).toContain('search=LIQ-00077');
    await userEvent.click(
      within(prices).getByRole('button', { name: 'Add Highland Malt 12 to Item prices' }),
    );

    const secondRow = within(prices).getByRole('group', { name: 'Row 2' });
    expect((within(secondRow).getByLabelText('Item number') as HTMLInputElement).value).toBe('77');
    expect(plain(secondRow.textContent)).toContain('Highland Malt 12 · LIQ-00077 · USD 42.50 now');
  });
});

describe('exchange rates', () => {
  test('a rate saved says so beside it, focused, and sends the rate in millionths', async () => {
    const fetchMock = staffApi({
      [apiPaths.backOfficeExchangeRates]: () => json(200, { rates: [euro] }),
      [apiPaths.backOfficeSetExchangeRate]: () =>
        json(200, { rate: { ...euro, usdRateMicros: 930_000, setAt: '2026-03-01T10:00:00.000Z' } }),
    });
    renderApp('/staff/exchange-rates');

    const rate = await screen.findByLabelText('EUR per US dollar (Euro)', {}, FIRST_SCREEN);
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.93');
    await userEvent.click(screen.getByRole('button', { name: 'Save EUR rate' }));

    const _outcome = await outcomeFocused('EUR rate saved. The shop shows the new prices now.');
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeSetExchangeRate)[0]?.[1])).toEqual({
      currencyId: 2,
      usdRateMicros: 930_000,
      confirmed: false,
    });
  });

  test('a rate moved too far is asked again, with what an item would then cost, and saved once confirmed', async () => {
    const fetchMock = staffApi({
      [apiPaths.backOfficeExchangeRates]: () => json(200, { rates: [euro] }),
      [apiPaths.backOfficeItems]: () => json(200, { items: [malt], nextAfter: null }),
      [apiPaths.backOfficeSetExchangeRate]: ({ init }) =>
        (bodyOf(init) as { confirmed: boolean }).confirmed
          ? json(200, { rate: { ...euro, usdRateMicros: 9_200_000, setAt: '2026-03-01T10:00:00.000Z' } })
          : json(400, {
              errors: { UsdRateMicros: ['This changes the rate by 900%, more than 10%.'] },
              errorCodes: {
                UsdRateMicros: [
                  { code: 'backOfficePrices.rateChangeToConfirm', params: { change: 900, limit: 10 } },
                ],
              },
            }),
    });
    renderApp('/staff/exchange-rates');

    const rate = await screen.findByLabelText('EUR per US dollar (Euro)', {}, FIRST_SCREEN);
    await userEvent.clear(rate);
    await userEvent.type(rate, '9.2');
    await userEvent.click(screen.getByRole('button', { name: 'Save EUR rate' }));

    const check = await screen.findByRole('region', { name: 'Check the new EUR rate: 9.2 per US dollar' });
    expect(plain(check.textContent)).toContain(
      'Highland Malt 12 (USD 42.50) costs EUR 39.10 today and would cost EUR 391.00 at this rate.',
    );
    await userEvent.click(within(check).getByRole('button', { name: 'Save EUR at 9.2' }));
    await outcomeFocused('EUR rate saved. The shop shows the new prices now.');
    expect(callsTo(fetchMock, apiPaths.backOfficeSetExchangeRate).map(([, init]) => bodyOf(init))).toEqual([
      { currencyId: 2, usdRateMicros: 9_200_000, confirmed: false },
      { currencyId: 2, usdRateMicros: 9_200_000, confirmed: true },
    ]);
  });

  test('a rate that is not one is refused under the field, which keeps it and takes focus', async () => {
    const fetchMock = staffApi({
      [apiPaths.backOfficeExchangeRates]: () => json(200, { rates: [euro] }),
    });
    renderApp('/staff/exchange-rates');

    const rate = (await screen.findByLabelText(
      'EUR per US dollar (Euro)',
      {},
      FIRST_SCREEN,
    )) as HTMLInputElement;
    await userEvent.clear(rate);
    await userEvent.type(rate, '0,93');
    await userEvent.click(screen.getByRole('button', { name: 'Save EUR rate' }));

    expect(
      await screen.findByText('Enter the units of this currency per US dollar, above 0 and at most 1000000.'),
    ).toBeTruthy();
    expect(rate.value).toBe('0,93');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, apiPaths.backOfficeSetExchangeRate)).toHaveLength(0);
  });
});
