import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { catalogApi, catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';
import { addToCart, clearCart } from './cart-store.ts';

// SPEC §9 names the sales rate (the list price) as a percentage item's mini-cart price below its order
// quantity; the shop shows what the cart charges instead (docs/spec-deviations.md).

setUpScreenTests();

beforeEach(() => {
  clearCart();
});

afterEach(() => {
  clearCart();
});

async function miniCartRow(name: string) {
  fakeApi(catalogApi());
  renderApp('/about-us');
  // The first screen loads lazily, which on a busy machine takes longer than the default second.
  const wait = { timeout: 4000 };
  await userEvent.click(await screen.findByRole('button', { name: 'Show cart summary' }, wait));
  const row = (await screen.findByText(name, {}, wait)).closest('li');
  if (!row) throw new Error(`no mini-cart row for ${name}`);
  return within(row);
}

describe('the mini cart of a percentage item', () => {
  const percentageItem = { isPercentage: true, orderQuantity: 3, itemCategory: 'FRAGRANCE' };

  test('shows the price charged, not a dearer sales rate', async () => {
    addToCart(
      catalogItemFixture({ id: 51, name: 'Amber Oud', currentPrice: 89, salesRate: 99, ...percentageItem }),
      1,
    );
    const row = await miniCartRow('Amber Oud');
    expect(row.getByText('USD 89.00 × 1')).toBeTruthy();
    expect(row.queryByText(/99\.00/)).toBeNull();
    expect(row.getByText('Line total').nextElementSibling?.textContent).toBe('USD 89.00');
  });

  test('shows the sales rate below the order quantity when it is the lower price', async () => {
    addToCart(
      catalogItemFixture({ id: 52, name: 'Cedar Musk', currentPrice: 89, salesRate: 80, ...percentageItem }),
      2,
    );
    const row = await miniCartRow('Cedar Musk');
    // The sales rate is the lower price below the order quantity: it shows as the offer's saving.
    expect(row.getByText('USD 89.00 × 2')).toBeTruthy();
    expect(row.getByText('−USD 18.00')).toBeTruthy();
    expect(row.getByText('Line total').nextElementSibling?.textContent).toBe('USD 160.00');
  });
});
