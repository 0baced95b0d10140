import { describe, expect, it } from 'vitest';
import type { UserClaims } from '../auth/token.service.ts';
import { CustomerSessions, type SessionStartSource } from './customer-sessions.service.ts';

/** Session starts kept in a map, counting reads so that a test sees when the cache answered. */
function startsOf(entries: Record<number, number>) {
  const starts = new Map(Object.entries(entries).map(([id, at]) => [Number(id), at]));
  const source = {
    reads: 0,
    async sessionsValidFrom(customerId: number) {
      source.reads++;
      return starts.get(customerId);
    },
  } satisfies SessionStartSource & { reads: number };
  return { source, starts };
}

const claims = (overrides: Partial<UserClaims>): UserClaims => ({
  typ: 'user',
  kind: 'customer',
  sub: '7',
  jti: 'j',
  iat: 1_000,
  exp: 9e9,
  ...overrides,
});

describe('customer sessions', () => {
  it('honours a token issued at or after the start of the customer sessions, and no earlier one', async () => {
    const { source } = startsOf({ 7: 1_000 });
    const sessions = new CustomerSessions(source);
    expect(await sessions.isCurrent(claims({ iat: 1_000 }))).toBe(true);
    expect(await sessions.isCurrent(claims({ iat: 1_001 }))).toBe(true);
    expect(await sessions.isCurrent(claims({ iat: 999 }))).toBe(false);
  });

  it('refuses a customer who does not exist and a malformed subject', async () => {
    const sessions = new CustomerSessions(startsOf({ 7: 0 }).source);
    expect(await sessions.isCurrent(claims({ sub: '8' }))).toBe(false);
    expect(await sessions.isCurrent(claims({ sub: 'x' }))).toBe(false);
    expect(await sessions.isCurrent(claims({ sub: undefined }))).toBe(false);
  });

  it('has nothing to end for anonymous visitors, guests and loyalty members', async () => {
    const { source } = startsOf({});
    const sessions = new CustomerSessions(source);
    for (const kind of ['anonymous', 'guest', 'member'] as const) {
      expect(await sessions.isCurrent(claims({ kind, sub: 'ET100200300' }))).toBe(true);
    }
    expect(source.reads).toBe(0);
  });

  it('answers from memory for a few seconds, and reads again at once after it ended the sessions', async () => {
    let now = 0;
    const { source, starts } = startsOf({ 7: 0 });
    const sessions = new CustomerSessions(source, { ttlMs: 5_000, now: () => now });
    await sessions.isCurrent(claims({}));
    await sessions.isCurrent(claims({}));
    expect(source.reads).toBe(1);

    starts.set(7, 2_000);
    now = 4_999;
    expect(await sessions.isCurrent(claims({}))).toBe(true);
    now = 5_000;
    expect(await sessions.isCurrent(claims({}))).toBe(false);

    starts.set(7, 3_000);
    sessions.ended(7);
    expect(await sessions.isCurrent(claims({ iat: 2_500 }))).toBe(false);
    expect(source.reads).toBe(3);
  });

  it('answers at once, without a promise, when it needs no read', async () => {
    const sessions = new CustomerSessions(startsOf({ 7: 1_000 }).source);
    expect(sessions.isCurrent(claims({ kind: 'anonymous', sub: undefined }))).toBe(true);
    expect(sessions.isCurrent(claims({}))).toBeInstanceOf(Promise);
    await sessions.isCurrent(claims({}));
    expect(sessions.isCurrent(claims({ iat: 1_000 }))).toBe(true);
    expect(sessions.isCurrent(claims({ iat: 999 }))).toBe(false);
  });
});
