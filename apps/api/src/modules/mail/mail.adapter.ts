import type { CustomerLanguage } from '@dutyfree/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailOutboxRepository } from './mail.repository.ts';
import type { InlineImage } from './mail-layout.ts';
import type { MailContent } from './mail-templates.ts';

// E-mail leaves the shop through this adapter: an SMTP server when SMTP_URL is set, otherwise the outbox
// table plus the log, so that password recovery works on a machine with no mail server.

export type MailMessage = MailContent & {
  to: string;
  language: CustomerLanguage;
  /**
   * Names the mail once when a job that may run twice sends it: the outbox keeps one mail per key, and
   * over SMTP it becomes the Message-ID, by which mail servers and clients drop a second copy.
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
  constructor(smtpUrl: string, from: string) {
    this.transport = createTransport(smtpUrl);
    this.from = from;
  }

  async send({ to, subject, text, html, language, dedupKey, images = [] }: MailMessage): Promise<void> {
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
  outbox: MailOutboxRepository,
  logger: FastifyBaseLogger,
): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, mailFrom) : new OutboxMailer(outbox, logger);
}
