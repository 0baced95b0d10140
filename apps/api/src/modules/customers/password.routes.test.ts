import { accountMessages, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { registerCustomer, type TestCustomer } from './customers.fixtures.ts';

describe.each(testEngines)('password recovery and change on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, {
      PUBLIC_BASE_URL: 'https://shop.example.com',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: '2',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
    });
  });
  afterAll(() => shop.close());

  let addressCounter = 0;
  async function post(url: string, payload: object, userToken?: string) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url,
      headers: callHeaders(
        { ...tokens, accessToken: userToken ?? tokens.accessToken },
        actionPrivileges.accountSave,
      ),
      payload,
      remoteAddress: `203.0.113.${++addressCounter}`,
    });
  }

  const signIn = (username: string, password: string) => post(apiPaths.signIn, { username, password });

  /** Reads the customer's own profile with a user token: 200 while that session lasts. */
  async function readProfile(customer: TestCustomer, userToken: string) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'GET',
      url: `${apiPaths.passengerProfile}?UserId=${customer.customerId}`,
      headers: callHeaders({ ...tokens, accessToken: userToken }, actionPrivileges.preOrderAccess),
    });
  }

  /** The newest mail in the outbox for this address (no SMTP_URL in these tests). */
  async function lastMailTo(address: string) {
    return shop.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  async function resetTokenFor(customer: TestCustomer): Promise<string> {
    const forgot = await post(apiPaths.forgotPassword, {
      username: customer.email,
      EmailTemplateClientType: 1,
    });
    expect(forgot.statusCode).toBe(200);
    const link = (await lastMailTo(customer.email)).text_body.match(/https:\S+/)?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  }

  describe('ForgotPassword', () => {
    it('mails a reset link in the customer language and says it was sent', async () => {
      const sara = await registerCustomer(shop.app, { language: 'ar' });
      const response = await post(apiPaths.forgotPassword, {
        username: sara.username,
        EmailTemplateClientType: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'A password reset link has been sent to your e-mail address.',
      });

      const mail = await lastMailTo(sara.email);
      expect(mail).toMatchObject({
        language: 'ar',
        subject: 'إعادة تعيين كلمة المرور لحسابك في Sheba Duty Free',
      });
      expect(mail.text_body).toMatch(
        /https:\/\/shop\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}&lng=ar/,
      );
      expect(mail.html_body).toContain('dir="rtl"');
    });

    it('tells the traveller when no account has that name or address', async () => {
      const response = await post(apiPaths.forgotPassword, {
        username: 'nobody@example.com',
        EmailTemplateClientType: 1,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'User account does not exist' });
    });

    it('asks for the e-mail address and the mail template type 1', async () => {
      const response = await post(apiPaths.forgotPassword, { username: '', EmailTemplateClientType: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Username: ['Email Address field is required.'],
        EmailTemplateClientType: ['EmailTemplateClientType must be 1.'],
      });
    });

    it('sends at most 2 links an hour for one account', async () => {
      const sara = await registerCustomer(shop.app);
      await resetTokenFor(sara);
      await resetTokenFor(sara);
      const third = await post(apiPaths.forgotPassword, {
        username: sara.username,
        EmailTemplateClientType: 1,
      });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: accountMessages.tooManyAttempts });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    });
  });

  describe('ResetForgotPassword', () => {
    it('sets the new password once; the link then stops working', async () => {
      const sara = await registerCustomer(shop.app);
      const token = await resetTokenFor(sara);

      const reset = await post(apiPaths.resetForgotPassword, {
        verification_token: token,
        password: 'brand new pass',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ message: 'Your password has been changed.' });
      expect((await signIn(sara.username, 'brand new pass')).statusCode).toBe(200);
      expect((await signIn(sara.username, sara.password)).statusCode).toBe(401);

      const reuse = await post(apiPaths.resetForgotPassword, {
        verification_token: token,
        password: 'third password',
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toMatchObject({ message: 'operation ended with errors' });
      expect((await signIn(sara.username, 'brand new pass')).statusCode).toBe(200);
    });

    it('ends every session of the account, in this process at once', async () => {
      const sara = await registerCustomer(shop.app);
      const elsewhere = (await (await signIn(sara.username, sara.password)).json()).token;
      expect((await readProfile(sara, elsewhere)).statusCode).toBe(200);

      const token = await resetTokenFor(sara);
      await post(apiPaths.resetForgotPassword, { verification_token: token, password: 'brand new pass' });

      for (const ended of [sara.token, elsewhere]) {
        const refused = await readProfile(sara, ended);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.' });
      }
      const fresh = (await (await signIn(sara.username, 'brand new pass')).json()).token;
      expect((await readProfile(sara, fresh)).statusCode).toBe(200);
    });

    it('retires the other links of the account once one of them is used', async () => {
      const sara = await registerCustomer(shop.app);
      const older = await resetTokenFor(sara);
      const newer = await resetTokenFor(sara);
      await post(apiPaths.resetForgotPassword, { verification_token: newer, password: 'brand new pass' });
      const response = await post(apiPaths.resetForgotPassword, {
        verification_token: older,
        password: 'other pass 1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'operation ended with errors' });
    });

    it('refuses a made-up token with the same message', async () => {
      const response = await post(apiPaths.resetForgotPassword, {
        verification_token: 'made-up-token',
        password: 'brand new pass',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'operation ended with errors' });
    });

    it('asks for the token and a password of at least 8 characters', async () => {
      const missing = await post(apiPaths.resetForgotPassword, {});
      expect(missing.json().errors).toEqual({
        Verification_token: ['Verification token is required.'],
        Password: ['Password is required'],
      });
      const short = await post(apiPaths.resetForgotPassword, {
        verification_token: 'x',
        password: 'seven77',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({
        Password: ['Password character length should be greater than 8.'],
      });
    });
  });

  describe('ChangePassword', () => {
    it('changes the signed-in customer password when the current one is right', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await post(
        apiPaths.changePassword,
        { username: sara.username, oldPassword: sara.password, newPassword: 'changed pass 1' },
        sara.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been changed.',
        token: expect.stringMatching(/^v1\./),
      });
      expect((await signIn(sara.email, 'changed pass 1')).statusCode).toBe(200);
      expect((await signIn(sara.email, sara.password)).statusCode).toBe(401);
    });

    it("ends the account's other sessions and carries on the caller's with the token it returns", async () => {
      const sara = await registerCustomer(shop.app);
      const elsewhere = (await (await signIn(sara.username, sara.password)).json()).token;
      const changed = await post(
        apiPaths.changePassword,
        { username: sara.username, oldPassword: sara.password, newPassword: 'changed pass 1' },
        sara.token,
      );
      expect(changed.statusCode).toBe(200);

      expect((await readProfile(sara, elsewhere)).statusCode).toBe(401);
      expect((await readProfile(sara, sara.token)).statusCode).toBe(401);
      const carriedOn = await readProfile(sara, changed.json().token);
      expect(carriedOn.statusCode).toBe(200);
      expect(carriedOn.json()).toMatchObject({ userId: sara.customerId, username: sara.username });
    });

    it('retires reset links sent before the change', async () => {
      const sara = await registerCustomer(shop.app);
      const token = await resetTokenFor(sara);
      await post(
        apiPaths.changePassword,
        { username: sara.email, oldPassword: sara.password, newPassword: 'changed pass 1' },
        sara.token,
      );
      const reset = await post(apiPaths.resetForgotPassword, {
        verification_token: token,
        password: 'attacker pass',
      });
      expect(reset.statusCode).toBe(400);
    });

    it('refuses a wrong current password, and stops after 3 tries', async () => {
      const sara = await registerCustomer(shop.app);
      const attempt = (oldPassword: string) =>
        post(
          apiPaths.changePassword,
          { username: sara.username, oldPassword, newPassword: 'changed pass 1' },
          sara.token,
        );
      for (let i = 0; i < 3; i++) {
        const wrong = await attempt('not my password');
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual({ OldPassword: ['The current password is not correct.'] });
      }
      expect((await attempt(sara.password)).statusCode).toBe(429);
    });

    it("refuses to change another account's password", async () => {
      const [sara, abebe] = [await registerCustomer(shop.app), await registerCustomer(shop.app)];
      const response = await post(
        apiPaths.changePassword,
        { username: abebe.username, oldPassword: abebe.password, newPassword: 'hijacked pass' },
        sara.token,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: accountMessages.notYourAccount });
      expect((await signIn(abebe.username, abebe.password)).statusCode).toBe(200);
    });

    it('asks a visitor who is not signed in to sign in', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await post(apiPaths.changePassword, {
        username: sara.username,
        oldPassword: sara.password,
        newPassword: 'changed pass 1',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Please sign in to continue.' });
    });

    it('names every missing field', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await post(apiPaths.changePassword, {}, sara.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Username: ['Username field is required.'],
        OldPassword: ['Old Password field is required.'],
        NewPassword: ['Password is required'],
      });
    });
  });
});
