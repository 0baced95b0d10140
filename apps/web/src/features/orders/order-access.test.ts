import { ORDER_ACCESS_HEADER } from '@dutyfree/contracts';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  forgetOrderToRetry,
  markOrderForRetry,
  orderAccessHeaders,
  orderToRetry,
  rememberPlacedOrder,
  takeCheckoutOrder,
} from './order-access.ts';

describe('a guest’s proof of their orders', () => {
  beforeEach(() => window.sessionStorage.clear());

  test('sends the access token of the order asked about, and none for another', () => {
    rememberPlacedOrder('DF-AAAA1111', 'token-a');
    rememberPlacedOrder('DF-BBBB2222', 'token-b');
    expect(orderAccessHeaders('DF-AAAA1111')).toEqual({ [ORDER_ACCESS_HEADER]: 'token-a' });
    expect(orderAccessHeaders('DF-CCCC3333')).toEqual({});
  });

  test('empties the cart for the order this checkout placed once, and for no other order', () => {
    rememberPlacedOrder('DF-AAAA1111', 'token-a');
    expect(takeCheckoutOrder('DF-ZZZZ9999')).toBe(false);
    expect(takeCheckoutOrder('DF-AAAA1111')).toBe(true);
    expect(takeCheckoutOrder('DF-AAAA1111')).toBe(false);
  });

  test('retries only the order this checkout placed, until it is placed again or confirmed', () => {
    rememberPlacedOrder('DF-AAAA1111', 'token-a');
    markOrderForRetry('DF-ZZZZ9999');
    expect(orderToRetry()).toBeNull();

    markOrderForRetry('DF-AAAA1111');
    expect(orderToRetry()).toBe('DF-AAAA1111');
    rememberPlacedOrder('DF-AAAA1111', 'token-a');
    expect(orderToRetry()).toBeNull();

    markOrderForRetry('DF-AAAA1111');
    expect(takeCheckoutOrder('DF-AAAA1111')).toBe(true);
    expect(orderToRetry()).toBeNull();

    rememberPlacedOrder('DF-BBBB2222', 'token-b');
    markOrderForRetry('DF-BBBB2222');
    forgetOrderToRetry();
    expect(orderToRetry()).toBeNull();
  });
});
