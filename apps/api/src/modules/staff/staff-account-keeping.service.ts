import { type CustomerLanguage, fixedError, type StaffRole } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { StaffRecord, StaffRepository } from './staff.repository.ts';
import type { StaffAccessLinks, StaffSessionEnder } from './staff-access.service.ts';

/** What must follow a committed change: a link's mail, the member's sessions ended. */
export type StaffFollowUp = { mailJob?: string; endSessionsOf?: number };

/** A change of one account: the member before (null: new) and after, and what follows the commit. */
export type StaffAccountChange = { before: StaffRecord | null; after: StaffRecord; followUp: StaffFollowUp };

export type StaffAccountKeepingDependencies = {
  staff: StaffRepository;
  links: StaffAccessLinks;
  sessions: StaffSessionEnder;
  now: () => number;
};

/**
 * How admins keep staff accounts: invite, change a role, disable or enable, send a password link. Each
 * change runs on the caller's `Executor` (the back office's audited change) and answers the member before
 * and after it; `followUp` is called once it has committed.
 */
export class StaffAccountKeeping {
  private readonly deps: StaffAccountKeepingDependencies;
  constructor(deps: StaffAccountKeepingDependencies) {
    this.deps = deps;
  }

  list(): Promise<StaffRecord[]> {
    return this.deps.staff.list();
  }

  /** A new member with no password yet, and a link mailed to choose one. */
  async invite(
    executor: Executor,
    draft: { name: string; email: string; role: StaffRole; language: CustomerLanguage },
  ): Promise<StaffAccountChange> {
    const staff = this.deps.staff.on(executor);
    if (await staff.findByEmail(draft.email)) throw conflict(fixedError('staff.staffEmailTaken'));
    const id = await staff.insert({ ...draft, passwordHash: null }, this.deps.now());
    const mailJob = await this.deps.links.issue(executor, id, 'invitation', draft.language);
    return { before: null, after: await this.member(staff, id), followUp: { mailJob } };
  }

  /**
   * The member's sessions end (a token names the role it was issued for). A member made admin who has no
   * authenticator yet is mailed a link to set one up with a new password: until then they cannot sign in.
   */
  async changeRole(
    executor: Executor,
    adminId: number,
    staffId: number,
    role: StaffRole,
    language: CustomerLanguage,
  ): Promise<StaffAccountChange> {
    const staff = this.deps.staff.on(executor);
    const before = await this.other(staff, adminId, staffId);
    await staff.setRole(staffId, role);
    await staff.endSessions(staffId, this.deps.now());
    const needsAuthenticator = role === 'admin' && before.totpSecret === null && before.passwordHash !== null;
    const mailJob = needsAuthenticator
      ? await this.deps.links.issue(executor, staffId, 'passwordReset', language)
      : undefined;
    return {
      before,
      after: await this.member(staff, staffId),
      followUp: { mailJob, endSessionsOf: staffId },
    };
  }

  /** A disabled member cannot sign in, and every session of theirs ends on every process. */
  async setActive(
    executor: Executor,
    adminId: number,
    staffId: number,
    active: boolean,
  ): Promise<StaffAccountChange> {
    const staff = this.deps.staff.on(executor);
    const before = await this.other(staff, adminId, staffId);
    await staff.setActive(staffId, active);
    // Enabled again, a member signs in anew: the tokens they held when disabled stay refused.
    if (!active) await staff.endSessions(staffId, this.deps.now());
    return {
      before,
      after: await this.member(staff, staffId),
      followUp: active ? {} : { endSessionsOf: staffId },
    };
  }

  /** Mails a link to choose a new password; the current one works until the link is used. */
  async resetPassword(
    executor: Executor,
    staffId: number,
    language: CustomerLanguage,
  ): Promise<StaffAccountChange> {
    const staff = this.deps.staff.on(executor);
    const member = await this.member(staff, staffId);
    const mailJob = await this.deps.links.issue(executor, staffId, 'passwordReset', language);
    return { before: member, after: member, followUp: { mailJob } };
  }

  async followUp({ mailJob, endSessionsOf }: StaffFollowUp): Promise<void> {
    if (endSessionsOf !== undefined) await this.deps.sessions.endSessionsOf(endSessionsOf, this.deps.now());
    if (mailJob) await this.deps.links.mailNow(mailJob);
  }

  private async member(staff: StaffRepository, staffId: number): Promise<StaffRecord> {
    const member = await staff.findById(staffId);
    if (!member) throw notFound(fixedError('staff.staffMemberNotFound'));
    return member;
  }

  /** An admin neither disables nor demotes themselves: the shop would be left without its last admin. */
  private async other(staff: StaffRepository, adminId: number, staffId: number): Promise<StaffRecord> {
    if (adminId === staffId) throw conflict(fixedError('staff.ownAccount'));
    return this.member(staff, staffId);
  }
}
