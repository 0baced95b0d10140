import type { Selectable } from 'kysely';
import type { StaffAccessLinkTable, StaffAccessPurpose } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type AccessLinkRecord = {
  id: number;
  staffId: number;
  purpose: StaffAccessPurpose;
  /** The authenticator an admin sets up with this link. */
  totpSecret: string;
  expiresAt: number;
};

const toLink = (row: Selectable<StaffAccessLinkTable>): AccessLinkRecord => ({
  id: row.id,
  staffId: row.staff_id,
  purpose: row.purpose,
  totpSecret: row.totp_secret,
  expiresAt: Number(row.expires_at),
});

/** A staff member's single-use access links and an admin's recovery codes (hashes only). */
export class StaffCredentialsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): StaffCredentialsRepository {
    return new StaffCredentialsRepository(executor);
  }

  async issueLink(link: Omit<AccessLinkRecord, 'id'>, now: number): Promise<number> {
    const row = await this.db
      .insertInto('staff_access_link')
      .values({
        staff_id: link.staffId,
        purpose: link.purpose,
        totp_secret: link.totpSecret,
        expires_at: link.expiresAt,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The link, whatever its state (the mail job sends it as it was issued). */
  async link(id: number): Promise<AccessLinkRecord | undefined> {
    const row = await this.db
      .selectFrom('staff_access_link')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toLink(row) : undefined;
  }

  /** The link while it can still be used: not used, not expired. */
  async usableLink(id: number, now: number): Promise<AccessLinkRecord | undefined> {
    const row = await this.db
      .selectFrom('staff_access_link')
      .selectAll()
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? toLink(row) : undefined;
  }

  /**
   * Uses the link up, and every other open link of the member with it (one sent earlier must not open
   * the account afterwards). A conditional update: of two requests racing with one link, one wins.
   */
  async useLink(link: AccessLinkRecord, now: number): Promise<boolean> {
    const claimed = await this.db
      .updateTable('staff_access_link')
      .set({ used_at: now })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;
    await this.db
      .updateTable('staff_access_link')
      .set({ used_at: now })
      .where('staff_id', '=', link.staffId)
      .where('used_at', 'is', null)
      .execute();
    return true;
  }

  /** The member's recovery codes become these (the earlier ones stop working). */
  async replaceRecoveryCodes(staffId: number, codeHashes: string[]): Promise<void> {
    await this.db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
    await this.db
      .insertInto('staff_recovery_code')
      .values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
  }

  /** Uses one recovery code up; answers whether it was the member's and unused. */
  async useRecoveryCode(staffId: number, codeHash: string, now: number): Promise<boolean> {
    const used = await this.db
      .updateTable('staff_recovery_code')
      .set({ used_at: now })
      .where('staff_id', '=', staffId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows > 0n;
  }
}
