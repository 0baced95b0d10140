import type { OfferPriceList } from '@dutyfree/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import {
  addToCart,
  applyPromo,
  beginCheckout,
  CART_PERSISTENCE_MS,
  CART_STORAGE_KEY,
  checkoutLines,
  clearCart,
  completeCheckout,
  getCart,
  refreshCart,
  rehydrateCart,
  removeFromCart,
  resumeCart,
  setLineQuantity,
  setLineSelected,
} from './cart-store.ts';

const tiered = catalogItemFixture({
  id: 1,
  currentPrice: 100,
  salesRate: 100,
  priceListId: 11,
  priceListApplied: 1,
  volumePriceList: [
    { volumePriceId: 1, startQuantity: 2, endQuantity: 3, customePrice: 95, itemId: 1, priceListId: 11 },
    { volumePriceId: 2, startQuantity: 4, endQuantity: 6, customePrice: 90, itemId: 1, priceListId: 11 },
  ],
});
const buyTwoGetOne = catalogItemFixture({
  id: 2,
  currentPrice: 50,
  salesRate: 50,
  priceListId: 12,
  priceListApplied: 4,
  buyGetPriceList: [{ buyQuantity: 2, getQuantity: 1, getItemId: 3 }],
});
const gift = catalogItemFixture({ id: 3, currentPrice: 20, salesRate: 20 });
const promoList: OfferPriceList = {
  id: 40,
  name: 'Welcome 10% off',
  priceListApplied: 3,
  priceListIndividualRateRes: [{ itemId: 2, amount: 45, priceListId: 40 }],
  priceListBundleRateRes: [],
};

describe('the cart store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    clearCart();
  });
  afterEach(() => {
    clearCart();
    vi.useRealTimers();
  });

  test('adding creates a selected line; adding again raises its quantity', () => {
    addToCart(tiered, 1);
    addToCart(buyTwoGetOne, 1);
    addToCart(tiered, 2);
    const { cart, selectedItemsInCart } = getCart();
    expect(cart.map((line) => [line.item.id, line.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(selectedItemsInCart).toEqual({ 1: true, 2: true });
  });

  test('removing a line also clears its selection', () => {
    addToCart(tiered, 4);
    addToCart(buyTwoGetOne, 2);
    applyPromo({ code: 'WELCOME10', priceList: promoList });
    removeFromCart(1);
    removeFromCart(2);
    const cart = getCart();
    expect(cart.cart).toEqual([]);
    expect(cart.selectedItemsInCart).toEqual({});
  });

  test('checking out moves the selected lines into the summary and clears the selection', () => {
    addToCart(tiered, 1);
    addToCart(buyTwoGetOne, 1);
    setLineSelected(2, false);
    beginCheckout();
    expect(getCart().cartForSummary.map((line) => line.item.id)).toEqual([1]);
    expect(getCart().selectedItemsInCart).toEqual({});

    // Back in the cart without ordering: the lines that went to checkout are selected again.
    resumeCart();
    expect(getCart().selectedItemsInCart).toEqual({ 1: true, 2: false });
  });

  test('checkout sells the cart as it is now: a line taken out after checking out is gone, a new quantity holds', () => {
    addToCart(tiered, 1);
    addToCart(buyTwoGetOne, 1);
    setLineSelected(2, false);
    beginCheckout();
    setLineQuantity(1, 3);
    expect(checkoutLines().map((line) => [line.item.id, line.quantity])).toEqual([[1, 3]]);

    // Every line chosen at checkout taken out: the checkout shows what the cart still holds, never the copy.
    removeFromCart(1);
    expect(checkoutLines().map((line) => line.item.id)).toEqual([2]);
    removeFromCart(2);
    expect(checkoutLines()).toEqual([]);
  });

  test("checkout reached without the cart's button (a bookmark, the account page) shows the cart's lines", () => {
    addToCart(tiered, 1);
    beginCheckout();
    removeFromCart(1);
    addToCart(buyTwoGetOne, 2);
    expect(checkoutLines().map((line) => [line.item.id, line.quantity])).toEqual([[2, 2]]);
  });

  test('after an order its lines leave the cart with the summary and the promotion code', () => {
    addToCart(tiered, 1);
    addToCart(buyTwoGetOne, 1);
    applyPromo({ code: 'WELCOME10', priceList: promoList });
    setLineSelected(2, false);
    beginCheckout();
    completeCheckout();
    const cart = getCart();
    expect(cart.cart.map((line) => line.item.id)).toEqual([2]);
    expect(cart.cartForSummary).toEqual([]);
    expect(cart.promo).toBeNull();
  });

  test('the cart survives a reload and is cleared once it is an hour old', () => {
    addToCart(tiered, 2);
    rehydrateCart();
    expect(getCart().cart.map((line) => line.quantity)).toEqual([2]);

    rehydrateCart(Date.now() + CART_PERSISTENCE_MS);
    expect(getCart().cart).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  test('an open page clears the cart when its hour is up', () => {
    addToCart(tiered, 1);
    vi.advanceTimersByTime(CART_PERSISTENCE_MS - 1000);
    expect(getCart().cart).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(getCart().cart).toEqual([]);
  });

  test('a damaged kept cart is dropped line by line rather than breaking the shop', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        savedAt: Date.now(),
        state: {
          cart: [
            { item: { id: 'x' }, quantity: 1 },
            { item: tiered, quantity: 2 },
          ],
          selectedItemsInCart: { 1: true },
        },
      }),
    );
    rehydrateCart();
    expect(getCart().cart.map((line) => line.item.id)).toEqual([1]);
    expect(getCart().selectedItemsInCart).toEqual({ 1: true });
  });

  test('fresh server data replaces the kept products, drops unsold ones and keeps the hour running', () => {
    addToCart(tiered, 1);
    addToCart(buyTwoGetOne, 2);
    const kept = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').savedAt;
    vi.advanceTimersByTime(60_000);
    refreshCart({ items: [{ ...tiered, currency: 'EUR', currentPrice: 92 }, gift], unavailableItemIds: [2] });
    const cart = getCart();
    expect(cart.cart.map((line) => [line.item.id, line.item.currency])).toEqual([[1, 'EUR']]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}').savedAt).toBe(kept);
  });
});
