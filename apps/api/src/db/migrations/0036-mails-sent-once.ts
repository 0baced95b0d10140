import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. The keys of the mails an SMTP server accepted: a mail job run again after a crash
// (between the server's answer and the job marked done) finds its key here and sends nothing. The
// outbox already keeps one mail per key when no SMTP server is set (0012).

export function mailsSentOnce(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('mail_sent')
        .addColumn('dedup_key', 'text', (c) => c.primaryKey())
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
