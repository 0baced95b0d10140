import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MAX_DATABASE_INTEGER } from '@dutyfree/contracts';

// Tokens are signed, self-contained and short-lived, so any API process behind a load balancer can check
// them with the shared secret and no session lookup.
//   v1.<base64url(claims)>.<base64url(HMAC-SHA256)>

export type ClientClaims = { typ: 'client'; client: string; exp: number };

/**
 * Who a user token speaks for: nobody yet, a shop customer, a loyalty member, a checkout guest, or a
 * member of the airline's staff (never a shopper).
 */
export type UserKind = 'anonymous' | 'customer' | 'member' | 'guest' | 'staff';
export type UserClaims = {
  typ: 'user';
  kind: UserKind;
  /** Customer id for `customer`, membership number for `member`, staff id for `staff`; absent otherwise. */
  sub?: string;
  /** A staff member's role when the token was issued (`crew` or `admin`). */
  role?: 'crew' | 'admin';
  /** A linked membership number for a customer registered with one. */
  member?: string;
  jti: string;
  /** Issued at, epoch ms: a customer's sessions end by refusing tokens issued before a moment. */
  iat: number;
  exp: number;
};

/**
 * A browser that signed in to an account before (`acct`, such as `customer:12`): its sign-in attempts at
 * that account have a budget of their own, which guesses from elsewhere cannot spend.
 */
export type DeviceClaims = { typ: 'device'; acct: string; jti: string; exp: number };

type Claims = ClientClaims | UserClaims | DeviceClaims;

/** How long a browser stays known to an account after signing in to it. */
const DEVICE_TOKEN_TTL_SECONDS = 180 * 86_400;

const VERIFIED_TOKENS_KEPT = 10_000;

/** A customer's or staff member's id as a token names it: the decimal digits of a row's id. */
const RECORD_ID = /^[1-9]\d{0,9}$/;
/** A membership number: one line of printable text, as long as the loyalty system's numbers go. */
const MEMBER_NUMBER = /^[^\p{Cc}\p{Cs}]{1,64}$/u;

/**
 * Whether a user token's subjects could name a row: an id within the id columns, a membership number
 * that is text. Only the shop signs tokens, but a subject no row can have (a signing bug, a leaked
 * secret) is refused here rather than sent to the database, which would fail on it (PostgreSQL refuses
 * an `integer` out of range and a NUL byte in text).
 */
function subjectsFit(claims: UserClaims): boolean {
  const { kind, sub, member } = claims;
  if (member !== undefined && !MEMBER_NUMBER.test(member)) return false;
  if (kind === 'customer' || kind === 'staff') {
    return sub !== undefined && RECORD_ID.test(sub) && Number(sub) <= MAX_DATABASE_INTEGER;
  }
  return kind !== 'member' || (sub !== undefined && MEMBER_NUMBER.test(sub));
}

export type TokenServiceOptions = {
  secret: string;
  clientTtlSeconds: number;
  userTtlSeconds: number;
  now?: () => number;
};

export class TokenService {
  private readonly options: TokenServiceOptions;
  private readonly now: () => number;
  constructor(options: TokenServiceOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  issueClientToken(client: string): string {
    return this.sign({ typ: 'client', client, exp: this.expiry(this.options.clientTtlSeconds) });
  }

  /** `ttlSeconds` overrides the shop's user-token lifetime (a staff session lasts one duty). */
  issueUserToken(
    kind: UserKind,
    subject?: { sub?: string; member?: string; role?: 'crew' | 'admin' },
    ttlSeconds: number = this.options.userTtlSeconds,
  ): string {
    return this.sign({
      typ: 'user',
      kind,
      ...subject,
      jti: randomUUID(),
      iat: this.now(),
      exp: this.expiry(ttlSeconds),
    });
  }

  issueDeviceToken(account: string): string {
    return this.sign({
      typ: 'device',
      acct: account,
      jti: randomUUID(),
      exp: this.expiry(DEVICE_TOKEN_TTL_SECONDS),
    });
  }

  verifyDeviceToken(token: string): DeviceClaims | null {
    const claims = this.verify(token);
    return claims?.typ === 'device' ? claims : null;
  }

  verifyClientToken(token: string): ClientClaims | null {
    const claims = this.verify(token);
    return claims?.typ === 'client' ? claims : null;
  }

  verifyUserToken(token: string): UserClaims | null {
    const claims = this.verify(token);
    return claims?.typ === 'user' && subjectsFit(claims) ? claims : null;
  }

  private expiry(ttlSeconds: number): number {
    return Math.floor(this.now() / 1000) + ttlSeconds;
  }

  private signature(body: string): Buffer {
    return createHmac('sha256', this.options.secret).update(body).digest();
  }

  private sign(claims: Claims): string {
    const body = `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${body}.${this.signature(body).toString('base64url')}`;
  }

  /**
   * Tokens this process has verified, so that a browser's every call costs a map lookup rather than two
   * HMACs. Only valid signatures enter; expiry is still checked on every use. Bounded: when full it
   * starts again empty, which costs one HMAC per token in use.
   */
  private readonly verified = new Map<string, Claims>();

  private verify(token: string): Claims | null {
    const known = this.verified.get(token);
    if (known) return known.exp > this.now() / 1000 ? known : null;
    const claims = this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  private verifySignature(token: string): Claims | null {
    const lastDot = token.lastIndexOf('.');
    if (!token.startsWith('v1.') || lastDot <= 3) return null;
    const body = token.slice(0, lastDot);
    const given = Buffer.from(token.slice(lastDot + 1), 'base64url');
    const expected = this.signature(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body.slice(3), 'base64url').toString('utf8')) as Claims;
      return claims.exp > this.now() / 1000 ? claims : null;
    } catch {
      return null;
    }
  }
}
