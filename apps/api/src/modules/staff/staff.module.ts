import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { SignInBudgets, type TokenService, type UserKind } from '../auth/auth.module.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import type { Mailer } from '../mail/mail.module.ts';
import { StaffRepository } from './staff.repository.ts';
import { staffRoutes } from './staff.routes.ts';
import { StaffAccessLinks, type StaffSessionEnder } from './staff-access.service.ts';
import { StaffAccountKeeping } from './staff-account-keeping.service.ts';
import { StaffAuditRepository } from './staff-audit.repository.ts';
import { StaffAuditLog } from './staff-audit.service.ts';
import { StaffCredentialsRepository } from './staff-credentials.repository.ts';
import { StaffSessions } from './staff-sessions.service.ts';
import { type SessionEnder, STAFF_SESSION_SECONDS, StaffSignInService } from './staff-sign-in.service.ts';

export type { StaffRecord } from './staff.repository.ts';
export { toStaffAccount } from './staff.wire.ts';
export type { StaffAccountChange, StaffAccountKeeping } from './staff-account-keeping.service.ts';
export type { AuditEntryRecord } from './staff-audit.repository.ts';
export type { AuditRecord, StaffAuditLog } from './staff-audit.service.ts';

export type Staff = ReturnType<typeof createStaff>;

/** Auth's token revocations: one token's session, or every session of an account on every process. */
type Revocations = SessionEnder & {
  endSessionsOf(kind: UserKind, sub: string, at: number, keepMs: number): Promise<boolean>;
};

export type StaffModuleDependencies = {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** The shop's token secret: it signs the password links. */
  secret: string;
  revocations: Revocations;
  rateLimiter: RateLimiter;
  jobs: Pick<JobRunner, 'handle' | 'enqueue' | 'runNow'>;
  mailer: Mailer;
  now?: () => number;
};

/**
 * The airline's staff (crew and admins): their accounts and sign-in (an admin's with a second factor),
 * the links with which they choose a password, the check that a staff session is still live, the
 * keeping of accounts admins do through the back office, and the audit log every staff action writes to.
 */
export function createStaff({
  config,
  database,
  tokens,
  secret,
  revocations,
  rateLimiter,
  jobs,
  mailer,
  now = Date.now,
}: StaffModuleDependencies) {
  const members = new StaffRepository(database.db);
  const credentials = new StaffCredentialsRepository(database.db);
  const audit = new StaffAuditLog({ entries: new StaffAuditRepository(database.db), now });
  const sessions = new StaffSessions(members);
  const sessionEnder: StaffSessionEnder = {
    async endSessionsOf(staffId, at) {
      sessions.changed(staffId);
      await revocations.endSessionsOf('staff', String(staffId), at, STAFF_SESSION_SECONDS * 1000);
    },
  };
  const links = new StaffAccessLinks({
    staff: members,
    credentials,
    audit,
    jobs,
    mailer,
    sessions: sessionEnder,
    database: database.db,
    secret,
    publicBaseUrl: config.publicBaseUrl,
    now,
  });
  return {
    /** A staff member by id (their name on a hand-over). */
    findById: (staffId: number) => members.findById(staffId),
    /** Whether a staff token is still live: its member is active in the role it names. */
    sessions,
    audit,
    tokens,
    links,
    /** Invitations, roles, disabling and password links, as the back office's admins change them. */
    accountKeeping: new StaffAccountKeeping({ staff: members, links, sessions: sessionEnder, now }),
    signIns: new StaffSignInService({
      staff: members,
      credentials,
      now,
      tokens,
      budgets: new SignInBudgets({ rateLimiter, tokens, limits: config.rateLimits }),
      revocations,
      audit,
    }),
  };
}

export async function registerStaffRoutes(api: FastifyInstance, staff: Staff): Promise<void> {
  await api.register(staffRoutes, {
    signIns: staff.signIns,
    links: staff.links,
    audit: staff.audit,
    tokens: staff.tokens,
  });
}
