import { resolve } from 'node:path';
import { DEFAULT_ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE } from '@dutyfree/contracts';
import { z } from 'zod';

// Every setting comes from the environment and has a default that runs the whole shop on one machine.
// A bad value stops the start with one line per variable, naming the variable and what it expects.

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const databaseUrl = z
  .string()
  .refine((v) => v.startsWith('sqlite:') || v.startsWith('postgres://') || v.startsWith('postgresql://'), {
    message: 'expected sqlite:<path> or postgres://user@host:port/database',
  });

const optionalUrl = (schemes: string[]) =>
  z
    .string()
    .refine((v) => schemes.some((s) => v.startsWith(`${s}://`)), {
      message: `expected a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    })
    .optional();

/**
 * Which proxies may name the client in X-Forwarded-For. `true` trusts the nearest one only (one load
 * balancer in front), so an address a client writes into the header itself is never taken as its own; a
 * number trusts that many hops; anything else is a comma-separated list of proxy addresses or CIDR ranges.
 */
const trustedProxies = z
  .string()
  .regex(/^(true|false|1|0|yes|no|\d+|[0-9a-fA-F.:/,\s]+)$/, {
    message: 'expected true, false, a number of proxy hops, or proxy addresses separated by commas',
  })
  .transform((v): TrustedProxies => {
    if (['false', '0', 'no'].includes(v)) return false;
    if (['true', '1', 'yes'].includes(v)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
  });

export type TrustedProxies = false | number | string[];

/**
 * Who may read /metrics without its token: addresses or CIDR ranges, or the names `loopback`,
 * `linklocal` and `uniquelocal`, separated by commas; `none` for nobody (the token alone then opens it).
 */
const addressList = z
  .string()
  .regex(/^(none|((loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)\s*,?\s*)+)$/, {
    message:
      'expected addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, or none',
  })
  .transform((v) =>
    v === 'none'
      ? []
      : v
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
  );

const attemptLimit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: databaseUrl.default('sqlite:./data/shop.db'),
  PUBLIC_BASE_URL: z.url({ message: 'expected an absolute URL such as https://shop.example.com' }).optional(),
  TOKEN_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  USER_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  CLIENT_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(86_400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: booleanFlag.default(false),
  WEB_DIST: z.string().default('apps/web/dist'),
  SEED_ON_START: booleanFlag.default(true),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  TRUST_PROXY: trustedProxies.default(false),
  METRICS_TOKEN: z.string().min(32, 'expected at least 32 characters').optional(),
  METRICS_ALLOW: addressList.default(['loopback']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Sheba Duty Free <no-reply@dutyfree.local>'),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: attemptLimit(10),
  RATE_LIMIT_SIGN_IN_PER_IP: attemptLimit(30),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_FROM_NEW_DEVICES: attemptLimit(30),
  RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: attemptLimit(5),
  RATE_LIMIT_FORGOT_PASSWORD_PER_IP: attemptLimit(20),
  RATE_LIMIT_FEEDBACK_PER_IP: attemptLimit(10),
  RATE_LIMIT_SUBSCRIBE_PER_IP: attemptLimit(10),
  RATE_LIMIT_PASSENGER_LOOKUP_PER_IP: attemptLimit(30),
  RATE_LIMIT_PASSENGER_LOOKUP_PER_TICKET: attemptLimit(10),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  HAND_OVER_TOKEN_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'expected the Ed25519 seed: 32 bytes in hex (64 characters)')
    .optional(),
  PAYMENT_ABANDON_MINUTES: z.coerce.number().int().positive().default(30),
  PAYMENT_PENDING_SECONDS: z.coerce.number().int().min(0).default(20),
  PAYMENT_PROVIDER_URL: z
    .url({ message: 'expected an absolute URL such as http://127.0.0.1:3100' })
    .optional(),
  PAYMENT_SANDBOX: booleanFlag.default(true),
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  JOB_RETRY_BASE_MS: z.coerce.number().int().positive().default(1000),
  JOB_CLAIM_SECONDS: z.coerce.number().int().positive().default(60),
  JOB_KEEP_DONE_DAYS: z.coerce.number().int().positive().default(30),
  // Boarding starts at most a day before departure; more would overlap the pre-order window wholesale.
  ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60, 'expected at most 1440 (24 hours)')
    .default(DEFAULT_ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE),
  /** How long after a flight's arrival its duty sessions still take the crew's actions (the crew app's landing). */
  DUTY_MARGIN_MINUTES: z.coerce.number().int().min(0).max(2880).default(180),
  EXCHANGE_RATE_CONFIRM_PERCENT: z.coerce.number().int().min(0).max(1000).default(10),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  /** Origin that links in e-mails and the token call's `baseUrl` point at. */
  publicBaseUrl: string;
  /** Whether PUBLIC_BASE_URL was set; otherwise API clients are pointed at the origin they called. */
  publicBaseUrlIsSet: boolean;
  /** When absent, a secret is generated once and kept in the database (shared by every API process). */
  tokenSecret: string | undefined;
  /** The Ed25519 seed (hex) that signs the token of each order's QR code; else one kept in the database. */
  handOverTokenKey: string | undefined;
  userTokenTtlSeconds: number;
  clientTokenTtlSeconds: number;
  logLevel: string;
  /**
   * On SIGTERM, how long the process goes on serving while `/ready` answers 503, before it stops
   * listening: long enough for the load balancer's health checks to take it out (start:cluster sets it).
   */
  shutdownDrainMs: number;
  /**
   * Whether every request is logged as it arrives and as it is answered (at `info`). Off unless asked
   * for: the two lines cost 13–15 % of a catalogue call's CPU, and the load balancer keeps an access log.
   */
  logRequests: boolean;
  /** Folder of the built web app; null when the API runs without it (API tests). */
  webDist: string | null;
  seedOnStart: boolean;
  redisUrl: string | undefined;
  /** Behind a load balancer: which proxies' X-Forwarded-For names the client (per-IP rate limits need it). */
  trustProxy: TrustedProxies;
  /**
   * Who may read /metrics: a caller with the token (a bearer token), or a client at one of the addresses
   * (as TRUST_PROXY resolves the client's address; loopback by default). Anyone else is refused.
   */
  metrics: { token: string | undefined; allow: string[] };
  /** Mail goes out through this SMTP server when set; otherwise into the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Attempts allowed per window: sign-in and passenger lookups per 15 minutes; forgot password, feedback
   * and subscribing per hour.
   */
  rateLimits: {
    /** Per account and address; per known device of the account. */
    signInPerAccount: number;
    signInPerIp: number;
    /** Per account, over every browser that has not signed in to it before. */
    signInPerAccountFromNewDevices: number;
    forgotPasswordPerAccount: number;
    forgotPasswordPerIp: number;
    feedbackPerIp: number;
    subscribePerIp: number;
    /** Ticket lookups from one address, and lookups of one ticket (with failed ticket checks of orders). */
    passengerLookupPerIp: number;
    passengerLookupPerTicket: number;
  };
  payments: {
    /** Signs the sandbox gateway's webhooks; when absent, generated once and kept in the database. */
    webhookSecret: string | undefined;
    /** An unpaid card order gives its stock back after this long. */
    abandonMinutes: number;
    /** The sandbox's pending test card settles after this long. */
    pendingSeconds: number;
    /** The payment provider's origin; the shop reaches it only over HTTP. */
    providerUrl: string;
    /** Whether `npm start` also runs the sandbox provider, listening on the port of `providerUrl`. */
    runSandbox: boolean;
  };
  /** On-board ordering opens this many minutes before departure (boarding), until the arrival. */
  onBoardOpensMinutesBeforeDeparture: number;
  dutyMarginMinutes: number;
  /** An exchange rate moved by more than this share of itself (in percent) is saved only once confirmed. */
  exchangeRateConfirmPercent: number;
  jobs: {
    /** How often each process's job runner looks for due jobs (and for jobs a dead process left). */
    pollMs: number;
    /** The first retry of a failed job waits this long; each next one twice as long. */
    retryBaseMs: number;
    /**
     * How long a runner's claim on a job stands: a job its process died running is taken over after
     * this. Longer than any job takes; a job run twice is harmless, only later.
     */
    claimMs: number;
    /** Done jobs are deleted after this; failed ones stay for an admin. */
    keepDoneMs: number;
  };
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Deployment tools often pass unset variables as empty strings; those mean "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const localHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://${localHost}:${e.PORT}`).replace(/\/$/, ''),
    publicBaseUrlIsSet: e.PUBLIC_BASE_URL !== undefined,
    tokenSecret: e.TOKEN_SECRET,
    handOverTokenKey: e.HAND_OVER_TOKEN_KEY,
    userTokenTtlSeconds: e.USER_TOKEN_TTL_SECONDS,
    clientTokenTtlSeconds: e.CLIENT_TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logRequests: e.LOG_REQUESTS,
    webDist: resolve(e.WEB_DIST),
    seedOnStart: e.SEED_ON_START,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimits: {
      signInPerAccount: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signInPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      signInPerAccountFromNewDevices: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT_FROM_NEW_DEVICES,
      forgotPasswordPerAccount: e.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT,
      forgotPasswordPerIp: e.RATE_LIMIT_FORGOT_PASSWORD_PER_IP,
      feedbackPerIp: e.RATE_LIMIT_FEEDBACK_PER_IP,
      subscribePerIp: e.RATE_LIMIT_SUBSCRIBE_PER_IP,
      passengerLookupPerIp: e.RATE_LIMIT_PASSENGER_LOOKUP_PER_IP,
      passengerLookupPerTicket: e.RATE_LIMIT_PASSENGER_LOOKUP_PER_TICKET,
    },
    payments: {
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
      abandonMinutes: e.PAYMENT_ABANDON_MINUTES,
      pendingSeconds: e.PAYMENT_PENDING_SECONDS,
      // Beside the shop's port, clear of the cluster's API processes (PORT+1 …).
      providerUrl: (e.PAYMENT_PROVIDER_URL ?? `http://${localHost}:${e.PORT + 100}`).replace(/\/$/, ''),
      runSandbox: e.PAYMENT_SANDBOX,
    },
    onBoardOpensMinutesBeforeDeparture: e.ONBOARD_OPENS_MINUTES_BEFORE_DEPARTURE,
    dutyMarginMinutes: e.DUTY_MARGIN_MINUTES,
    exchangeRateConfirmPercent: e.EXCHANGE_RATE_CONFIRM_PERCENT,
    jobs: {
      pollMs: e.JOB_POLL_MS,
      retryBaseMs: e.JOB_RETRY_BASE_MS,
      claimMs: e.JOB_CLAIM_SECONDS * 1000,
      keepDoneMs: e.JOB_KEEP_DONE_DAYS * 24 * 60 * 60_000,
    },
  };
}
