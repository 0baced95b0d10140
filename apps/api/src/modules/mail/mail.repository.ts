import type { Executor } from '../../db/transaction.ts';

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  dedupKey?: string;
};

/** Mails kept by the embedded mailer, for an operator (or a later relay) to see what would have gone out. */
export class MailOutboxRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The new mail's id, or undefined when a mail with its dedup key is kept already. */
  async store(mail: OutboxMail, createdAt: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        language: mail.language,
        created_at: createdAt,
        dedup_key: mail.dedupKey ?? null,
      })
      .onConflict((oc) => oc.column('dedup_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }
}

/** The keys of the mails an SMTP server accepted, so that a job run again sends none of them twice. */
export class MailSentRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async has(dedupKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('mail_sent')
      .select('dedup_key')
      .where('dedup_key', '=', dedupKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  async record(dedupKey: string, sentAt: number): Promise<void> {
    await this.db
      .insertInto('mail_sent')
      .values({ dedup_key: dedupKey, sent_at: sentAt })
      .onConflict((oc) => oc.column('dedup_key').doNothing())
      .execute();
  }
}
