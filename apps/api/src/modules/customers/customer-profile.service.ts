import { fixedError, type ShopError } from '@dutyfree/contracts';
import { FieldErrors, forbidden, unauthorized } from '../../http/problems.ts';
import type { Caller, SignedInCustomer, TokenService } from '../auth/auth.module.ts';
import { hashPassword } from '../auth/auth.module.ts';
import type { LoyaltyProgramme } from '../loyalty/loyalty.module.ts';
import { customerSession, type Session } from './customer-session.ts';
import type { CustomerProfile, CustomerRecord, CustomersRepository } from './customers.repository.ts';

export type Registration = CustomerProfile & {
  username: string;
  password: string;
  membershipNumber: string | null;
};

export type ProfileView = { customer: CustomerRecord; milesBalance: number | null };

export type CustomerProfileDependencies = {
  customers: CustomersRepository;
  loyalty: LoyaltyProgramme;
  tokens: TokenService;
  now?: () => number;
};

/** Registration and the signed-in customer's own profile. Nobody reads or writes another's. */
export class CustomerProfileService {
  private readonly customers: CustomersRepository;
  private readonly loyalty: LoyaltyProgramme;
  private readonly tokens: TokenService;
  private readonly now: () => number;
  constructor(deps: CustomerProfileDependencies) {
    this.customers = deps.customers;
    this.loyalty = deps.loyalty;
    this.tokens = deps.tokens;
    this.now = deps.now ?? Date.now;
  }

  /** Creates the account and signs the new customer in. */
  async register(
    registration: Registration,
    caller: Caller,
  ): Promise<Session & { customer: CustomerRecord }> {
    await this.refuseUnavailable(registration, caller);
    const { password, ...fields } = registration;
    const customer = { ...fields, passwordHash: await hashPassword(password) };
    const now = this.now();
    let id: number;
    try {
      id = await this.customers.insert(customer, now);
    } catch (error) {
      // Another registration took the username or e-mail after the check above: say so, as the check would.
      await this.refuseUnavailable(registration, caller);
      throw error;
    }
    const created = { ...customer, id, createdAt: now };
    return { ...customerSession(this.tokens, created), customer: created };
  }

  async profile(viewer: SignedInCustomer, userId: number): Promise<ProfileView> {
    if (userId !== viewer.customerId) throw forbidden(fixedError('account.notYourProfile'));
    return this.view(await this.signedInRecord(viewer));
  }

  /** Replaces the profile; `userId`, when given, must be the viewer's own. */
  async update(
    viewer: SignedInCustomer,
    changes: Omit<CustomerProfile, 'language'> & { userId?: number; language?: CustomerProfile['language'] },
  ): Promise<ProfileView> {
    const { userId, language, ...profile } = changes;
    if (userId !== undefined && userId !== viewer.customerId)
      throw forbidden(fixedError('account.notYourProfile'));
    const current = await this.signedInRecord(viewer);
    const taken = await this.customers.takenValues({ email: profile.email }, current.id);
    if (taken.email) throw new FieldErrors({ Email: [fixedError('account.emailTaken')] });
    const updated = { ...profile, language: language ?? current.language };
    await this.customers.updateProfile(current.id, updated, this.now());
    return this.view({ ...current, ...updated });
  }

  private async signedInRecord(viewer: SignedInCustomer): Promise<CustomerRecord> {
    const customer = await this.customers.findById(viewer.customerId);
    if (!customer) throw unauthorized(fixedError('account.signInRequired'));
    return customer;
  }

  private async view(customer: CustomerRecord): Promise<ProfileView> {
    const milesBalance = customer.membershipNumber
      ? await this.loyalty.balance(customer.membershipNumber)
      : null;
    return { customer, milesBalance };
  }

  /** All the reasons at once, so the form can show every one of them. */
  private async refuseUnavailable(registration: Registration, caller: Caller): Promise<void> {
    const taken = await this.customers.takenValues(registration);
    const errors: Record<string, ShopError[]> = {};
    if (taken.username) errors.Username = [fixedError('account.usernameTaken')];
    if (taken.email) errors.Email = [fixedError('account.emailTaken')];
    const membership = await this.membershipProblem(
      registration.membershipNumber,
      caller,
      taken.membershipNumber,
    );
    if (membership) errors.MembershipNumber = [membership];
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }

  /**
   * Linking miles to an account needs proof of owning them: the caller's token must come from this
   * member's ShebamilesSignIn. That is checked first, so the answer tells nothing about numbers the
   * caller has not signed in with.
   */
  private async membershipProblem(
    membershipNumber: string | null,
    caller: Caller,
    linkedElsewhere: boolean,
  ): Promise<ShopError | undefined> {
    if (!membershipNumber) return undefined;
    if (caller.kind !== 'member' || caller.memberId !== membershipNumber) {
      return fixedError('account.membershipNumberNotSignedIn');
    }
    if (!(await this.loyalty.findMember(membershipNumber)))
      return fixedError('account.membershipNumberUnknown');
    return linkedElsewhere ? fixedError('account.membershipNumberTaken') : undefined;
  }
}
