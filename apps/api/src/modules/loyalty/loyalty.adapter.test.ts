import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import {
  EmbeddedLoyaltyProgramme,
  IdempotencyKeyReusedError,
  InsufficientMilesError,
  UnknownMemberError,
} from './loyalty.adapter.ts';
import { enrolTestMember } from './loyalty.fixtures.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';

describe.each(testEngines)('the embedded ShebaMiles programme on %s', (engine) => {
  let database: TestDatabase;
  let loyalty: EmbeddedLoyaltyProgramme;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    loyalty = new EmbeddedLoyaltyProgramme(database.db, new LoyaltyRepository(database.db, database.engine));
  });
  afterAll(() => database.drop());

  it('knows a member by number and password, and no one else', async () => {
    const member = await enrolTestMember(database);
    expect(await loyalty.authenticate(member.memberId, member.password)).toMatchObject({
      memberId: member.memberId,
      firstName: 'Hanna',
      tier: 'Gold',
    });
    expect(await loyalty.authenticate(member.memberId, 'wrong')).toBeNull();
    expect(await loyalty.authenticate('SM-NOBODY', member.password)).toBeNull();
    expect(await loyalty.findMember(member.memberId)).not.toHaveProperty('passwordHash');
  });

  it('keeps the balance as the sum of the ledger, moving with every credit and debit', async () => {
    const member = await enrolTestMember(database, { openingMiles: 5_000 });
    expect(await loyalty.balance(member.memberId)).toBe(5_000);

    const debit = await loyalty.debit(member.memberId, 1_200, `order-A-${member.memberId}`, 'pre-order A');
    expect(debit).toMatchObject({ miles: -1_200, balance: 3_800, replayed: false });
    const credit = await loyalty.credit(
      member.memberId,
      150,
      `accrual-A-${member.memberId}`,
      'accrual for order A',
    );
    expect(credit).toMatchObject({ miles: 150, balance: 3_950 });
    expect(await loyalty.balance(member.memberId)).toBe(3_950);

    const ledger = await database.db
      .selectFrom('miles_transaction')
      .select('miles')
      .where('member_id', '=', member.memberId)
      .execute();
    expect(ledger.reduce((sum, row) => sum + row.miles, 0)).toBe(3_950);
  });

  it('books a repeated debit once, however often checkout retries it', async () => {
    const member = await enrolTestMember(database, { openingMiles: 1_000 });
    const key = `order-B-${member.memberId}`;
    const first = await loyalty.debit(member.memberId, 400, key, 'pre-order B');
    const again = await loyalty.debit(member.memberId, 400, key, 'pre-order B');
    expect(again).toEqual({ ...first, replayed: true });
    expect(await loyalty.balance(member.memberId)).toBe(600);
  });

  it('refuses an idempotency key reused for a different movement', async () => {
    const member = await enrolTestMember(database, { openingMiles: 1_000 });
    const key = `order-C-${member.memberId}`;
    await loyalty.debit(member.memberId, 100, key, 'pre-order C');
    await expect(loyalty.debit(member.memberId, 200, key, 'pre-order C')).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
  });

  it('never lets the balance go below zero, even with debits racing each other', async () => {
    const member = await enrolTestMember(database, { openingMiles: 1_000 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        loyalty.debit(member.memberId, 300, `race-${i}-${member.memberId}`, 'race'),
      ),
    );
    const booked = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(booked).toHaveLength(3);
    for (const failure of refused) expect(failure.reason).toBeInstanceOf(InsufficientMilesError);
    expect(await loyalty.balance(member.memberId)).toBe(100);
  });

  it('says how many miles are missing when the balance is too low', async () => {
    const member = await enrolTestMember(database, { openingMiles: 50 });
    await expect(
      loyalty.debit(member.memberId, 80, `order-D-${member.memberId}`, 'pre-order D'),
    ).rejects.toMatchObject({
      statusCode: 409,
      balance: 50,
      requested: 80,
      message: 'Not enough miles: 80 needed, 50 available.',
    });
  });

  it('refuses movements for an unknown member and amounts that are not positive whole miles', async () => {
    await expect(loyalty.credit('SM-NOBODY', 10, 'nobody-1', 'accrual')).rejects.toBeInstanceOf(
      UnknownMemberError,
    );
    const member = await enrolTestMember(database);
    await expect(loyalty.credit(member.memberId, 0, 'zero', 'accrual')).rejects.toBeInstanceOf(RangeError);
    await expect(loyalty.debit(member.memberId, 1.5, 'half', 'redeem')).rejects.toBeInstanceOf(RangeError);
  });
});
