import { fixedError } from '@dutyfree/contracts';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../http/problems.ts';
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limit.ts';
import type { TokenService } from '../auth/auth.module.ts';
import { verifyPassword } from '../auth/auth.module.ts';
import type { LoyaltyMember, LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import { customerSession, memberSession, type Session } from './customer-session.ts';
import type { CustomerRecord, CustomersRepository } from './customers.repository.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export type CustomerSignIn = Session & { customer: CustomerRecord };
export type MemberSignIn = Session & {
  member: LoyaltyMember;
  milesBalance: number;
  /** The shop account linked to the membership, if the member has registered one. */
  customer: CustomerRecord | undefined;
};

export type SignInDependencies = {
  customers: CustomersRepository;
  loyalty: LoyaltyProgramme;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  limits: Pick<Config['rateLimits'], 'signInPerAccount' | 'signInPerIp'>;
};

/**
 * Both kinds of sign-in. A wrong password and an unknown account get the same message and take the same
 * time, and every attempt counts against the caller's address and the account tried.
 */
export class SignInService {
  private readonly deps: SignInDependencies;
  constructor(deps: SignInDependencies) {
    this.deps = deps;
  }

  async signIn(login: string, password: string, clientIp: string): Promise<CustomerSignIn> {
    await this.countAttempt(this.ipRule(clientIp));
    const customer = await this.deps.customers.findByLogin(login);
    // Keyed by account id when there is one, so the username and the e-mail share one budget.
    await this.countAttempt(this.accountRule(`customer:${customer?.id ?? `unknown:${login.toLowerCase()}`}`));
    const matches = await verifyPassword(customer?.passwordHash, password);
    if (!customer || !matches) throw unauthorized(fixedError('account.wrongCredentials'));
    return { ...customerSession(this.deps.tokens, customer), customer };
  }

  async memberSignIn(memberId: string, password: string, clientIp: string): Promise<MemberSignIn> {
    await this.countAttempt(this.ipRule(clientIp));
    await this.countAttempt(this.accountRule(`member:${memberId}`));
    const member = await this.deps.loyalty.authenticate(memberId, password);
    if (!member) throw unauthorized(fixedError('account.wrongMemberCredentials'));
    const [customer, milesBalance] = await Promise.all([
      this.deps.customers.findByMembershipNumber(member.memberId),
      this.deps.loyalty.balance(member.memberId),
    ]);
    // A member who has registered signs in as that customer, so the profile and orders are theirs.
    const session = customer
      ? customerSession(this.deps.tokens, customer)
      : memberSession(this.deps.tokens, member.memberId);
    return { ...session, member, milesBalance, customer };
  }

  private countAttempt(rule: RateLimitRule): Promise<void> {
    return enforceRateLimit(this.deps.rateLimiter, rule);
  }

  private ipRule(clientIp: string): RateLimitRule {
    return {
      key: `sign-in:ip:${clientIp}`,
      limit: this.deps.limits.signInPerIp,
      windowMs: SIGN_IN_WINDOW_MS,
    };
  }

  private accountRule(account: string): RateLimitRule {
    return {
      key: `sign-in:${account}`,
      limit: this.deps.limits.signInPerAccount,
      windowMs: SIGN_IN_WINDOW_MS,
    };
  }
}
