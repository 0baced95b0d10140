import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { MemoryRateLimiter } from '../../http/rate-limit.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { hashPassword, verifyPassword } from '../auth/password-hashing.ts';
import { TokenService } from '../auth/token.service.ts';
import type { Mailer, MailMessage } from '../mail/mail.adapter.ts';
import { CustomerSessions } from './customer-sessions.service.ts';
import { CustomersRepository } from './customers.repository.ts';
import { PasswordService, RESET_TOKEN_TTL_MS } from './password.service.ts';
import { PasswordResetRepository } from './password-reset.repository.ts';

describe.each(testEngines)('reset links expire after an hour on %s', (engine) => {
  let database: TestDatabase;
  let customers: CustomersRepository;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    customers = new CustomersRepository(database.db, database.engine);
  });
  afterAll(() => database.drop());

  let clock = Date.UTC(2026, 10, 21, 9);
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
  };

  function passwords(): PasswordService {
    return new PasswordService({
      customers,
      resets: new PasswordResetRepository(database.db),
      sessions: new CustomerSessions(customers, { now: () => clock }),
      tokens: new TokenService({ secret: 'test secret', clientTtlSeconds: 60, userTtlSeconds: 60 }),
      mailer,
      rateLimiter: new MemoryRateLimiter({ now: () => clock }),
      limits: loadConfig({}).rateLimits,
      publicBaseUrl: 'https://shop.example.com',
      now: () => clock,
    });
  }

  async function newCustomer(username: string): Promise<number> {
    return customers.insert(
      {
        username,
        email: `${username}@example.com`,
        passwordHash: await hashPassword('old password 1'),
        title: 1,
        firstName: 'Dawit',
        middleName: null,
        lastName: 'Girma',
        nationality: null,
        mobileNumber: null,
        membershipNumber: null,
        language: 'zh',
      },
      clock,
    );
  }

  async function requestLink(username: string): Promise<string> {
    await passwords().forgot(username, '192.0.2.1');
    const link = sent.at(-1)?.text.match(/https:\S+/)?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  }

  it('accepts a link used just within the hour', async () => {
    const id = await newCustomer('dawit-in-time');
    const token = await requestLink('dawit-in-time');
    expect(sent.at(-1)).toMatchObject({ to: 'dawit-in-time@example.com', language: 'zh' });
    clock += RESET_TOKEN_TTL_MS - 1_000;
    await passwords().reset(token, 'new password 1');
    const customer = await customers.findById(id);
    expect(await verifyPassword(customer?.passwordHash, 'new password 1')).toBe(true);
  });

  it('refuses a link used after the hour, leaving the password as it was', async () => {
    const id = await newCustomer('dawit-too-late');
    const token = await requestLink('dawit-too-late');
    clock += RESET_TOKEN_TTL_MS;
    await expect(passwords().reset(token, 'new password 1')).rejects.toMatchObject({
      statusCode: 400,
      message: 'operation ended with errors',
    });
    const customer = await customers.findById(id);
    expect(await verifyPassword(customer?.passwordHash, 'old password 1')).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    await newCustomer('dawit-hashed');
    const token = await requestLink('dawit-hashed');
    const stored = await database.db.selectFrom('password_reset_token').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
