import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { SignInBudgets, type TokenService } from '../auth/auth.module.ts';
import type { LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { CustomerLookup } from './customer-lookup.service.ts';
import { customerProfileRoutes } from './customer-profile.routes.ts';
import { CustomerProfileService } from './customer-profile.service.ts';
import { CustomerSessions } from './customer-sessions.service.ts';
import { CustomersRepository } from './customers.repository.ts';
import { passwordRoutes } from './password.routes.ts';
import { PasswordService } from './password.service.ts';
import { PasswordResetRepository } from './password-reset.repository.ts';
import { signInRoutes } from './sign-in.routes.ts';
import { SignInService } from './sign-in.service.ts';

export type { CustomerAccount, CustomerLookup } from './customer-lookup.service.ts';

export type Customers = ReturnType<typeof createCustomers>;
/** What another module may ask of the accounts: a customer by id. */
export type CustomerDirectory = Pick<Customers, 'findById' | 'findByEmail'>;

export type CustomersModuleDependencies = {
  config: Config;
  database: Database;
  tokens: TokenService;
  loyalty: LoyaltyProgramme;
  mailer: Mailer;
  rateLimiter: RateLimiter;
};

/** Shop accounts: sign-in (shop and loyalty), registration and profile, passwords and their sessions. */
export function createCustomers({
  config,
  database,
  tokens,
  loyalty,
  mailer,
  rateLimiter,
}: CustomersModuleDependencies) {
  const customers = new CustomersRepository(database.db, database.engine);
  const sessions = new CustomerSessions(customers);
  return {
    tokens,
    /** Whether a customer's token is still live: a changed password ends the sessions before it. */
    sessions,
    /** A customer by id, for checkout's buyer details. */
    findById: (customerId: number) => customers.findById(customerId),
    /** The account of an e-mail address, for an order the crew made for a ticket that names one. */
    findByEmail: (email: string) =>
      email.includes('@') ? customers.findByLogin(email) : Promise.resolve(undefined),
    /** Accounts as an admin looks them up. */
    lookup: new CustomerLookup(customers),
    signIns: new SignInService({
      customers,
      loyalty,
      tokens,
      budgets: new SignInBudgets({ rateLimiter, tokens, limits: config.rateLimits }),
    }),
    profiles: new CustomerProfileService({ customers, loyalty, tokens }),
    passwords: new PasswordService({
      customers,
      resets: new PasswordResetRepository(database.db),
      sessions,
      tokens,
      mailer,
      rateLimiter,
      limits: config.rateLimits,
      publicBaseUrl: config.publicBaseUrl,
    }),
  };
}

export async function registerCustomersRoutes(api: FastifyInstance, customers: Customers): Promise<void> {
  await api.register(signInRoutes, { signIns: customers.signIns, tokens: customers.tokens });
  await api.register(customerProfileRoutes, { profiles: customers.profiles });
  await api.register(passwordRoutes, { passwords: customers.passwords });
}
