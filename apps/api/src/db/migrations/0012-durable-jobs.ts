import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time. The job table: work that must happen after a change (a refund, a confirmation mail,
// accrual miles, the sandbox gateway's webhook) is written in the change's own transaction and run by
// whichever API process claims it, so a crash between the change and its consequence loses nothing.
// A job's idempotency key names the consequence once (a second enqueue of it is a no-op). Mails kept in
// the outbox carry the key of the job that sent them, so a job run twice keeps one mail.

export function durableJobs(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();

  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('job')
        .addColumn('id', 'integer', identity)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_after', 'bigint', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // The runners' claim reads due jobs in run_after order, by state.
      await db.schema.createIndex('job_due_idx').on('job').columns(['state', 'run_after']).execute();

      await db.schema.alterTable('mail_outbox').addColumn('dedup_key', 'text').execute();
      await db.schema
        .createIndex('mail_outbox_dedup_key_idx')
        .on('mail_outbox')
        .column('dedup_key')
        .unique()
        .execute();
    },
  };
}
