import {
  apiPaths,
  type BackOfficeBrand,
  type BackOfficeItem,
  type CustomsRuleVersion,
  fixedError,
  type ItemChoicesResponse,
  templatedError,
} from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { allowanceLimits } from '../../../testing/catalog-fixtures.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  admin,
  bodyOf,
  callsTo,
  crew,
  FIRST_SCREEN,
  never,
  outcomeFocused,
  plain,
  setUpStaffScreenTests,
  staffApi,
  unreachable,
} from '../shared/staff-screens.fixtures.ts';
import { startStaffSession } from '../shared/staff-session.ts';

// The catalogue's screens: the goods and an item's form, brands (the editor's list, form and outcome), the
// destinations' customs rules (a save is a new version; the history says who changed what).

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

describe('customs rules', () => {
  // The UAE's rule as the migrations keep it: 4 L of alcohol in all, no separate spirits figure, AED 3,000
  // of other goods.
  const uae: CustomsRuleVersion = {
    destination: 'United Arab Emirates',
    region: 'AE',
    version: 1,
    validFrom: Date.UTC(2026, 10, 28),
    changedBy: null,
    legalAgeAlcohol: 21,
    legalAgeTobacco: 18,
    allowances: allowanceLimits({ alcohol: 4000, cigarettes: 400, cigars: 50 }),
    goodsValue: { allowed: 3000, currencyCode: 'AED' },
    bannedCategoryTypes: [],
    sourceUrl: 'https://fujcustoms.gov.ae/en/travelers-services/passenger-customs-guide.aspx',
    sourceReadOn: '2026-11-28',
    missing: null,
  };
  const usa: CustomsRuleVersion = {
    ...uae,
    destination: 'United States',
    region: 'US',
    allowances: allowanceLimits({ alcohol: 1000, cigarettes: 200, cigars: 100 }),
    goodsValue: { allowed: 800, currencyCode: 'USD' },
    sourceUrl: 'https://www.cbp.gov/travel/us-citizens/know-before-you-go',
  };
  // Saudi Arabia bans alcohol: no allowance to list, the ban says it.
  const saudi: CustomsRuleVersion = {
    ...uae,
    destination: 'Saudi Arabia',
    region: 'SA',
    legalAgeAlcohol: null,
    legalAgeTobacco: null,
    allowances: allowanceLimits({}),
    goodsValue: null,
    bannedCategoryTypes: ['LIQUOR'],
    sourceUrl: 'https://zatca.gov.sa/en/RulesRegulations/Taxes/Pages/Prohibited-Restricted-Goods.aspx',
  };
  const spirits = /^Spirits \(litres\)/;
  const rate = (currencyId: number, code: string, name: string, usdRateMicros: number) => ({
    currencyId,
    code,
    name,
    usdRateMicros,
    setAt: null,
  });
  const rates = () =>
    json(200, {
      rates: [rate(2, 'USD', 'US Dollar', 1_000_000), rate(5, 'AED', 'UAE Dirham', 3_672_500)],
    });

  async function editUae() {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the United Arab Emirates' }, FIRST_SCREEN),
    );
    return screen.findByRole('form', { name: 'Rule for the United Arab Emirates (version 1)' });
  }

  test('the rules are listed by destination: alcohol in litres, tobacco in pieces, the value of other goods, a dash where no limit is known, and what is banned', async () => {
    staffApi({ [apiPaths.backOfficeCustomsRules]: () => json(200, { rules: [saudi, uae, usa] }) });
    renderApp('/staff/customs-rules');

    const table = await screen.findByRole('table', { name: 'Customs rules, by destination' }, FIRST_SCREEN);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Saudi Arabia1————————————LiquorEdit Saudi Arabia',
      'the United Arab Emirates14 L———40050————AED 3,00021noneEdit the United Arab Emirates',
      'the United States11 L———200100————USD 80021noneEdit the United States',
    ]);
  });

  test('an edit is saved as a new version: litres go as millilitres, the value in a shop currency, the outcome is focused, and the history says who changed what, before → after', async () => {
    let saved: CustomsRuleVersion | null = null;
    const fetchMock = staffApi({
      [apiPaths.backOfficeCustomsRules]: () => json(200, { rules: [saved ?? uae, usa] }),
      [apiPaths.backOfficeSaveCustomsRule]: ({ init }) => {
        saved = {
          ...uae,
          ...(bodyOf(init) as object),
          version: 2,
          validFrom: Date.UTC(2026, 10, 28, 9, 30),
          changedBy: 'Dawit Tesfaye',
        };
        return json(200, saved);
      },
      [apiPaths.backOfficeCustomsRuleHistory]: () => json(200, { versions: saved ? [saved, uae] : [uae] }),
      [apiPaths.backOfficeExchangeRates]: rates,
    });
    renderApp('/staff/customs-rules');

    const form = await editUae();
    const history = screen.getByRole('region', { name: 'History of this rule' });
    expect(plain((await within(history).findByRole('listitem')).textContent)).toBe(
      `Version 1 from 28 Nov 2026 00:00 UTC, by the published figuresAs published at ${uae.sourceUrl}, read on 28 Nov 2026.`,
    );
    await userEvent.type(within(form).getByLabelText(spirits), '1,5');
    const value = within(form).getByLabelText(/^Value allowed/);
    await userEvent.clear(value);
    await userEvent.type(value, '800');
    await userEvent.selectOptions(
      within(form).getByLabelText(/^Currency of the value/),
      await within(form).findByRole('option', { name: 'USD' }),
    );
    const readOn = within(form).getByLabelText(/^Source read on/);
    await userEvent.clear(readOn);
    await userEvent.type(readOn, '2026-11-29');
    await userEvent.click(within(form).getByRole('button', { name: 'Save as a new version' }));

    await outcomeFocused(
      'Saved: version 2 of the rule for the United Arab Emirates holds for orders placed from now on.',
    );
    expect(bodyOf(callsTo(fetchMock, apiPaths.backOfficeSaveCustomsRule)[0]?.[1])).toEqual({
      destination: 'United Arab Emirates',
      legalAgeAlcohol: 21,
      legalAgeTobacco: 18,
      allowances: allowanceLimits({ alcohol: 4000, spirits: 1500, cigarettes: 400, cigars: 50 }),
      goodsValue: { allowed: 800, currencyCode: 'USD' },
      bannedCategoryTypes: [],
      sourceUrl: uae.sourceUrl,
      sourceReadOn: '2026-11-29',
      missing: null,
    });
    // The form now edits the version saved, the table's row is marked, and the history leads with the change.
    expect(
      await screen.findByRole('form', { name: 'Rule for the United Arab Emirates (version 2)' }),
    ).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: 'the United Arab Emirates' }).closest('tr');
    expect(row?.className).toBe('back-office-row--saved');
    expect(plain(row?.textContent)).toContain('24 L1.5 L');
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => plain(item.textContent)),
      ).toEqual([
        'Version 2 from 28 Nov 2026 09:30 UTC, by Dawit TesfayeSpirits: — → 1.5 LOther goods: AED 3,000 → USD 800',
        'Spirits: — → 1.5 L',
        'Other goods: AED 3,000 → USD 800',
        `Version 1 from 28 Nov 2026 00:00 UTC, by the published figuresAs published at ${uae.sourceUrl}, read on 28 Nov 2026.`,
      ]),
    );
  });

  test('the rule’s own currency is shown while the shop’s currencies load', async () => {
    staffApi({
      [apiPaths.backOfficeCustomsRules]: () => json(200, { rules: [uae] }),
      [apiPaths.backOfficeCustomsRuleHistory]: () => json(200, { versions: [uae] }),
      [apiPaths.backOfficeExchangeRates]: never,
    });
    renderApp('/staff/customs-rules');

    const form = await editUae();
    const currency = within(form).getByLabelText(/^Currency of the value/) as HTMLSelectElement;
    expect(currency.value).toBe('AED');
    expect(within(currency).getByRole('option', { name: 'AED' })).toBeTruthy();
  });

  test('a figure the server refuses is named at its field, focused, and what was typed stays', async () => {
    staffApi({
      [apiPaths.backOfficeCustomsRules]: () => json(200, { rules: [uae] }),
      [apiPaths.backOfficeCustomsRuleHistory]: () => json(200, { versions: [uae] }),
      [apiPaths.backOfficeSaveCustomsRule]: () =>
        json(400, {
          errors: { 'Allowances.Spirits': ['Enter a number of 0 or more, or leave it empty.'] },
          errorCodes: {
            'Allowances.Spirits': [{ code: 'customsRules.customsFigureInvalid', params: {} }],
          },
        }),
    });
    renderApp('/staff/customs-rules');

    const form = await editUae();
    const field = within(form).getByLabelText(spirits) as HTMLInputElement;
    await userEvent.type(field, '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText('Nothing was saved: correct the marked fields.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Enter a number of 0 or more, or leave it empty.')).toBeTruthy();
    expect(field.value).toBe('1000');
  });

  test('crew have no link to the rules, and the screen is closed to them without asking the server', async () => {
    startStaffSession(crew);
    const fetchMock = staffApi();
    renderApp('/staff/customs-rules');

    expect((await screen.findByRole('alert', {}, FIRST_SCREEN)).textContent).toBe(
      'Only an administrator may do this.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Customs rules' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Customs rules' })).toBeNull();
    expect(callsTo(fetchMock, apiPaths.backOfficeCustomsRules)).toHaveLength(0);
  });
});
