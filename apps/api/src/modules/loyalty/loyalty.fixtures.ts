import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { EmbeddedLoyaltyProgramme } from './loyalty.adapter.ts';
import { type LoyaltyMemberRecord, LoyaltyRepository } from './loyalty.repository.ts';

export type TestMember = LoyaltyMemberRecord & { password: string };

/** Enrols a ShebaMiles member for a test, with an opening balance booked on the ledger. */
export async function enrolTestMember(
  database: Database,
  {
    openingMiles = 0,
    password = 'miles-password-1',
    ...overrides
  }: Partial<Omit<TestMember, 'passwordHash'>> & { openingMiles?: number } = {},
): Promise<TestMember> {
  const memberId = overrides.memberId ?? `SM${randomBytes(4).readUInt32BE(0)}`;
  const member: LoyaltyMemberRecord = {
    memberId,
    passwordHash: await hashPassword(password),
    title: 2,
    firstName: 'Hanna',
    lastName: 'Tesfaye',
    email: `${memberId.toLowerCase()}@members.example`,
    mobileNumber: { countryCode: '+251', number: '911000111' },
    nationality: 'Ethiopian',
    tier: 'Gold',
    createdAt: Date.now(),
    ...overrides,
  };
  const repository = new LoyaltyRepository(database.db, database.engine);
  await repository.insertMember(member);
  if (openingMiles > 0) {
    await new EmbeddedLoyaltyProgramme(database.db, repository).credit(
      memberId,
      openingMiles,
      `opening-${memberId}`,
      'opening balance',
    );
  }
  return { ...member, password };
}
