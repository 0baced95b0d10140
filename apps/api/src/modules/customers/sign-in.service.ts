import { fixedError } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { SignInBudgets, SignInOrigin, TokenService } from '../auth/auth.module.ts';
import { verifyPassword } from '../auth/auth.module.ts';
import type { LoyaltyMember, LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import { customerSession, memberSession, type Session } from './customer-session.ts';
import type { CustomerRecord, CustomersRepository } from './customers.repository.ts';

export type { SignInOrigin } from '../auth/auth.module.ts';

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
  /** The sign-in budgets shared with the staff sign-in (auth's `SignInBudgets`). */
  budgets: SignInBudgets;
};

/**
 * Both kinds of sign-in. A wrong password and an unknown account get the same message and take the same
 * time. Each attempt spends the sign-in budgets (per address, per account, per known browser) before the
 * password is looked at.
 */
export class SignInService {
  private readonly deps: SignInDependencies;
  constructor(deps: SignInDependencies) {
    this.deps = deps;
  }

  async signIn(login: string, password: string, origin: SignInOrigin): Promise<CustomerSignIn> {
    await this.deps.budgets.countAddressAttempt(origin);
    const customer = await this.deps.customers.findByLogin(login);
    // Keyed by account id when there is one, so the username and the e-mail share one budget.
    const account = `customer:${customer?.id ?? `unknown:${login.toLowerCase()}`}`;
    await this.deps.budgets.countAccountAttempt(account, origin);
    const matches = await verifyPassword(customer?.passwordHash, password);
    if (!customer || !matches) throw unauthorized(fixedError('account.wrongCredentials'));
    const deviceToken = this.deps.budgets.rememberDevice(account);
    return { ...customerSession(this.deps.tokens, customer), customer, deviceToken };
  }

  async memberSignIn(memberId: string, password: string, origin: SignInOrigin): Promise<MemberSignIn> {
    await this.deps.budgets.countAddressAttempt(origin);
    const account = `member:${memberId}`;
    await this.deps.budgets.countAccountAttempt(account, origin);
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
    const deviceToken = this.deps.budgets.rememberDevice(account);
    return { ...session, member, milesBalance, customer, deviceToken };
  }
}
