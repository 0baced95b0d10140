import { describe, expect, it } from 'vitest';
import { callerOf, signedInCustomer } from './caller.ts';
import type { UserClaims } from './token.service.ts';

const claims = (overrides: Partial<UserClaims>): UserClaims => ({
  typ: 'user',
  kind: 'anonymous',
  jti: 'j',
  iat: 0,
  exp: 9e12,
  ...overrides,
});

describe('callerOf', () => {
  it('names a shop customer with the membership linked to the account', () => {
    expect(callerOf(claims({ kind: 'customer', sub: '42', member: 'ET1' }))).toEqual({
      kind: 'customer',
      customerId: 42,
      memberId: 'ET1',
    });
    expect(callerOf(claims({ kind: 'customer', sub: '7' }))).toEqual({
      kind: 'customer',
      customerId: 7,
      memberId: null,
    });
  });

  it('names a loyalty member without a shop account by membership number', () => {
    expect(callerOf(claims({ kind: 'member', sub: 'ET100' }))).toEqual({ kind: 'member', memberId: 'ET100' });
  });

  it('treats anonymous, checkout-guest and malformed tokens as a guest', () => {
    expect(callerOf(null)).toEqual({ kind: 'guest' });
    expect(callerOf(claims({ kind: 'anonymous' }))).toEqual({ kind: 'guest' });
    expect(callerOf(claims({ kind: 'guest' }))).toEqual({ kind: 'guest' });
    expect(callerOf(claims({ kind: 'customer', sub: 'not-a-number' }))).toEqual({ kind: 'guest' });
    expect(callerOf(claims({ kind: 'member' }))).toEqual({ kind: 'guest' });
  });

  it('carries an order-access token beside whoever calls', () => {
    expect(callerOf(null, 'tok')).toEqual({ kind: 'guest', orderAccessToken: 'tok' });
    expect(callerOf(claims({ kind: 'member', sub: 'ET1' }), 'tok')).toMatchObject({
      orderAccessToken: 'tok',
    });
  });
});

describe('signedInCustomer', () => {
  it('answers 401 for anyone but a shop customer', () => {
    expect(signedInCustomer({ kind: 'customer', customerId: 3, memberId: null })).toEqual({ customerId: 3 });
    expect(() => signedInCustomer({ kind: 'member', memberId: 'ET1' })).toThrow(
      expect.objectContaining({ statusCode: 401 }),
    );
    expect(() => signedInCustomer({ kind: 'guest' })).toThrow(expect.objectContaining({ statusCode: 401 }));
  });
});
