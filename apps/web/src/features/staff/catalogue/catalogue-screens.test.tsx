import {
  apiPaths,
  type BackOfficeBrand,
  type BackOfficeItem,
  fixedError,
  type ItemChoicesResponse,
  templatedError,
} from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

// The catalogue's screens: the goods and an item's form, brands (the editor's list, form and outcome).

const brand = (id: number, name: string, powerBrand = false): BackOfficeBrand => ({
  id,
  name,
  nameAr: null,
  nameZh: null,
  imageUrl: null,
  powerBrand,
});

const choices: ItemChoicesResponse = {
  brands: [{ id: 3, name: 'Glen Aurora' }],
  categories: [
    { id: 4, name: 'Spirits', parentId: null },
    { id: 5, name: 'Whisky', parentId: 4 },
  ],
  categoryTypes: ['LIQUOR', 'FRAGRANCE'],
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
  priceCents: 4250,
  listPriceCents: 4250,
  stock: 12,
  milesToRedeem: 0,
  milesToEarn: 0,
  travelExclusive: false,
  active: true,
  imageUrl: null,
};

setUpStaffScreenTests();

beforeEach(() => startStaffSession(admin));

describe('brands', () => {
  test('while the brands load the page says so', async () => {
    staffApi({ [apiPaths.backOfficeBrands]: never });
    renderApp('/staff/brands');

    expect(await screen.findByText('Loading brands…', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('a failed read says why', async () => {
    staffApi({ [apiPaths.backOfficeBrands]: unreachable });
    renderApp('/staff/brands');

    const alert = await screen.findByRole('alert', {}, FIRST_SCREEN);
    expect(alert.textContent).toBe('The server could not be reached. Check the connection and try again.');
  });

  test('a new brand is saved: the outcome is focused at the form, and its row is marked in the table', async () => {
    let saved = false;
    const fetchMock = staffApi({
      [apiPaths.backOfficeBrands]: () =>
        json(200, {
          brands: saved
            ? [brand(3, 'Glen Aurora', true), brand(12, 'Nova')]
            : [brand(3, 'Glen Aurora', true)],
        }),
      [apiPaths.backOfficeCreateBrand]: () => {
        saved = true;
        return json(200, brand(12, 'Nova'));
      },
    });
    renderApp('/staff/brands');

    expect(await screen.findByText('1 of 21 power brands.', {}, FIRST_SCREEN)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Name \(English\)/), 'Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Create brand' }));

    const outcome = await outcomeFocused('Nova saved.');
    expect(outcome.closest('[role="status"]')).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'Nova' })).closest('tr');
    expect(row?.className).toBe('back-office-row--saved');
    expect(row?.getAttribute('aria-current')).toBe('true');
    // The form now edits the brand it created.
    expect(await screen.findByRole('heading', { name: 'Edit Nova' })).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeCreateBrand)[0]?.[1])).toMatchObject({
      name: 'Nova',
      powerBrand: false,
    });
  });

  test('a refusal is said at the form, focused, and what was typed stays', async () => {
    staffApi({
      [apiPaths.backOfficeBrands]: () => json(200, { brands: [brand(3, 'Glen Aurora', true)] }),
      [apiPaths.backOfficeCreateBrand]: () => json(409, fixedError('backOfficeBrands.powerBrandsFull')),
    });
    renderApp('/staff/brands');

    const name = (await screen.findByLabelText(/Name \(English\)/, {}, FIRST_SCREEN)) as HTMLInputElement;
    await userEvent.type(name, 'Nova');
    await userEvent.click(screen.getByRole('checkbox', { name: /Power brand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create brand' }));

    const outcome = await outcomeFocused(
      'At most 21 brands may be power brands. Take the flag off another brand first.',
    );
    expect(outcome.closest('[role="alert"]')).toBeTruthy();
    expect(name.value).toBe('Nova');
    expect((screen.getByRole('checkbox', { name: /Power brand/ }) as HTMLInputElement).checked).toBe(true);
  });

  test('a form the schema refuses names the field, focuses it, and calls nobody', async () => {
    const fetchMock = staffApi({
      [apiPaths.backOfficeBrands]: () => json(200, { brands: [] }),
    });
    renderApp('/staff/brands');

    await userEvent.click(await screen.findByRole('button', { name: 'Create brand' }, FIRST_SCREEN));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Name \(English\)/)));
    expect(screen.getByLabelText(/Name \(English\)/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, apiPaths.backOfficeCreateBrand)).toHaveLength(0);
  });
});

describe('the goods', () => {
  test('a shop without items says so', async () => {
    staffApi({ [apiPaths.backOfficeItems]: () => json(200, { items: [], nextAfter: null }) });
    renderApp('/staff/items');

    expect(await screen.findByText('The shop has no items yet.', {}, FIRST_SCREEN)).toBeTruthy();
  });

  test('the goods are listed with their code, price and stock', async () => {
    staffApi({ [apiPaths.backOfficeItems]: () => json(200, { items: [malt], nextAfter: null }) });
    renderApp('/staff/items');

    const row = (await screen.findByRole('cell', { name: 'LIQ-00077' }, FIRST_SCREEN)).closest('tr');
    expect(row && within(row).getByText('Highland Malt 12')).toBeTruthy();
    expect(row?.textContent).toContain('42.50');
    expect(row?.textContent).toContain('12');
  });

  test('a new item, once saved, opens on its own page with the outcome at its top, focused', async () => {
    const fetchMock = staffApi({
      [apiPaths.backOfficeItemChoices]: () => json(200, choices),
      [apiPaths.backOfficeCreateItem]: () => json(200, malt),
      [apiPaths.backOfficeItem]: () => json(200, malt),
      [apiPaths.backOfficeItemVolumePrices]: () => json(200, { volumePrices: null }),
    });
    const { router } = renderApp('/staff/items/new');

    await userEvent.type(await screen.findByLabelText(/Item code/, {}, FIRST_SCREEN), 'liq-00077');
    await userEvent.selectOptions(screen.getByLabelText(/Brand/), '3');
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), '5');
    await userEvent.selectOptions(screen.getByLabelText(/Kind of goods/), 'LIQUOR');
    await userEvent.type(screen.getByLabelText(/Name \(English\)/), 'Highland Malt 12');
    await userEvent.type(screen.getByLabelText(/Description \(English\)/), 'A malt.');
    await userEvent.type(screen.getByLabelText(/^Price \(USD\)/), '42.50');
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));

    await outcomeFocused('Highland Malt 12 saved.');
    expect(router.state.location.pathname).toBe('/staff/items/77');
    expect(screen.getByRole('heading', { name: 'Edit Highland Malt 12', level: 1 })).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeCreateItem)[0]?.[1])).toMatchObject({
      itemCode: 'LIQ-00077',
      priceCents: 4250,
    });
  });

  test('an item refused because orders moved its stock says the stock now, and saving again starts from it', async () => {
    const fetchMock = staffApi({
      [apiPaths.backOfficeItemChoices]: () => json(200, choices),
      [apiPaths.backOfficeItem]: () => json(200, malt),
      [apiPaths.backOfficeItemVolumePrices]: () => json(200, { volumePrices: null }),
      [apiPaths.backOfficeUpdateItem]: () =>
        json(409, templatedError('backOffice.stockMovedMeanwhile', { current: 3 })),
    });
    renderApp('/staff/items/77');

    const stock = (await screen.findByRole('textbox', { name: /^Stock/ }, FIRST_SCREEN)) as HTMLInputElement;
    await userEvent.clear(stock);
    await userEvent.type(stock, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const outcome = await outcomeFocused(
      'The stock changed while you edited the item: 3 in stock now. Check the figure and save again.',
    );
    expect(outcome.closest('[role="alert"]')).toBeTruthy();
    expect(stock.value).toBe('20');
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeUpdateItem)[0]?.[1])).toMatchObject({
      stock: 20,
      expectedStock: 12,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(fetchMock, apiPaths.backOfficeUpdateItem)).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeUpdateItem)[1]?.[1])).toMatchObject({
      stock: 20,
      expectedStock: 3,
    });
  });

  test("an item's page shows its stock history: what happened, the units, why and who, newest first", async () => {
    staffApi({
      [apiPaths.backOfficeItemChoices]: () => json(200, choices),
      [apiPaths.backOfficeItem]: () => json(200, malt),
      [apiPaths.backOfficeItemVolumePrices]: () => json(200, { volumePrices: null }),
      [apiPaths.backOfficeItemStockMovements]: () =>
        json(200, {
          movements: [
            {
              id: 9,
              itemId: 77,
              itemCode: 'LIQ-00077',
              kind: 'adjustment',
              quantity: 5,
              reason: 'item_form',
              orderCode: null,
              staffName: 'Selam Admin',
              at: '2026-11-28T09:30:00.000Z',
            },
            {
              id: 8,
              itemId: 77,
              itemCode: 'LIQ-00077',
              kind: 'sale',
              quantity: -2,
              reason: null,
              orderCode: 'PO-1234',
              staffName: null,
              at: '2026-11-28T09:00:00.000Z',
            },
          ],
        }),
    });
    renderApp('/staff/items/77');

    const table = await screen.findByRole('table', { name: 'Stock history' }, FIRST_SCREEN);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      '28 Nov 2026 09:30 UTCAdjusted by an admin+5Item formSelam Admin',
      '28 Nov 2026 09:00 UTCSale\u22122—Order PO-1234',
    ]);
  });
});
