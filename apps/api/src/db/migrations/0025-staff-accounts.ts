import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. Staff accounts kept by admins: an admin's authenticator secret (TOTP, base32) on the
// member, the moment from which the member's tokens count (a password set ends older sessions), the
// single-use links that let an invited member or one whose password was reset choose a password, and
// an admin's recovery codes, kept only as hashes. A member invited but without a password yet has an
// empty password hash, which no password matches.

export function staffAccounts(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();

  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('staff_member').addColumn('totp_secret', 'text').execute();
      await db.schema
        .alterTable('staff_member')
        .addColumn('sessions_valid_from', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('staff_access_link')
        .addColumn('id', 'integer', identity)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_access_link_staff_idx')
        .on('staff_access_link')
        .column('staff_id')
        .execute();

      await db.schema
        .createTable('staff_recovery_code')
        .addColumn('id', 'integer', identity)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_member.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('staff_recovery_code_staff_idx')
        .on('staff_recovery_code')
        .columns(['staff_id', 'code_hash'])
        .execute();
    },
  };
}
