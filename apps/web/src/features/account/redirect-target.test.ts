import { describe, expect, test } from 'vitest';
import { offersGuestCheckout, readRedirectTarget, withRedirect } from './redirect-target.ts';

const target = (query: string) => readRedirectTarget(new URLSearchParams(query));

describe('redirect target', () => {
  test('defaults to the dashboard', () => {
    expect(target('')).toBe('/account/dashboard');
  });

  test('follows a path of the shop, query included', () => {
    expect(target('redirectUrl=%2Fcheckout')).toBe('/checkout');
    expect(target('redirectUrl=%2Fcart%3Fx%3D1')).toBe('/cart?x=1');
  });

  test.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses to leave the shop for %s',
    (url) => {
      expect(target(new URLSearchParams({ redirectUrl: url }).toString())).toBe('/account/dashboard');
    },
  );

  test('links carry the target unless it is the default', () => {
    expect(withRedirect('/login', '/checkout')).toBe('/login?redirectUrl=%2Fcheckout');
    expect(withRedirect('/login', '/account/dashboard')).toBe('/login');
  });

  test('offers guest checkout only on the way to the checkout', () => {
    expect(offersGuestCheckout('/checkout')).toBe(true);
    expect(offersGuestCheckout('/checkout?step=2')).toBe(true);
    expect(offersGuestCheckout('/cart')).toBe(false);
    expect(offersGuestCheckout('/account/dashboard')).toBe(false);
  });
});
