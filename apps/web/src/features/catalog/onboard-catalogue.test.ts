import { describe, expect, test } from 'vitest';
import { catalogItemFixture, categoriesFixture } from '../../testing/catalog-fixtures.ts';
import { onBoardHomeLists, onBoardListing, onBoardSuggestions, onFlight } from './onboard-catalogue.ts';

const cognac = catalogItemFixture({
  id: 1,
  name: 'Cognac XO',
  currentPrice: 120,
  salesRate: 150,
  itemCategoryId: 5,
  regiseredDate: '2026-01-01T00:00:00Z',
});
const gin = catalogItemFixture({
  id: 2,
  name: 'Dry Gin',
  currentPrice: 30,
  salesRate: 30,
  itemCategoryId: 6,
  brand: 'Pixora',
  brandId: 8,
  isTravelExeclusive: true,
  regiseredDate: '2026-06-01T00:00:00Z',
});
const dates = catalogItemFixture({
  id: 3,
  name: 'Medjool dates',
  currentPrice: 12,
  salesRate: 12,
  itemCategory: 'SOUVENIRS',
  itemCategoryId: 9,
  brand: 'Sahara Dates',
  brandId: 9,
  priceListId: 40,
  priceListApplied: 4,
  regiseredDate: '2026-03-01T00:00:00Z',
});
const flight = [gin, dates, cognac];

describe("the flight's catalogue, cut in the browser", () => {
  test('home lists: newest, offers, exclusives, deals, each most expensive first; all of them once', () => {
    const lists = onBoardHomeLists(flight);
    expect(lists.newArrivalItems.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(lists.specialOfferItems.map((item) => item.id)).toEqual([3]);
    expect(lists.travelExeclusiveItems.map((item) => item.id)).toEqual([2]);
    expect(lists.deals.map((item) => item.id)).toEqual([1]);
    expect(lists.allInOneList.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  test('a category page holds its sub-categories; the default order is by price, most expensive first', () => {
    const page = onBoardListing(flight, { categoryId: 1 }, categoriesFixture);
    expect(page.items.map((item) => item.id)).toEqual([1, 2]);
    expect(page.totalCount).toBe(2);
    expect(page.filterBrandIds).toEqual([7, 8]);
  });

  test('search text, price range, ticked brands and name order combine; ticking keeps every brand choice', () => {
    const page = onBoardListing(
      flight,
      { searchValue: 'i', minPrice: 20, brands: [8], sort: 'ByName', sortDirection: 'ASC' },
      categoriesFixture,
    );
    expect(page.items.map((item) => item.id)).toEqual([2]);
    expect(page.filterBrandIds).toEqual([7, 8]);
    expect(onBoardListing(flight, { searchValue: 'sahara', searchType: '0' }, []).items).toEqual([dates]);
  });

  test('sections and pages: promotions are the quantity offers; 12 a page', () => {
    expect(onBoardListing(flight, { section: 'promotions' }, []).items).toEqual([dates]);
    const many = Array.from({ length: 15 }, (_, i) => catalogItemFixture({ id: i + 10, currentPrice: i }));
    const second = onBoardListing(many, { activePage: 2, pageSize: 12 }, []);
    expect(second.items.map((item) => item.id)).toEqual([12, 11, 10]);
    expect(second.totalCount).toBe(15);
  });

  test("suggestions and similar items keep to the flight, with the flight's stock", () => {
    expect(onBoardSuggestions(flight, ' GIN', 5)).toEqual([gin]);
    const warehouseGin = { ...gin, quantity: 500 };
    expect(onFlight([warehouseGin, catalogItemFixture({ id: 99 })], flight)).toEqual([gin]);
  });
});
