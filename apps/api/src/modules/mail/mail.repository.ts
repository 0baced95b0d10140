import type { Executor } from '../../db/transaction.ts';

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
};

/** Mails kept by the embedded mailer, for an operator (or a later relay) to see what would have gone out. */
export class MailOutboxRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async store(mail: OutboxMail, createdAt: number): Promise<number> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        language: mail.language,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
