import type { AddressInfo } from 'node:net';
import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { registerCustomer } from './customers.fixtures.ts';

type ReceivedMail = { from: string; to: string[]; data: string };

/** Mail bodies travel quoted-printable: long lines folded with `=` and `=` itself written as `=3D`. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe.each(testEngines)('password reset through a real SMTP server on %s', (engine) => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let shop: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    shop = await createTestApp(engine, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_BASE_URL: 'https://shop.example.com',
    });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  async function post(url: string, payload: object) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url,
      headers: callHeaders(tokens, actionPrivileges.accountSave),
      payload,
    });
  }

  it('mails a working reset link that sets the new password', async () => {
    const sara = await registerCustomer(shop.app, { language: 'en' });
    const forgot = await post(apiPaths.forgotPassword, { username: sara.email, EmailTemplateClientType: 1 });
    expect(forgot.statusCode).toBe(200);

    const mail = received.find((m) => m.to.includes(sara.email));
    expect(mail?.from).toBe('no-reply@dutyfree.local');
    expect(mail?.data).toContain('Subject: Reset your Sheba Duty Free password');
    expect(mail?.data).toContain('Content-Language: en');
    const body = decodeQuotedPrintable(mail?.data ?? '');
    const link = body.match(/https:\/\/shop\.example\.com\/reset-password\?token=[A-Za-z0-9_-]+&lng=en/)?.[0];
    expect(link).toBeDefined();

    const token = new URL(link ?? '').searchParams.get('token');
    const reset = await post(apiPaths.resetForgotPassword, {
      verification_token: token,
      password: 'from the mail 1',
    });
    expect(reset.statusCode).toBe(200);

    const signIn = await post(apiPaths.signIn, { username: sara.username, password: 'from the mail 1' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().customerId).toBe(sara.customerId);

    const outbox = await shop.database.db.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toEqual([]);
  });
});
