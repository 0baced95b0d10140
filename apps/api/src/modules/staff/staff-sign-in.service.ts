import { fixedError, STAFF_SESSION_HOURS, type StaffMember } from '@dutyfree/contracts';
import { unauthorized } from '../../http/problems.ts';
import type { SignInBudgets, SignInOrigin, TokenService, UserClaims } from '../auth/auth.module.ts';
import { verifyPassword } from '../auth/auth.module.ts';
import { authenticatorCodeMatches, looksLikeRecoveryCode, recoveryCodeHash } from './second-factor.ts';
import type { StaffRecord, StaffRepository } from './staff.repository.ts';
import type { StaffAuditLog } from './staff-audit.service.ts';
import type { StaffCredentialsRepository } from './staff-credentials.repository.ts';

export const STAFF_SESSION_SECONDS = STAFF_SESSION_HOURS * 3_600;

/** `deviceToken` makes this browser known to the staff account: kept in the staff device cookie. */
export type StaffSignIn = { token: string; staff: StaffMember; expiresAt: string; deviceToken: string };

/** Ends a token's session everywhere (auth's token revocations). */
export type SessionEnder = { revoke(user: UserClaims): Promise<void> };

/** How an admin proved the second factor. */
type SecondFactor = 'authenticator' | 'recoveryCode';

export type StaffSignInDependencies = {
  staff: StaffRepository;
  credentials: StaffCredentialsRepository;
  now: () => number;
  tokens: TokenService;
  budgets: SignInBudgets;
  revocations: SessionEnder;
  audit: StaffAuditLog;
};

/**
 * Staff sign in with their e-mail address; a staff session lasts one duty (STAFF_SESSION_HOURS). The
 * same budgets as the shop's sign-in apply, and a wrong password, an unknown address, an invited member
 * with no password yet and an inactive member get the same answer in the same time. An admin also gives
 * their authenticator's code (or a recovery code): asked for only once the password is right, and
 * counted in the same budgets, so a code cannot be guessed faster than a password.
 */
export class StaffSignInService {
  private readonly deps: StaffSignInDependencies;
  constructor(deps: StaffSignInDependencies) {
    this.deps = deps;
  }

  async signIn(
    { email, password, code }: { email: string; password: string; code?: string | undefined },
    origin: SignInOrigin,
  ): Promise<StaffSignIn> {
    const { budgets, tokens } = this.deps;
    await budgets.countAddressAttempt(origin);
    const member = await this.deps.staff.findByEmail(email);
    const account = `staff:${member?.id ?? `unknown:${email.toLowerCase()}`}`;
    await budgets.countAccountAttempt(account, origin);
    const matches = await verifyPassword(member?.passwordHash ?? undefined, password);
    if (!member || !matches || !member.active) throw unauthorized(fixedError('staff.invalidCredentials'));
    const secondFactor = member.role === 'admin' ? await this.secondFactor(member, code?.trim() ?? '') : null;

    const token = tokens.issueUserToken(
      'staff',
      { sub: String(member.id), role: member.role },
      STAFF_SESSION_SECONDS,
    );
    const claims = tokens.verifyUserToken(token);
    if (!claims) throw new Error('A staff token just issued did not verify');
    await this.deps.audit.record({
      staffId: member.id,
      action: 'staff.signIn',
      subject: `staff:${member.id}`,
      before: null,
      after: {
        role: member.role,
        sessionEndsAt: new Date(claims.exp * 1000).toISOString(),
        ...(secondFactor && { secondFactor }),
      },
    });
    return {
      token,
      staff: { id: member.id, name: member.name, email: member.email, role: member.role },
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      deviceToken: budgets.rememberDevice(account),
    };
  }

  private async secondFactor(member: StaffRecord, code: string): Promise<SecondFactor> {
    if (member.totpSecret === null) throw unauthorized(fixedError('staff.secondFactorNotSetUp'));
    if (code === '') throw unauthorized(fixedError('staff.codeRequired'));
    const now = this.deps.now();
    if (authenticatorCodeMatches(member.totpSecret, code, now)) return 'authenticator';
    if (
      looksLikeRecoveryCode(code) &&
      (await this.deps.credentials.useRecoveryCode(member.id, recoveryCodeHash(code), now))
    ) {
      return 'recoveryCode';
    }
    throw unauthorized(fixedError('staff.codeWrong'));
  }

  /** The staff token of the call is refused from now on, by every API process. */
  async signOut(staffId: number, user: UserClaims): Promise<void> {
    await this.deps.revocations.revoke(user);
    await this.deps.audit.record({
      staffId,
      action: 'staff.signOut',
      subject: `staff:${staffId}`,
      before: { sessionEndsAt: new Date(user.exp * 1000).toISOString() },
      after: null,
    });
  }
}
