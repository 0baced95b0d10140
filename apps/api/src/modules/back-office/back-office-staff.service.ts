import type {
  StaffAccount,
  StaffAccountsResponse,
  StaffActiveRequest,
  StaffInvitationRequest,
  StaffPasswordResetRequest,
  StaffRoleRequest,
} from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { type StaffAccountChange, type StaffAccountKeeping, toStaffAccount } from '../staff/staff.module.ts';
import type { AuditedChanges } from './audited-change.ts';

/**
 * Staff accounts as admins keep them: the staff module's `accountKeeping` makes each change on the
 * audited change's transaction; the link's mail and the end of the member's sessions follow the commit.
 */
export class BackOfficeStaffService {
  private readonly accounts: StaffAccountKeeping;
  private readonly changes: AuditedChanges;
  constructor(deps: { accounts: StaffAccountKeeping; changes: AuditedChanges }) {
    this.accounts = deps.accounts;
    this.changes = deps.changes;
  }

  async list(): Promise<StaffAccountsResponse> {
    return { accounts: (await this.accounts.list()).map(toStaffAccount) };
  }

  invite(adminId: number, draft: StaffInvitationRequest): Promise<StaffAccount> {
    return this.audited(adminId, 'staff.invite', (executor) => this.accounts.invite(executor, draft));
  }

  changeRole(adminId: number, { staffId, role, language }: StaffRoleRequest): Promise<StaffAccount> {
    return this.audited(adminId, 'staff.changeRole', (executor) =>
      this.accounts.changeRole(executor, adminId, staffId, role, language),
    );
  }

  setActive(adminId: number, { staffId, active }: StaffActiveRequest): Promise<StaffAccount> {
    return this.audited(adminId, active ? 'staff.enable' : 'staff.disable', (executor) =>
      this.accounts.setActive(executor, adminId, staffId, active),
    );
  }

  resetPassword(adminId: number, { staffId, language }: StaffPasswordResetRequest): Promise<StaffAccount> {
    return this.audited(adminId, 'staff.resetPassword', (executor) =>
      this.accounts.resetPassword(executor, staffId, language),
    );
  }

  private async audited(
    adminId: number,
    action: string,
    change: (executor: Executor) => Promise<StaffAccountChange>,
  ): Promise<StaffAccount> {
    const { account, followUp } = await this.changes.make(adminId, async (executor) => {
      const made = await change(executor);
      const after = toStaffAccount(made.after);
      const before = made.before && toStaffAccount(made.before);
      return {
        action,
        subject: `staff:${after.id}`,
        before,
        after,
        answer: { account: after, followUp: made.followUp },
      };
    });
    await this.accounts.followUp(followUp);
    return account;
  }
}
