import { describe, expect, it } from 'vitest';
import type { UserClaims } from '../auth/auth.module.ts';
import type { StaffRecord } from './staff.repository.ts';
import { StaffSessions } from './staff-sessions.service.ts';

const member = (overrides: Partial<StaffRecord> = {}): StaffRecord => ({
  id: 3,
  email: 'crew@dutyfree.example',
  name: 'Amina Bekele',
  role: 'crew',
  passwordHash: 'x',
  active: true,
  totpSecret: null,
  sessionsValidFrom: 0,
  ...overrides,
});

const staffClaims = (overrides: Partial<UserClaims> = {}): UserClaims => ({
  typ: 'user',
  kind: 'staff',
  sub: '3',
  role: 'crew',
  jti: 'j',
  iat: 0,
  exp: 9e9,
  ...overrides,
});

function sessionsOver(initial: StaffRecord | undefined, clock = { now: 0 }) {
  const source = {
    current: initial,
    reads: 0,
    async findById() {
      source.reads++;
      return source.current;
    },
  };
  return { source, sessions: new StaffSessions(source, { ttlMs: 5_000, now: () => clock.now }) };
}

describe('staff sessions', () => {
  it('honours the token of an active member in the role it names', async () => {
    const { sessions } = sessionsOver(member());
    expect(await sessions.isCurrent(staffClaims())).toBe(true);
  });

  it('ends the sessions of a deactivated member, of one whose role changed, and of one who is gone', async () => {
    expect(await sessionsOver(member({ active: false })).sessions.isCurrent(staffClaims())).toBe(false);
    expect(await sessionsOver(member({ role: 'admin' })).sessions.isCurrent(staffClaims())).toBe(false);
    expect(await sessionsOver(undefined).sessions.isCurrent(staffClaims())).toBe(false);
    expect(await sessionsOver(member()).sessions.isCurrent(staffClaims({ sub: 'x' }))).toBe(false);
  });

  it("leaves shoppers' tokens to the other checks", async () => {
    const { sessions, source } = sessionsOver(undefined);
    for (const kind of ['anonymous', 'guest', 'member', 'customer'] as const) {
      expect(await sessions.isCurrent(staffClaims({ kind }))).toBe(true);
    }
    expect(source.reads).toBe(0);
  });

  it('answers from memory for a few seconds, and reads again at once after this process changed the member', async () => {
    const clock = { now: 0 };
    const { sessions, source } = sessionsOver(member(), clock);
    await sessions.isCurrent(staffClaims());
    source.current = member({ active: false });
    expect(await sessions.isCurrent(staffClaims())).toBe(true);
    expect(source.reads).toBe(1);
    sessions.changed(3);
    expect(await sessions.isCurrent(staffClaims())).toBe(false);
    source.current = member();
    clock.now = 5_001;
    expect(await sessions.isCurrent(staffClaims())).toBe(true);
  });

  it('answers at once, without a promise, once the member is in memory', async () => {
    const { sessions } = sessionsOver(member());
    expect(sessions.isCurrent(staffClaims())).toBeInstanceOf(Promise);
    await sessions.isCurrent(staffClaims());
    expect(sessions.isCurrent(staffClaims())).toBe(true);
    expect(sessions.isCurrent(staffClaims({ role: 'admin' }))).toBe(false);
  });
});
