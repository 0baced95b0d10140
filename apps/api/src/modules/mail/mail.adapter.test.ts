import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { createMailer, OutboxMailer, SmtpMailer } from './mail.adapter.ts';
import { MailOutboxRepository, MailSentRepository } from './mail.repository.ts';
import { passwordResetMail } from './mail-templates.ts';

function recordingLogger() {
  const lines: { fields: object; message: string }[] = [];
  const logger = {
    info: (fields: object, message: string) => {
      lines.push({ fields, message });
    },
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe.each(testEngines)('the mailer on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('keeps mail in the outbox and logs the reset link when no SMTP server is configured', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = new OutboxMailer(new MailOutboxRepository(database.db), logger, () => 1_700_000_000_000);
    const link = 'https://shop.example.com/reset-password?token=tok123&lng=zh';
    await mailer.send({
      to: 'dawit@example.com',
      language: 'zh',
      ...(await passwordResetMail('zh', { firstName: 'Dawit', link })),
    });

    const stored = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      to_address: 'dawit@example.com',
      subject: '重置您的 Sheba Duty Free 密码',
      language: 'zh',
      created_at: 1_700_000_000_000,
      sent_at: null,
    });
    expect(stored.text_body).toContain(link);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({ outboxId: stored.id, to: 'dawit@example.com' });
    expect(lines[0]?.message).toContain(link);
  });

  it('sends over SMTP exactly when SMTP_URL is set', () => {
    const { logger } = recordingLogger();
    const repositories = {
      outbox: new MailOutboxRepository(database.db),
      sent: new MailSentRepository(database.db),
    };
    expect(createMailer(loadConfig({}), repositories, logger)).toBeInstanceOf(OutboxMailer);
    expect(
      createMailer(loadConfig({ SMTP_URL: 'smtps://mail.example.com:465' }), repositories, logger),
    ).toBeInstanceOf(SmtpMailer);
  });

  it('refuses to start with an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL="http://mail.example.com": expected a URL starting with smtp:// or smtps://',
    );
  });
});
