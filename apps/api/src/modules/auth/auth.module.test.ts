import { describe, expect, it } from 'vitest';
import { allSessionChecks } from './auth.module.ts';
import type { UserClaims } from './token.service.ts';

const user: UserClaims = { typ: 'user', kind: 'customer', sub: '7', jti: 'j', iat: 0, exp: 9e9 };
const atOnce = (live: boolean) => ({ isCurrent: () => live });
const afterRead = (live: boolean) => ({ isCurrent: () => Promise.resolve(live) });

describe('several session checks as one', () => {
  it('answers at once while every check does', () => {
    expect(allSessionChecks(atOnce(true), atOnce(true)).isCurrent(user)).toBe(true);
    expect(allSessionChecks(atOnce(true), atOnce(false)).isCurrent(user)).toBe(false);
    // A check that refuses at once spares the read of the next.
    expect(allSessionChecks(atOnce(false), afterRead(true)).isCurrent(user)).toBe(false);
  });

  it('waits for a check that reads, and asks the ones after it', async () => {
    expect(await allSessionChecks(afterRead(true), atOnce(true)).isCurrent(user)).toBe(true);
    expect(await allSessionChecks(afterRead(true), atOnce(false)).isCurrent(user)).toBe(false);
    expect(await allSessionChecks(atOnce(true), afterRead(false)).isCurrent(user)).toBe(false);
  });
});
