import type { CatalogItem, PricedCartLine } from '@dutyfree/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { setIssuedTokens } from '../../lib/session-store.ts';
import { catalogApi, catalogItemFixture, purchaseRulesFixture } from '../../testing/catalog-fixtures.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { initI18n } from '../i18n/i18n.ts';
import { CartLineView } from './cart-line-view.tsx';

function renderLine(item: CatalogItem) {
  const priced: PricedCartLine = {
    itemId: item.id,
    item,
    quantity: 1,
    isFreeOffer: false,
    offeredByItemId: null,
    appliedRule: 'list',
    listUnitPrice: item.currentPrice,
    unitPrice: item.currentPrice,
    listTotal: item.currentPrice,
    lineTotal: item.currentPrice,
    discount: 0,
    bundleUnits: 0,
    milesForRedeem: 0,
    milesForAccrual: 0,
  };
  const line = (
    <ul>
      <CartLineView
        item={item}
        priced={priced}
        gift={undefined}
        selected
        onSelect={() => {}}
        onQuantity={() => {}}
        onRemove={() => {}}
      />
    </ul>
  );
  const router = createMemoryRouter([{ path: '*', element: line }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  setIssuedTokens({ clientAccessToken: 'client', accessToken: 'anonymous', baseUrl: '' });
  fakeApi(catalogApi());
});

afterEach(cleanup);

describe('a cart line of tobacco or liquor', () => {
  test('says why an exempt product was added without the age question', async () => {
    const alcoholFree = catalogItemFixture({
      id: 21,
      itemCategory: 'LIQUOR',
      itemCode: purchaseRulesFixture.ageGateExempt.itemCodes[0]!,
    });
    renderLine(alcoholFree);
    expect(
      await screen.findByText(`No age check: ${purchaseRulesFixture.ageGateExempt.reason}`),
    ).toBeTruthy();
  });

  test('says nothing of the age for a product the question is asked for', async () => {
    renderLine(catalogItemFixture({ id: 22, itemCategory: 'LIQUOR', itemCode: 'LIQ-00022' }));
    await screen.findByRole('heading', { name: 'Product 22' });
    expect(screen.queryByText(/No age check/)).toBeNull();
  });
});
