import { describe, expect, test } from 'vitest';
import { activeFilterCount, readListingState, writeListingState } from './listing-params.ts';

describe('listing state in the URL', () => {
  test('a plain URL is page 1, by price from high to low, without filters', () => {
    expect(readListingState(new URLSearchParams())).toEqual({
      sort: 'ByPrice',
      sortDirection: 'DESC',
      activePage: 1,
      brands: [],
      categories: [],
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  test('what is written is read back the same', () => {
    const params = writeListingState(new URLSearchParams('searchValue=gin&lng=ar'), {
      sort: 'ByName',
      sortDirection: 'ASC',
      activePage: 3,
      brands: [4, 9],
      categories: [2],
      minPrice: 10.5,
      maxPrice: 200,
    });
    expect(params.get('searchValue')).toBe('gin');
    expect(params.get('lng')).toBe('ar');
    expect(readListingState(params)).toEqual({
      sort: 'ByName',
      sortDirection: 'ASC',
      activePage: 3,
      brands: [4, 9],
      categories: [2],
      minPrice: 10.5,
      maxPrice: 200,
    });
  });

  test('defaults stay out of the URL', () => {
    const params = writeListingState(new URLSearchParams('sort=ByName&activePage=4&brands=3'), {
      sort: 'ByPrice',
      sortDirection: 'DESC',
      activePage: 1,
      brands: [],
    });
    expect(params.toString()).toBe('');
  });

  test('hand-edited nonsense falls back to defaults, one parameter at a time', () => {
    const state = readListingState(
      new URLSearchParams('sort=Cheapest&sortDirection=UP&activePage=-2&brands=x,5&minPrice=&maxPrice=50'),
    );
    expect(state).toMatchObject({
      sort: 'ByPrice',
      sortDirection: 'DESC',
      activePage: 1,
      brands: [],
      maxPrice: 50,
    });
    expect(state.minPrice).toBeUndefined();
  });

  test("the shop's 'Default' order is its price order", () => {
    expect(readListingState(new URLSearchParams('sort=Default&sortDirection=ASC'))).toMatchObject({
      sort: 'ByPrice',
      sortDirection: 'ASC',
    });
  });

  test('a search of everything comes best match first until another order is picked', () => {
    const searched = new URLSearchParams('searchValue=glen&searchType=2');
    expect(readListingState(searched)).toMatchObject({ sort: 'Default', sortDirection: 'DESC' });
    expect(writeListingState(searched, { sort: 'Default', sortDirection: 'DESC' }).has('sort')).toBe(false);
    const byPrice = writeListingState(searched, { sort: 'ByPrice', sortDirection: 'DESC' });
    expect(readListingState(byPrice)).toMatchObject({ sort: 'ByPrice', sortDirection: 'DESC' });
    // A brand or category search has no ranking: the price order stays the default.
    expect(readListingState(new URLSearchParams('searchValue=glen&searchType=0'))).toMatchObject({
      sort: 'ByPrice',
    });
  });

  test('active filters are counted one by one', () => {
    expect(activeFilterCount({ brands: [1, 2], categories: [3], minPrice: 0, maxPrice: undefined })).toBe(4);
  });
});
