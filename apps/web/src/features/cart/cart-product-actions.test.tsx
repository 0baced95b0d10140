import type { CatalogItem } from '@dutyfree/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastRegion } from '../../components/toast-region.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { setIssuedTokens } from '../../lib/session-store.ts';
import { dismissToast, getToasts } from '../../lib/toast-store.ts';
import { catalogApi, catalogItemFixture, purchaseRulesFixture } from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { ProductActions, ProductActionsProvider } from '../catalog/product-actions-context.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { CartProductActions } from './cart-product-actions.tsx';
import { clearCart, getCart } from './cart-store.ts';
import { PurchaseGatesProvider } from './purchase-gates.tsx';
import { GO_TO_CART_DELAY_MS } from './use-add-to-cart.ts';

function renderProduct(item: CatalogItem) {
  const router = createMemoryRouter(
    [
      {
        path: '/product',
        element: (
          <PurchaseGatesProvider>
            <ProductActionsProvider value={CartProductActions}>
              <ProductActions item={item} quantity={1} busy={false} placement="card" />
            </ProductActionsProvider>
            <ToastRegion closeLabel="Close" />
          </PurchaseGatesProvider>
        ),
      },
      { path: '/', element: <h1>Home</h1> },
      { path: '/cart', element: <h1>Cart</h1> },
    ],
    { initialEntries: ['/product'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const whisky = catalogItemFixture({ id: 11, name: 'Highland Malt', itemCategory: 'LIQUOR', quantity: 10 });

beforeAll(async () => {
  window.localStorage.clear();
  await initI18n();
});

beforeEach(() => {
  setIssuedTokens({ clientAccessToken: 'client', accessToken: 'anonymous', baseUrl: '' });
  fakeApi(
    catalogApi({
      '/PreOrder/api/V1.0/PriceList/GetPriceListByOfferType': () => json(200, { priceLists: [] }),
    }),
  );
  clearCart();
});

afterEach(() => {
  cleanup();
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the add-to-cart control', () => {
  test('asks the age before adding liquor; under 18 goes home and adds nothing', async () => {
    const router = renderProduct(whisky);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Highland Malt' }));
    await screen.findByRole('dialog', { name: 'Are you over 18?' });
    await userEvent.click(screen.getByRole('button', { name: 'under 18 Exit' }));
    expect(router.state.location.pathname).toBe('/');
    expect(getCart().cart).toEqual([]);
  });

  test('yes adds, says so for 1 s, remembers the answer and goes to the cart', async () => {
    const router = renderProduct(whisky);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Highland Malt' }));
    const yes = await screen.findByRole('button', { name: 'Yes' });
    // The test's own clock from the answer on, so the wait before the cart is not a real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(yes);
    });
    expect(screen.getByRole('status').textContent).toContain('Highland Malt was added to your cart.');
    expect(getCart()).toMatchObject({ ageConfirmed: true, selectedItemsInCart: { 11: true } });
    await act(() => vi.advanceTimersByTimeAsync(GO_TO_CART_DELAY_MS - 1));
    expect(router.state.location.pathname).not.toBe('/cart');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/cart');
  });

  test('a liquor the rules exempt is added without asking the age', async () => {
    const alcoholFree = catalogItemFixture({
      id: 14,
      name: 'Zero Proof Spirit',
      itemCategory: 'LIQUOR',
      itemCode: purchaseRulesFixture.ageGateExempt.itemCodes[0]!,
      quantity: 10,
    });
    renderProduct(alcoholFree);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Zero Proof Spirit' }));
    await waitFor(() => expect(getCart().selectedItemsInCart).toEqual({ 14: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("an EU-banned cosmetic asks whether the destination is in Europe, giving the rule's reason", async () => {
    const banned = catalogItemFixture({
      id: 15,
      name: 'Lilial Cream',
      itemCategory: 'COSMETICS',
      itemCode: purchaseRulesFixture.euBan.itemCodes[0]!,
      quantity: 10,
    });
    const router = renderProduct(banned);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Lilial Cream' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is your destination in Europe?' });
    expect(dialog.textContent).toContain(
      `${purchaseRulesFixture.euBan.reason} It cannot be delivered to a flight to Europe.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Abort' }));
    expect(router.state.location.pathname).toBe('/');
    expect(getCart().cart).toEqual([]);
  });

  test('a sold-out product shows a disabled Out of stock control instead of an add button', async () => {
    const soldOut = catalogItemFixture({ id: 13, name: 'Gone Scarf', itemCategory: 'FASHION', quantity: 0 });
    renderProduct(soldOut);
    const control = screen.getByRole('button', { name: 'Out of stock: Gone Scarf' });
    expect((control as HTMLButtonElement).disabled).toBe(true);
    expect(control.textContent).toBe('Out of stock');
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  test('refuses more than the stock with the SPEC §5 warnings', async () => {
    const lastOne = catalogItemFixture({ id: 12, name: 'Last Watch', itemCategory: 'WATCHES', quantity: 1 });
    renderProduct(lastOne);
    const add = screen.getByRole('button', { name: 'Add to cart: Last Watch' });
    await userEvent.click(add);
    await waitFor(() => expect(getCart().cart.map((line) => line.quantity)).toEqual([1]));

    await userEvent.click(add);
    const warning = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('out of stock'));
    expect(warning?.textContent).toContain('number of items in the stock 1');
    expect(getCart().cart.map((line) => line.quantity)).toEqual([1]);
  });
});
