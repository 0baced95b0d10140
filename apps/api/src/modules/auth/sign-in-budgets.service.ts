import type { Config } from '../../config.ts';
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limit.ts';
import type { TokenService } from './token.service.ts';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Where an attempt comes from: the client's address and, if it sent one, its device token. */
export type SignInOrigin = { ip: string; deviceToken: string | undefined };

export type SignInLimits = Pick<
  Config['rateLimits'],
  'signInPerAccount' | 'signInPerIp' | 'signInPerAccountFromNewDevices'
>;

/**
 * The budgets every sign-in spends (shop customers, loyalty members and staff alike), per 15 minutes, each
 * refusing before the password is looked at: an address has `signInPerIp` attempts over all accounts; at
 * one account, an address has `signInPerAccount`, and all browsers that never signed in to it share
 * `signInPerAccountFromNewDevices`. A browser that has signed in to the account before (its device token
 * says so) has its own `signInPerAccount` instead, so guesses from anywhere else never lock the owner out
 * of their own browser.
 */
export class SignInBudgets {
  private readonly rateLimiter: RateLimiter;
  private readonly tokens: TokenService;
  private readonly limits: SignInLimits;
  constructor(deps: { rateLimiter: RateLimiter; tokens: TokenService; limits: SignInLimits }) {
    this.rateLimiter = deps.rateLimiter;
    this.tokens = deps.tokens;
    this.limits = deps.limits;
  }

  /** Spends one attempt of the address's budget over all accounts (429 when it is spent). */
  countAddressAttempt(origin: SignInOrigin): Promise<void> {
    return this.count(this.rule(`sign-in:ip:${origin.ip}`, this.limits.signInPerIp));
  }

  /** Spends one attempt at `account` (such as `customer:12`, `staff:3`) from this origin (429 when spent). */
  async countAccountAttempt(account: string, origin: SignInOrigin): Promise<void> {
    const { limits } = this;
    const device = origin.deviceToken ? this.tokens.verifyDeviceToken(origin.deviceToken) : null;
    if (device?.acct === account) {
      await this.count(this.rule(`sign-in:${account}:device:${device.jti}`, limits.signInPerAccount));
      return;
    }
    await this.count(this.rule(`sign-in:${account}:ip:${origin.ip}`, limits.signInPerAccount));
    await this.count(this.rule(`sign-in:${account}:new-devices`, limits.signInPerAccountFromNewDevices));
  }

  /** A device token that makes this browser known to `account` from now on. */
  rememberDevice(account: string): string {
    return this.tokens.issueDeviceToken(account);
  }

  private count(rule: RateLimitRule): Promise<void> {
    return enforceRateLimit(this.rateLimiter, rule);
  }

  private rule(key: string, limit: number): RateLimitRule {
    return { key, limit, windowMs: SIGN_IN_WINDOW_MS };
  }
}
