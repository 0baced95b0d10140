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

/** `deviceToken` makes this browser known to the account: kept in the device cookie. */
export type CustomerSignIn = Session & { customer: CustomerRecord; deviceToken: string };
export type MemberSignIn = Session & {
  deviceToken: string;
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
  limits: Pick<Config['rateLimits'], 'signInPerAccount' | 'signInPerIp' | 'signInPerAccountFromNewDevices'>;
};

/** Where an attempt comes from: the client's address and, if it sent one, its device token. */
export type SignInOrigin = { ip: string; deviceToken: string | undefined };

/**
 * Both kinds of sign-in. A wrong password and an unknown account get the same message and take the same
 * time. Budgets per 15 minutes, each refusing before the password is looked at: an address has
 * `signInPerIp` attempts over all accounts; at one account, an address has `signInPerAccount`, and all
 * browsers that never signed in to it share `signInPerAccountFromNewDevices`. A browser that has signed
 * in to the account before (its device token says so) has its own `signInPerAccount` instead, so guesses
 * from anywhere else never lock the owner out of their own browser.
 */
export class SignInService {
  private readonly deps: SignInDependencies;
  constructor(deps: SignInDependencies) {
    this.deps = deps;
  }

  async signIn(login: string, password: string, origin: SignInOrigin): Promise<CustomerSignIn> {
    await this.countAttempt(this.ipRule(origin.ip));
    const customer = await this.deps.customers.findByLogin(login);
    // Keyed by account id when there is one, so the username and the e-mail share one budget.
    const account = `customer:${customer?.id ?? `unknown:${login.toLowerCase()}`}`;
    await this.countAccountAttempt(account, origin);
    const matches = await verifyPassword(customer?.passwordHash, password);
    if (!customer || !matches) throw unauthorized(fixedError('account.wrongCredentials'));
    const deviceToken = this.deps.tokens.issueDeviceToken(account);
    return { ...customerSession(this.deps.tokens, customer), customer, deviceToken };
  }

  async memberSignIn(memberId: string, password: string, origin: SignInOrigin): Promise<MemberSignIn> {
    await this.countAttempt(this.ipRule(origin.ip));
    const account = `member:${memberId}`;
    await this.countAccountAttempt(account, origin);
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
    const deviceToken = this.deps.tokens.issueDeviceToken(account);
    return { ...session, member, milesBalance, customer, deviceToken };
  }

  private countAttempt(rule: RateLimitRule): Promise<void> {
    return enforceRateLimit(this.deps.rateLimiter, rule);
  }

  private async countAccountAttempt(account: string, origin: SignInOrigin): Promise<void> {
    const { limits } = this.deps;
    const device = origin.deviceToken ? this.deps.tokens.verifyDeviceToken(origin.deviceToken) : null;
    if (device?.acct === account) {
      await this.countAttempt(this.rule(`sign-in:${account}:device:${device.jti}`, limits.signInPerAccount));
      return;
    }
    await this.countAttempt(this.rule(`sign-in:${account}:ip:${origin.ip}`, limits.signInPerAccount));
    await this.countAttempt(
      this.rule(`sign-in:${account}:new-devices`, limits.signInPerAccountFromNewDevices),
    );
  }

  private ipRule(clientIp: string): RateLimitRule {
    return this.rule(`sign-in:ip:${clientIp}`, this.deps.limits.signInPerIp);
  }

  private rule(key: string, limit: number): RateLimitRule {
    return { key, limit, windowMs: SIGN_IN_WINDOW_MS };
  }
}
