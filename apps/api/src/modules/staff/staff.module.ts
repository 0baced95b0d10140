import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { SignInBudgets, type TokenService } from '../auth/auth.module.ts';
import { StaffRepository } from './staff.repository.ts';
import { staffRoutes } from './staff.routes.ts';
import { StaffAuditRepository } from './staff-audit.repository.ts';
import { StaffAuditLog } from './staff-audit.service.ts';
import { StaffSessions } from './staff-sessions.service.ts';
import { type SessionEnder, StaffSignInService } from './staff-sign-in.service.ts';

export type { StaffRecord } from './staff.repository.ts';
export type { AuditEntryRecord } from './staff-audit.repository.ts';
export type { AuditRecord, StaffAuditLog } from './staff-audit.service.ts';

export type Staff = ReturnType<typeof createStaff>;

export type StaffModuleDependencies = {
  config: Config;
  database: Database;
  tokens: TokenService;
  revocations: SessionEnder;
  rateLimiter: RateLimiter;
  now?: () => number;
};

/**
 * The airline's staff (crew and admins): their accounts and sign-in, the check that a staff session is
 * still live, and the audit log every staff action writes to.
 */
export function createStaff({
  config,
  database,
  tokens,
  revocations,
  rateLimiter,
  now = Date.now,
}: StaffModuleDependencies) {
  const members = new StaffRepository(database.db);
  const audit = new StaffAuditLog({ entries: new StaffAuditRepository(database.db), now });
  return {
    /** A staff member by id (their name on a hand-over). */
    findById: (staffId: number) => members.findById(staffId),
    /** Whether a staff token is still live: its member is active in the role it names. */
    sessions: new StaffSessions(members),
    audit,
    tokens,
    signIns: new StaffSignInService({
      staff: members,
      tokens,
      budgets: new SignInBudgets({ rateLimiter, tokens, limits: config.rateLimits }),
      revocations,
      audit,
    }),
  };
}

export async function registerStaffRoutes(api: FastifyInstance, staff: Staff): Promise<void> {
  await api.register(staffRoutes, { signIns: staff.signIns, audit: staff.audit, tokens: staff.tokens });
}
