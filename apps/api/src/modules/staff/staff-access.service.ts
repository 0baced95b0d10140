import {
  type CustomerLanguage,
  fixedError,
  STAFF_INVITATION_HOURS,
  STAFF_PASSWORD_RESET_HOURS,
  type StaffAccessLinkResponse,
  type StaffSetPasswordRequest,
  type StaffSetPasswordResponse,
  staffMessages,
} from '@dutyfree/contracts';
import type { StaffAccessPurpose } from '../../db/schema.ts';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { FieldErrors, HttpProblem } from '../../http/problems.ts';
import { hashPassword } from '../auth/auth.module.ts';
import type { JobRunner } from '../jobs/jobs.module.ts';
import { type Mailer, staffAccessMail } from '../mail/mail.module.ts';
import { accessLinkIdOf, accessLinkToken } from './access-link-token.ts';
import {
  authenticatorCodeMatches,
  authenticatorSetUp,
  newAuthenticatorSecret,
  newRecoveryCodes,
  recoveryCodeHash,
} from './second-factor.ts';
import type { StaffRecord, StaffRepository } from './staff.repository.ts';
import type { StaffAuditLog } from './staff-audit.service.ts';
import type { AccessLinkRecord, StaffCredentialsRepository } from './staff-credentials.repository.ts';

const ACCESS_MAIL_JOB = 'staff.accessMail';
type AccessMailJob = { linkId: number; language: CustomerLanguage };

const LINK_HOURS: Record<StaffAccessPurpose, number> = {
  invitation: STAFF_INVITATION_HOURS,
  passwordReset: STAFF_PASSWORD_RESET_HOURS,
};

const linkInvalid = () => new HttpProblem(400, fixedError('staff.accessLinkInvalid'));

/** Ends a member's sessions everywhere once their password changed (the staff module's session ender). */
export type StaffSessionEnder = { endSessionsOf(staffId: number, at: number): Promise<void> };

export type StaffAccessDependencies = {
  staff: StaffRepository;
  credentials: StaffCredentialsRepository;
  audit: StaffAuditLog;
  jobs: Pick<JobRunner, 'handle' | 'enqueue' | 'runNow'>;
  mailer: Mailer;
  sessions: StaffSessionEnder;
  database: Executor;
  /** The shop's token secret: it signs the links. */
  secret: string;
  /** Origin of the web app, which serves /staff/set-password. */
  publicBaseUrl: string;
  now: () => number;
};

/**
 * The single-use links with which a staff member chooses a password: mailed when an admin invites them
 * (valid STAFF_INVITATION_HOURS) or resets their password (STAFF_PASSWORD_RESET_HOURS), through a durable
 * job enqueued in the admin's change. An admin's link also sets up their authenticator and gives them
 * new recovery codes, so that no admin account ever signs in with a password alone.
 */
export class StaffAccessLinks {
  private readonly deps: StaffAccessDependencies;
  constructor(deps: StaffAccessDependencies) {
    this.deps = deps;
    deps.jobs.handle<AccessMailJob>(ACCESS_MAIL_JOB, (job) => this.mail(job));
  }

  /** Issues a link in the change's transaction and queues its mail; answers the job's key for `mailNow`. */
  async issue(
    executor: Executor,
    staffId: number,
    purpose: StaffAccessPurpose,
    language: CustomerLanguage,
  ): Promise<string> {
    const now = this.deps.now();
    const linkId = await this.deps.credentials.on(executor).issueLink(
      {
        staffId,
        purpose,
        totpSecret: newAuthenticatorSecret(),
        expiresAt: now + LINK_HOURS[purpose] * 3_600_000,
      },
      now,
    );
    return this.deps.jobs.enqueue<AccessMailJob>(executor, {
      kind: ACCESS_MAIL_JOB,
      idempotencyKey: `staff-access-link-${linkId}`,
      payload: { linkId, language },
    });
  }

  /** After the change's commit: the mail goes now rather than at the job runner's next pass. */
  mailNow(jobKey: string): Promise<void> {
    return this.deps.jobs.runNow(jobKey);
  }

  private async mail({ linkId, language }: AccessMailJob): Promise<void> {
    const { credentials, staff, secret, publicBaseUrl } = this.deps;
    const link = await credentials.link(linkId);
    const member = link && (await staff.findById(link.staffId));
    if (!link || !member) return;
    const token = accessLinkToken(secret, linkId);
    await this.deps.mailer.send({
      to: member.email,
      language,
      dedupKey: `staff-access-link-${linkId}`,
      ...(await staffAccessMail(language, {
        name: member.name,
        link: `${publicBaseUrl}/staff/set-password?token=${encodeURIComponent(token)}&lng=${language}`,
        purpose: link.purpose,
        hours: LINK_HOURS[link.purpose],
        admin: member.role === 'admin',
      })),
    });
  }

  /** Whose link it is, and for an admin the authenticator to set up; any bad link gets one answer. */
  async describe(token: string): Promise<StaffAccessLinkResponse> {
    const { link, member } = await this.open(token);
    return {
      name: member.name,
      email: member.email,
      role: member.role,
      purpose: link.purpose,
      authenticator: member.role === 'admin' ? await authenticatorSetUp(link.totpSecret, member.email) : null,
    };
  }

  /**
   * Sets the password from a link, and an admin's authenticator once its code shows the app has it. The
   * member's earlier sessions end, the link and every other open one are used up.
   */
  async setPassword(request: StaffSetPasswordRequest): Promise<StaffSetPasswordResponse> {
    const { link, member } = await this.open(request.token);
    const admin = member.role === 'admin';
    if (admin) {
      const code = request.code?.trim() ?? '';
      if (code === '') throw new FieldErrors({ Code: [fixedError('staff.codeRequired')] });
      if (!authenticatorCodeMatches(link.totpSecret, code, this.deps.now())) {
        throw new FieldErrors({ Code: [fixedError('staff.codeWrong')] });
      }
    }
    const passwordHash = await hashPassword(request.password);
    const recoveryCodes = admin ? newRecoveryCodes() : null;
    const now = this.deps.now();
    await withTransaction(this.deps.database, async (executor) => {
      if (!(await this.deps.credentials.on(executor).useLink(link, now))) throw linkInvalid();
      await this.deps.staff
        .on(executor)
        .setCredentials(member.id, { passwordHash, totpSecret: admin ? link.totpSecret : null }, now);
      if (recoveryCodes) {
        await this.deps.credentials
          .on(executor)
          .replaceRecoveryCodes(member.id, recoveryCodes.map(recoveryCodeHash));
      }
      await this.deps.audit.record(
        {
          staffId: member.id,
          action: 'staff.passwordSet',
          subject: `staff:${member.id}`,
          before: null,
          after: { purpose: link.purpose, authenticator: admin },
        },
        executor,
      );
    });
    await this.deps.sessions.endSessionsOf(member.id, now);
    return { message: staffMessages.passwordSet, recoveryCodes };
  }

  private async open(token: string): Promise<{ link: AccessLinkRecord; member: StaffRecord }> {
    const linkId = accessLinkIdOf(this.deps.secret, token);
    const link =
      linkId === undefined ? undefined : await this.deps.credentials.usableLink(linkId, this.deps.now());
    const member = link && (await this.deps.staff.findById(link.staffId));
    if (!link || !member?.active) throw linkInvalid();
    return { link, member };
  }
}
