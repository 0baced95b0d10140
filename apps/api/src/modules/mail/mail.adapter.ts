import type { CustomerLanguage } from '@dutyfree/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailOutboxRepository, MailSentRepository } from './mail.repository.ts';
import type { InlineImage } from './mail-layout.ts';
import type { MailContent } from './mail-templates.ts';

// E-mail leaves the shop through this adapter: an SMTP server when SMTP_URL is set, otherwise the outbox
// table plus the log, so that password recovery works on a machine with no mail server.

export type MailMessage = MailContent & {
  to: string;
  language: CustomerLanguage;
  /**
   * Names the mail once when a job that may run twice sends it: the outbox keeps one mail per key; over
   * SMTP a key the server accepted once is not sent again, and it is the Message-ID, by which mail
   * servers and clients drop a second copy sent in the moment between the server's answer and the record.
   */
  dedupKey?: string;
  /** Pictures the HTML names by `cid:` (an order's QR code); sent over SMTP only, the outbox keeps the text. */
  images?: readonly InlineImage[];
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly sent: MailSentRepository;
  private readonly now: () => number;
  constructor(smtpUrl: string, from: string, sent: MailSentRepository, now: () => number = Date.now) {
    this.transport = createTransport(smtpUrl);
    this.from = from;
    this.sent = sent;
    this.now = now;
  }

  async send({ to, subject, text, html, language, dedupKey, images = [] }: MailMessage): Promise<void> {
    if (dedupKey && (await this.sent.has(dedupKey))) return; // sent already: a job ran twice.
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      html,
      headers: { 'Content-Language': language },
      attachments: images.map(({ cid, contentType, content }) => ({
        cid,
        contentType,
        content,
        filename: `${cid}.png`,
        contentDisposition: 'inline' as const,
      })),
      ...(dedupKey && { messageId: `<${dedupKey}@${this.from.replace(/^.*@|>.*$/g, '')}>` }),
    });
    if (dedupKey) await this.sent.record(dedupKey, this.now());
  }
}

export class OutboxMailer implements Mailer {
  private readonly outbox: MailOutboxRepository;
  private readonly logger: FastifyBaseLogger;
  private readonly now: () => number;
  constructor(outbox: MailOutboxRepository, logger: FastifyBaseLogger, now: () => number = Date.now) {
    this.outbox = outbox;
    this.logger = logger;
    this.now = now;
  }

  async send(message: MailMessage): Promise<void> {
    const outboxId = await this.outbox.store(message, this.now());
    if (outboxId === undefined) return; // kept already under its key: a job ran twice.
    // The text goes to the log on purpose: with no mail server it is how a reset link reaches a person.
    // A deployment that must not log links sets SMTP_URL.
    this.logger.info(
      { outboxId, to: message.to, subject: message.subject },
      `mail kept in the outbox (no SMTP_URL set):\n${message.text}`,
    );
  }
}

export function createMailer(
  { smtpUrl, mailFrom }: { smtpUrl: string | undefined; mailFrom: string },
  { outbox, sent }: { outbox: MailOutboxRepository; sent: MailSentRepository },
  logger: FastifyBaseLogger,
): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, mailFrom, sent) : new OutboxMailer(outbox, logger);
}
