import { describe, expect, it } from 'vitest';
import { callerOf, signedInCustomer, staffCaller } from './caller.ts';
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

describe('staff callers', () => {
  const staffToken = claims({ kind: 'staff', sub: '5', role: 'crew' });

  it('names a staff member on staff routes only: on shop routes a staff token is a guest', () => {
    expect(callerOf(staffToken, undefined, 'staff')).toEqual({ kind: 'staff', staffId: 5, role: 'crew' });
    expect(callerOf(staffToken)).toEqual({ kind: 'guest' });
    expect(callerOf(staffToken, 'tok', 'shop')).toEqual({ kind: 'guest', orderAccessToken: 'tok' });
    expect(callerOf(claims({ kind: 'staff', sub: '5' }), undefined, 'staff')).toEqual({ kind: 'guest' });
  });

  it('lets crew make crew calls and admins make every call; 403 for everyone else', () => {
    expect(staffCaller({ kind: 'staff', staffId: 5, role: 'crew' }, 'crew')).toEqual({
      staffId: 5,
      role: 'crew',
    });
    expect(staffCaller({ kind: 'staff', staffId: 6, role: 'admin' }, 'crew')).toEqual({
      staffId: 6,
      role: 'admin',
    });
    expect(staffCaller({ kind: 'staff', staffId: 6, role: 'admin' }, 'admin')).toMatchObject({ staffId: 6 });
    expect(() => staffCaller({ kind: 'staff', staffId: 5, role: 'crew' }, 'admin')).toThrow(
      expect.objectContaining({
        statusCode: 403,
        error: expect.objectContaining({ code: 'staff.adminOnly' }),
      }),
    );
    for (const caller of [
      { kind: 'guest' } as const,
      { kind: 'customer', customerId: 1, memberId: null } as const,
      { kind: 'member', memberId: 'ET1' } as const,
    ]) {
      expect(() => staffCaller(caller, 'crew')).toThrow(
        expect.objectContaining({
          statusCode: 403,
          error: expect.objectContaining({ code: 'staff.staffOnly' }),
        }),
      );
    }
  });
});
