import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createMailer, type Mailer } from './mail.adapter.ts';
import { MailOutboxRepository, MailSentRepository } from './mail.repository.ts';

export type { Mailer } from './mail.adapter.ts';
export { type InlineImage, type MailDocument, qrCodeImage, renderMail } from './mail-layout.ts';
export { escapeHtml, type MailContent, passwordResetMail, staffAccessMail } from './mail-templates.ts';

/** SMTP when SMTP_URL is set (a keyed mail sent once); otherwise the outbox table, with each mail's links written to the log. */
export function createMail(config: Config, database: Database, logger: FastifyBaseLogger): Mailer {
  const repositories = {
    outbox: new MailOutboxRepository(database.db),
    sent: new MailSentRepository(database.db),
  };
  return createMailer(config, repositories, logger);
}
