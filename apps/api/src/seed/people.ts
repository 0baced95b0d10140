import { hash } from '@node-rs/argon2';
import type { Title } from '../db/schema.ts';
import { DAY_MS } from './durations.ts';
import type { SeedRepository } from './seed.repository.ts';

// Demo shop accounts and loyalty members. One member also has a shop account (signs straight in with
// the membership number); the others do not (the loyalty sign-in sends them on to registration).

export const demoAccounts = [
  {
    username: 'traveller',
    password: 'Travel2026!',
    email: 'selam.tesfaye@example.com',
    title: 3,
    firstName: 'Selam',
    lastName: 'Tesfaye',
    nationality: 'Ethiopian',
    membershipNumber: null,
  },
  {
    username: 'globetrotter',
    password: 'Globe2026!',
    email: 'daniel.okafor@example.com',
    title: 1,
    firstName: 'Daniel',
    lastName: 'Okafor',
    nationality: 'Nigerian',
    membershipNumber: 'ET100200300',
  },
] as const satisfies readonly {
  username: string;
  password: string;
  email: string;
  title: Title;
  firstName: string;
  lastName: string;
  nationality: string;
  membershipNumber: string | null;
}[];

type MilesEntry = { miles: number; reason: string; daysAgo: number };

export type DemoMember = {
  memberId: string;
  password: string;
  tier: 'Blue' | 'Silver' | 'Gold';
  title: Title;
  firstName: string;
  lastName: string;
  nationality: string;
  email: string;
  hasShopAccount: boolean;
  /** The sum of `transactions`, written out so that the README and tests can quote it. */
  balance: number;
  transactions: readonly MilesEntry[];
};

export const demoMembers: readonly DemoMember[] = [
  {
    memberId: 'ET100200300',
    password: 'Miles2026!',
    tier: 'Gold',
    title: 1,
    firstName: 'Daniel',
    lastName: 'Okafor',
    nationality: 'Nigerian',
    email: 'daniel.okafor@example.com',
    hasShopAccount: true,
    balance: 46_000,
    transactions: [
      { miles: 25_000, reason: 'Welcome bonus', daysAgo: 400 },
      { miles: 12_000, reason: 'Flight ADD-FRA', daysAgo: 120 },
      { miles: 12_000, reason: 'Flight FRA-ADD', daysAgo: 105 },
      { miles: -3_000, reason: 'Redemption', daysAgo: 30 },
    ],
  },
  {
    memberId: 'ET900800700',
    password: 'Miles2026!',
    tier: 'Silver',
    title: 3,
    firstName: 'Hanna',
    lastName: 'Girma',
    nationality: 'Ethiopian',
    email: 'hanna.girma@example.com',
    hasShopAccount: false,
    balance: 38_000,
    transactions: [
      { miles: 25_000, reason: 'Welcome bonus', daysAgo: 200 },
      { miles: 6_500, reason: 'Flight ADD-DXB', daysAgo: 60 },
      { miles: 6_500, reason: 'Flight DXB-ADD', daysAgo: 52 },
    ],
  },
  {
    memberId: 'ET555444333',
    password: 'Blue2026!',
    tier: 'Blue',
    title: 2,
    firstName: 'Marta',
    lastName: 'Alemu',
    nationality: 'Ethiopian',
    email: 'marta.alemu@example.com',
    hasShopAccount: false,
    balance: 3_000,
    transactions: [
      { miles: 25_000, reason: 'Welcome bonus', daysAgo: 90 },
      { miles: -22_000, reason: 'Redemption', daysAgo: 10 },
    ],
  },
];

/** The airline's demo staff (`/staff`): a cabin crew member and an administrator. */
export const demoStaff = [
  {
    email: 'crew@dutyfree.example',
    password: 'Crew-2026-demo',
    name: 'Amina Bekele',
    role: 'crew',
  },
  {
    email: 'admin@dutyfree.example',
    password: 'Admin-2026-demo',
    name: 'Dawit Tesfaye',
    role: 'admin',
  },
] as const satisfies readonly { email: string; password: string; name: string; role: 'crew' | 'admin' }[];

/**
 * The demo admin's authenticator secret (base32): fixed, so that the demo and the journeys can sign in
 * with its code (add it to an authenticator app by hand, or compute the code). Never a real account's.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'SHEBADUTYFREEDEMOADMINTOTPSECRET';

const demoAdminEmail = demoStaff[1].email;

/**
 * A demo shop seeded before staff accounts existed gets the demo staff on its next start; a shop that
 * has any staff member already is left alone. Answers whether it added them.
 */
export async function addDemoStaffIfNone(repository: SeedRepository, now: number): Promise<boolean> {
  // A demo shop seeded before admins had a second factor gets the demo admin's fixed one.
  await repository.giveAuthenticatorIfNone(demoAdminEmail, DEMO_ADMIN_TOTP_SECRET);
  if (await repository.hasStaff()) return false;
  const hashes = new Map(
    await Promise.all(demoStaff.map(async (s) => [s.password, await hash(s.password)] as const)),
  );
  await insertDemoStaff(repository, hashes, now);
  return true;
}

async function insertDemoStaff(repository: SeedRepository, hashes: Map<string, string>, now: number) {
  await repository.insertRows(
    'staff_member',
    demoStaff.map((s) => ({
      email: s.email,
      name: s.name,
      role: s.role,
      password_hash: hashOf(hashes, s.password),
      totp_secret: s.role === 'admin' ? DEMO_ADMIN_TOTP_SECRET : null,
      created_at: now - 60 * DAY_MS,
    })),
  );
}

/** Passenger name to e-mail address, for the demo tickets of these people. */
export function demoEmails(): Map<string, string> {
  const people = [...demoAccounts, ...demoMembers];
  return new Map(people.map((p) => [`${p.firstName} ${p.lastName}`, p.email]));
}

/** argon2id hashes of the demo passwords, each distinct password hashed once (hashing is slow on purpose). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const passwords = new Set([...demoAccounts, ...demoMembers, ...demoStaff].map((p) => p.password));
  const hashes = await Promise.all([...passwords].map(async (p) => [p, await hash(p)] as const));
  return new Map(hashes);
}

function hashOf(hashes: Map<string, string>, password: string): string {
  const found = hashes.get(password);
  if (!found) throw new Error('A demo password was not hashed');
  return found;
}

/** Every demo person has an Ethiopian mobile number; the numbers are made up. */
const COUNTRY_CODE = '+251';

export async function seedPeople(
  repository: SeedRepository,
  hashes: Map<string, string>,
  now: number,
): Promise<void> {
  await repository.insertRows(
    'customer',
    demoAccounts.map((a, index) => ({
      username: a.username,
      email: a.email,
      password_hash: hashOf(hashes, a.password),
      title: a.title,
      first_name: a.firstName,
      middle_name: null,
      last_name: a.lastName,
      nationality: a.nationality,
      mobile_country_code: COUNTRY_CODE,
      mobile_number: `91123456${index}`,
      membership_number: a.membershipNumber,
      created_at: now - 60 * DAY_MS,
      updated_at: now - 60 * DAY_MS,
    })),
  );
  await repository.insertRows(
    'loyalty_member',
    demoMembers.map((m, index) => ({
      member_id: m.memberId,
      password_hash: hashOf(hashes, m.password),
      title: m.title,
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      tier: m.tier,
      nationality: m.nationality,
      mobile_country_code: COUNTRY_CODE,
      mobile_number: `92123456${index}`,
      created_at: now - 400 * DAY_MS,
    })),
  );
  await insertDemoStaff(repository, hashes, now);
  await repository.insertRows(
    'miles_transaction',
    demoMembers.flatMap((m) =>
      m.transactions.map((t, index) => ({
        member_id: m.memberId,
        miles: t.miles,
        reason: t.reason,
        idempotency_key: `demo-seed:${m.memberId}:${index + 1}`,
        order_id: null,
        created_at: now - t.daysAgo * DAY_MS,
      })),
    ),
  );
}
