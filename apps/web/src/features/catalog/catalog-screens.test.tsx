import { apiPaths, type CatalogItem } from '@dutyfree/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { writeCookie } from '../../lib/cookies.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { clearSession, setIssuedTokens } from '../../lib/session-store.ts';
import {
  brandsFixture,
  catalogApi,
  catalogItemFixture,
  searchResponse,
} from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { DESKTOP_QUERY } from './menus/catalog-menus.tsx';
import { ProductPage } from './product/product-page.tsx';
import { type ProductActionsProps, ProductActionsProvider } from './product-actions-context.tsx';

/** Wide screen or phone, as react-bootstrap and the header menus ask matchMedia. */
function useScreen(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query === DESKTOP_QUERY,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function items(count: number, from = 1): CatalogItem[] {
  return Array.from({ length: count }, (_, index) => catalogItemFixture({ id: from + index }));
}

beforeAll(async () => {
  window.localStorage.clear();
  await initI18n();
});

beforeEach(() => {
  clearSession();
  writeCookie('_consent', 'true');
  // jsdom has neither; the sliders measure themselves with them.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header menus', () => {
  test('the category mega menu lists departments and sub-categories, and Escape closes it', async () => {
    useScreen(true);
    fakeApi(catalogApi());
    renderApp('/about-us');
    const toggle = await screen.findByRole('button', { name: 'Categories' });

    await userEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(panel!).getByRole('link', { name: 'Liquor' }).getAttribute('href')).toBe(
      '/product-list/Liquor/1',
    );
    expect(within(panel!).getByRole('link', { name: 'Cognac & Brandy' }).getAttribute('href')).toBe(
      '/product-list/Cognac%20&%20Brandy/5',
    );
    expect(within(panel!).getByRole('link', { name: 'Souvenirs' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  test('the brand mega menu shows featured brands only, and a way to all of them', async () => {
    useScreen(true);
    fakeApi(catalogApi());
    renderApp('/about-us');

    await userEvent.click(await screen.findByRole('button', { name: 'Brands' }));

    expect(screen.getByRole('link', { name: 'Highland Reserve' }).getAttribute('href')).toBe(
      '/product-list-by-brand/Highland%20Reserve/7',
    );
    // A brand without a logo shows its name instead.
    expect(screen.getByRole('link', { name: 'Pixora' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sahara Dates' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View more brands' }).getAttribute('href')).toBe('/brands');
  });

  test('opening one menu closes the other', async () => {
    useScreen(true);
    fakeApi(catalogApi());
    renderApp('/about-us');
    const categories = await screen.findByRole('button', { name: 'Categories' });
    const brands = screen.getByRole('button', { name: 'Brands' });

    await userEvent.click(categories);
    await userEvent.click(brands);

    expect(categories.getAttribute('aria-expanded')).toBe('false');
    expect(brands.getAttribute('aria-expanded')).toBe('true');
  });

  test('on phones the drawer has an accordion of the departments that have sub-categories', async () => {
    useScreen(false);
    fakeApi(catalogApi());
    renderApp('/about-us');

    await userEvent.click(await screen.findByRole('button', { name: 'Categories' }));

    const liquor = await screen.findByRole('button', { name: 'Liquor' });
    expect(screen.queryByRole('button', { name: 'Souvenirs' })).toBeNull();
    await userEvent.click(liquor);
    expect(screen.getByRole('link', { name: 'All Liquor' }).getAttribute('href')).toBe(
      '/product-list/Liquor/1',
    );
    expect(screen.getByRole('link', { name: 'Gin' }).getAttribute('href')).toBe('/product-list/Gin/6');
  });
});

describe('search', () => {
  test('suggests up to 5 products with picture, name and price once 2 characters are typed', async () => {
    useScreen(true);
    const fetchMock = fakeApi(
      catalogApi({
        [apiPaths.autoSuggest]: ({ url }) =>
          json(200, {
            items:
              url.searchParams.get('searchText') === 'gi'
                ? [catalogItemFixture({ name: 'Pink Gin 1L' })]
                : [],
          }),
      }),
    );
    renderApp('/about-us');
    const field = await screen.findByRole('combobox', { name: 'Search the shop' });

    await userEvent.type(field, 'g');
    await userEvent.type(field, 'i');

    const option = await screen.findByRole('option', { name: /Pink Gin 1L/ });
    expect(within(option).getByText('USD 1,234.50')).toBeTruthy();
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test'));
    expect(
      asked
        .filter((url) => url.pathname === apiPaths.autoSuggest)
        .map((url) => url.searchParams.get('searchText')),
    ).toEqual(['gi']);

    await userEvent.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(option.id);

    await userEvent.type(field, 'zz');
    expect(await screen.findByText('No Matchs Found', { selector: '.site-search__no-match' })).toBeTruthy();
  });

  test('a suggestion opens its product page', async () => {
    useScreen(true);
    fakeApi(
      catalogApi({
        [apiPaths.autoSuggest]: () =>
          json(200, { items: [catalogItemFixture({ id: 42, name: 'Pink Gin 1L' })] }),
        [apiPaths.productDetails]: () =>
          json(200, { availabilitiesRes: [catalogItemFixture({ id: 42, name: 'Pink Gin 1L' })] }),
        [apiPaths.similarItems]: () => json(200, { similarItems: [] }),
      }),
    );
    const { router } = renderApp('/about-us');

    await userEvent.type(await screen.findByRole('combobox', { name: 'Search the shop' }), 'gin');
    await userEvent.click(await screen.findByRole('option', { name: /Pink Gin 1L/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pink Gin 1L' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/product-detail/42');
  });

  test('submitting needs text; then it clears the field and opens the results with value and type', async () => {
    useScreen(true);
    fakeApi(
      catalogApi({
        [apiPaths.autoSuggest]: () => json(200, { items: [] }),
        [apiPaths.searchItems]: () => json(200, searchResponse(items(1))),
      }),
    );
    const { router } = renderApp('/about-us');
    const field = await screen.findByRole('combobox', { name: 'Search the shop' });

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByText('Type what you are looking for.')).getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/about-us');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'Brands');
    expect(field.getAttribute('placeholder')).toBe('Search by brand');
    await userEvent.type(field, 'Pixora{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/SearchResult');
    expect(router.state.location.search).toBe('?searchValue=Pixora&searchType=0');
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Results for “Pixora”')).toBeTruthy();
  });
});

describe('listings', () => {
  test('the URL holds sort and page; the API is asked for exactly that', async () => {
    useScreen(true);
    const fetchMock = fakeApi(
      catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(12, 13), 30, 2)) }),
    );
    const { router } = renderApp('/deals?sort=ByName&sortDirection=ASC&activePage=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeTruthy();
    expect(await screen.findByText('30 products')).toBeTruthy();
    const call = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://shop.test'))
      .find((url) => url.pathname === apiPaths.searchItems);
    expect(Object.fromEntries(call!.searchParams)).toMatchObject({
      section: 'deals',
      sort: 'ByName',
      sortDirection: 'ASC',
      activePage: '2',
      pageSize: '12',
    });
    const pages = screen.getByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(3);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    // A new order starts again on page 1.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ByPrice&sortDirection=ASC'));
  });

  test('the pictures of the first screen are fetched at once and first; the rest when scrolled to', async () => {
    useScreen(true);
    fakeApi(catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(12), 12, 1)) }));
    renderApp('/deals');

    const grid = (await screen.findAllByRole('article'))[0]!.closest('ul')!;
    const pictures = [...grid.querySelectorAll('img')];
    expect(pictures).toHaveLength(12);
    for (const picture of pictures.slice(0, 4)) {
      expect(picture.getAttribute('loading')).toBe('eager');
      expect(picture.getAttribute('fetchpriority')).toBe('high');
    }
    for (const picture of pictures.slice(4)) {
      expect(picture.getAttribute('loading')).toBe('lazy');
    }
    // Sized, so that nothing moves when they arrive.
    expect(pictures.every((picture) => picture.getAttribute('width') && picture.getAttribute('height'))).toBe(
      true,
    );
  });

  test('filters are applied together and written to the URL', async () => {
    useScreen(true);
    fakeApi(catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(3))) }));
    const { router } = renderApp('/product-list/Liquor/1?activePage=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liquor' })).toBeTruthy();

    // A category page narrows by its own sub-categories.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Gin' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pixora' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'From' }), '20');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'To' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('The lowest price cannot be higher than the highest price.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'From' }).getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(screen.getByRole('spinbutton', { name: 'To' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'To' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?brands=8&categories=6&minPrice=20&maxPrice=100'),
    );
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeTruthy();
  });

  test('a price typed but not yet applied stays through a new sort, and is applied with it', async () => {
    useScreen(true);
    fakeApi(catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(12), 30, 1)) }));
    const { router } = renderApp('/deals');
    expect(await screen.findByText('30 products')).toBeTruthy();

    await userEvent.type(screen.getByRole('spinbutton', { name: 'From' }), '50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name: A to Z');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ByName&sortDirection=ASC'));
    expect((screen.getByRole('spinbutton', { name: 'From' }) as HTMLInputElement).value).toBe('50');

    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=ByName&sortDirection=ASC&minPrice=50'),
    );
  });

  test('the brand filter offers the brands of the listing, and any brand already ticked', async () => {
    useScreen(true);
    // Pixora (8) has products here; Highland Reserve (7) has none but is ticked; Sahara Dates (9) neither.
    fakeApi(catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(3), 3, 1, [8])) }));
    renderApp('/product-list/Liquor/1?brands=7');

    expect(await screen.findByRole('checkbox', { name: 'Pixora' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Highland Reserve' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole('checkbox', { name: 'Sahara Dates' })).toBeNull();
  });

  test('the category filter offers the categories of the listing, and any category already ticked', async () => {
    useScreen(true);
    // Search results of Souvenirs (9) alone: the Liquor department (1) is not offered.
    fakeApi(
      catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(3), 3, 1, [8], [9])) }),
    );
    renderApp('/SearchResult?searchValue=mug&searchType=2');
    expect(await screen.findByRole('checkbox', { name: 'Souvenirs' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Liquor' })).toBeNull();
    cleanup();

    // On the Liquor page Gin (6) has products; Cognac & Brandy (5) has none but is ticked.
    fakeApi(
      catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse(items(3), 3, 1, [8], [1, 6])) }),
    );
    renderApp('/product-list/Liquor/1?categories=5');
    expect(await screen.findByRole('checkbox', { name: 'Gin' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Cognac & Brandy' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  test('an empty listing says so and offers to clear the filters', async () => {
    useScreen(true);
    fakeApi(catalogApi({ [apiPaths.searchItems]: () => json(200, searchResponse([], 0)) }));
    const { router } = renderApp('/SearchResult?searchValue=nothing&searchType=2&brands=7');

    const empty = (await screen.findByText('No products match your choice.')).parentElement!;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchValue=nothing&searchType=2'));
  });
});

/** Stands in for what the cart plugs into the actions slot, showing what it was given. */
function Seen(props: ProductActionsProps) {
  return (
    <output>{`${props.placement} ${props.item.id} × ${props.quantity}${props.busy ? ' (busy)' : ''}`}</output>
  );
}

describe('product page', () => {
  test('shows the product with miles, volume discounts, similar items and its actions slot', async () => {
    useScreen(true);
    const product = catalogItemFixture({
      id: 129,
      name: 'Pilot Quartz 44mm',
      quantity: 3,
      currentPrice: 423.99,
      salesRate: 423.99,
      milesForRedeem: 42400,
      milesForAccrual: 848,
      volumePriceList: [
        {
          volumePriceId: 1,
          startQuantity: 1,
          endQuantity: 1,
          customePrice: 423.99,
          itemId: 129,
          priceListId: 1,
        },
        {
          volumePriceId: 2,
          startQuantity: 2,
          endQuantity: 3,
          customePrice: 402.79,
          itemId: 129,
          priceListId: 1,
        },
        {
          volumePriceId: 3,
          startQuantity: 4,
          endQuantity: 6,
          customePrice: 381.59,
          itemId: 129,
          priceListId: 1,
        },
      ],
    });
    const fetchMock = fakeApi(
      catalogApi({
        [apiPaths.productDetails]: () => json(200, { availabilitiesRes: [product] }),
        [apiPaths.similarItems]: () =>
          json(200, { similarItems: [catalogItemFixture({ id: 77, name: 'Navigator 42mm' })] }),
      }),
    );
    renderApp('/product-detail/129');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pilot Quartz 44mm' })).toBeTruthy();
    expect(screen.getByText('USD 423.99', { selector: '.product-price__now bdi' })).toBeTruthy();
    expect(screen.getByText('or 42,400 miles')).toBeTruthy();
    expect(screen.getByText('Earn 848 miles with this purchase')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Volume discounts' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'QuantityPrice per itemYou save',
      '1 (your quantity)USD 423.990%',
      '2–3USD 402.795%',
      '4 or moreUSD 381.5910%',
    ]);

    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '3');
    expect(within(table).getByText('(your quantity)').closest('tr')?.textContent).toContain('2–3');

    expect(await screen.findByRole('heading', { name: 'You might also like' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Navigator 42mm' }).getAttribute('href')).toBe(
      '/product-detail/77',
    );
    const similarCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://shop.test'))
      .find((url) => url.pathname === apiPaths.similarItems);
    expect(Object.fromEntries(similarCall!.searchParams)).toMatchObject({
      CurrentItemId: '129',
      ItemCategoryId: '5',
      BrandId: '7',
    });
  });

  test('the actions slot gets the product, the chosen quantity and whether details are still loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi(
      catalogApi({
        [apiPaths.productDetails]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
        [apiPaths.similarItems]: () => json(200, { similarItems: [] }),
      }),
    );
    setIssuedTokens({ clientAccessToken: 'client-token', accessToken: 'anonymous-token', baseUrl: '' });
    // Passed along before the shopper switched to US dollars: its euro price must not show.
    const passed = catalogItemFixture({ id: 5, quantity: 4, currency: 'EUR' });
    const router = createMemoryRouter(
      [{ path: '/product-detail/:id', element: <ProductPage itemId={5} /> }],
      {
        initialEntries: [{ pathname: '/product-detail/5', state: { item: passed } }],
      },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProductActionsProvider value={Seen}>
          <RouterProvider router={router} />
        </ProductActionsProvider>
      </QueryClientProvider>,
    );

    // What the link passed along shows at once; the add button waits for the fresh details.
    expect(await screen.findByText('detail 5 × 1 (busy)')).toBeTruthy();
    expect(screen.getByText('Loading the price')).toBeTruthy();
    expect(screen.queryByText(/EUR/)).toBeNull();
    await act(async () => answer(json(200, { availabilitiesRes: [{ ...passed, currency: 'USD' }] })));
    expect(await screen.findByText('detail 5 × 1')).toBeTruthy();
    expect(screen.queryByText('Loading the price')).toBeNull();
    expect(screen.getByText('USD 1,234.50', { selector: '.product-price__now bdi' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByText('detail 5 × 2')).toBeTruthy();
  });

  test('typed quantities are kept between 1 and the stock', async () => {
    useScreen(true);
    fakeApi(
      catalogApi({
        [apiPaths.productDetails]: () =>
          json(200, { availabilitiesRes: [catalogItemFixture({ quantity: 5 })] }),
        [apiPaths.similarItems]: () => json(200, { similarItems: [] }),
      }),
    );
    renderApp('/product-detail/1');
    const field = await screen.findByRole('spinbutton', { name: 'Quantity' });

    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    expect(field).toHaveProperty('value', '5');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    expect(field).toHaveProperty('value', '1');
  });

  test('a product that cannot be loaded leads to /404', async () => {
    useScreen(true);
    fakeApi(catalogApi({ [apiPaths.productDetails]: () => json(404, { message: 'No such item' }) }));
    const { router } = renderApp('/product-detail/999');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page could not be found!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('brands page', () => {
  test('shows 30 brands per page with numbered pages', async () => {
    useScreen(true);
    const many = Array.from({ length: 35 }, (_, index) => ({
      id: index + 1,
      name: `Brand ${String(index + 1).padStart(2, '0')}`,
      brandImageURL: index % 2 ? `/media/brands/${index + 1}.svg` : null,
      isPowerFullBrand: false,
    }));
    fakeApi(catalogApi({ [apiPaths.brands]: () => json(200, { brandsRes: many }) }));
    renderApp('/brands');

    const grid = await screen.findByRole('list', { name: 'Brands, page 1 of 2' });
    expect(within(grid).getAllByRole('link')).toHaveLength(30);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));

    const second = await screen.findByRole('list', { name: 'Brands, page 2 of 2' });
    expect(
      within(second)
        .getAllByRole('link')
        .map((link) => link.textContent || link.querySelector('img')?.alt),
    ).toEqual(['Brand 31', 'Brand 32', 'Brand 33', 'Brand 34', 'Brand 35']);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('home', () => {
  test('new arrivals link to all of them only when there are more than 4', async () => {
    useScreen(true);
    const listSizesAsked: (string | null)[] = [];
    fakeApi(
      catalogApi({
        [apiPaths.banners]: () =>
          json(200, {
            bannerListRes: [
              { bunnerImageSize: 1, imageURL: '/media/banners/1.svg', videoURL: null, title: 'Opening Week' },
            ],
          }),
        [apiPaths.preOrderItems]: ({ url }) => {
          listSizesAsked.push(url.searchParams.get('limit'));
          return json(200, {
            newArrivalItems: items(5),
            specialOfferItems: items(3, 10),
            travelExeclusiveItems: [],
            bestSellerItems: [],
            deals: [],
            allInOneList: [],
          });
        },
      }),
    );
    renderApp('/');

    const arrivals = await screen.findByRole('region', { name: 'New Arrivals' });
    await within(arrivals).findAllByRole('article');
    expect(within(arrivals).getByRole('link', { name: 'View all: New Arrivals' }).getAttribute('href')).toBe(
      '/new-arrivals',
    );
    const offers = screen.getByRole('region', { name: 'Special offers' });
    expect(within(offers).queryByRole('link', { name: /View all/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/promotions');
    // Only the items the sliders show, not each list's full 20.
    expect(listSizesAsked).toEqual(['8']);
    // A banner the shop's translations do not know shows its own title, as text over the picture.
    const banner = screen.getByRole('group', { name: '1 of 1' });
    expect(banner.textContent).toContain('Opening Week');
    expect(banner.textContent).toContain('Pre-order · collect on board');
  });
});

// Keeps the fixtures honest: the brand menu tests rely on these flags.
test('fixtures: two featured brands, one of them without a logo', () => {
  expect(brandsFixture.filter((brand) => brand.isPowerFullBrand).map((brand) => brand.brandImageURL)).toEqual(
    ['/media/brands/7.svg', null],
  );
});
