import { createHash, randomBytes } from 'node:crypto';
import { fixedError } from '@dutyfree/contracts';
import type { Config } from '../../config.ts';
import { FieldErrors, forbidden, HttpProblem, notFound, unauthorized } from '../../http/problems.ts';
import { enforceRateLimit, type RateLimiter } from '../../http/rate-limit.ts';
import type { SignedInCustomer, TokenService } from '../auth/auth.module.ts';
import { hashPassword, SIGN_IN_WINDOW_MS, verifyPassword } from '../auth/auth.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { passwordResetMail } from '../mail/mail.module.ts';
import { customerSession } from './customer-session.ts';
import type { CustomerSessions } from './customer-sessions.service.ts';
import type { CustomersRepository } from './customers.repository.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const FORGOT_PASSWORD_WINDOW_MS = 60 * 60_000;

export type PasswordDependencies = {
  customers: CustomersRepository;
  resets: PasswordResetRepository;
  sessions: CustomerSessions;
  tokens: TokenService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  limits: Config['rateLimits'];
  /** Origin of the web app, which serves /reset-password. */
  publicBaseUrl: string;
  now?: () => number;
};

/** Only the hash of a reset token is stored: a copy of the database opens no account. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const resetFailed = () => new HttpProblem(400, fixedError('account.resetFailed'));

export class PasswordService {
  private readonly deps: PasswordDependencies;
  private readonly now: () => number;
  constructor(deps: PasswordDependencies) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }

  /** Mails a single-use link, valid for an hour, in the customer's language. */
  async forgot(login: string, clientIp: string): Promise<void> {
    const { customers, resets, mailer, rateLimiter, limits } = this.deps;
    await enforceRateLimit(rateLimiter, {
      key: `forgot-password:ip:${clientIp}`,
      limit: limits.forgotPasswordPerIp,
      windowMs: FORGOT_PASSWORD_WINDOW_MS,
    });
    const customer = await customers.findByLogin(login);
    await enforceRateLimit(rateLimiter, {
      key: `forgot-password:customer:${customer?.id ?? `unknown:${login.toLowerCase()}`}`,
      limit: limits.forgotPasswordPerAccount,
      windowMs: FORGOT_PASSWORD_WINDOW_MS,
    });
    // Saying that no such account exists lets a caller test addresses; the shop's clients expect this
    // message (SPEC §8), so the per-address limit above is what keeps such probing slow.
    if (!customer) throw notFound(fixedError('account.accountDoesNotExist'));

    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await resets.issue(customer.id, tokenHash(token), now + RESET_TOKEN_TTL_MS, now);
    const link = `${this.deps.publicBaseUrl}/reset-password?token=${token}&lng=${customer.language}`;
    await mailer.send({
      to: customer.email,
      language: customer.language,
      ...(await passwordResetMail(customer.language, { firstName: customer.firstName, link })),
    });
  }

  /** Sets the password from a reset link; any bad, used or expired token gets the one same answer. */
  async reset(token: string, newPassword: string): Promise<void> {
    const hashed = tokenHash(token);
    // Checked before hashing so that guessed tokens do not cost an Argon2 computation each.
    if (!(await this.deps.resets.isUsable(hashed, this.now()))) throw resetFailed();
    const passwordHash = await hashPassword(newPassword);
    const customerId = await this.deps.resets.redeem(hashed, passwordHash, this.now());
    if (customerId === undefined) throw resetFailed();
    this.deps.sessions.ended(customerId);
  }

  /**
   * For the signed-in customer only, naming their own account and knowing the current password. Every
   * session of the account ends; the caller's goes on with the fresh token this returns.
   */
  async change(
    viewer: SignedInCustomer,
    request: { username: string; oldPassword: string; newPassword: string },
  ): Promise<{ token: string }> {
    const customer = await this.deps.customers.findById(viewer.customerId);
    if (!customer) throw unauthorized(fixedError('account.signInRequired'));
    const named = request.username.trim().toLowerCase();
    if (named !== customer.username && named !== customer.email)
      throw forbidden(fixedError('account.notYourAccount'));
    // A stolen session must not become a way to guess the password faster than signing in would.
    await enforceRateLimit(this.deps.rateLimiter, {
      key: `change-password:customer:${customer.id}`,
      limit: this.deps.limits.signInPerAccount,
      windowMs: SIGN_IN_WINDOW_MS,
    });
    if (!(await verifyPassword(customer.passwordHash, request.oldPassword))) {
      throw new FieldErrors({ OldPassword: [fixedError('account.oldPasswordWrong')] });
    }
    await this.deps.resets.setPassword(customer.id, await hashPassword(request.newPassword), this.now());
    this.deps.sessions.ended(customer.id);
    return { token: customerSession(this.deps.tokens, customer).token };
  }
}
