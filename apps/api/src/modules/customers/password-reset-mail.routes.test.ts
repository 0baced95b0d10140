import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { registerCustomer } from './customers.fixtures.ts';

describe.each(testEngines)('password reset through a real SMTP server on %s', (engine) => {
  let smtp: TestSmtp;
  let shop: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    shop = await createTestApp(engine, {
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'https://shop.example.com',
    });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
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

    const [mail] = smtp.to(sara.email);
    expect(mail?.from).toBe('no-reply@dutyfree.local');
    expect(mail?.subject).toBe('Reset your Sheba Duty Free password');
    expect(mail?.raw).toContain('Content-Language: en');
    const body = mail?.readable ?? '';
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
