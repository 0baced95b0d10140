import {
  type ActionPrivilege,
  accountMessages,
  actionPrivileges,
  apiPaths,
  engagementMessages as m,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines)('feedback and newsletter on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { RATE_LIMIT_FEEDBACK_PER_IP: '3', RATE_LIMIT_SUBSCRIBE_PER_IP: '4' });
  });
  afterAll(() => shop.close());

  // Each test calls from its own address, so one test's rate-limit budget never touches another's.
  let addressCounter = 0;
  const newAddress = () => `203.0.113.${++addressCounter}`;

  async function post(
    url: string,
    payload: object,
    privilege: ActionPrivilege,
    remoteAddress = newAddress(),
  ) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url,
      headers: callHeaders(tokens, privilege),
      payload,
      remoteAddress,
    });
  }

  const sendFeedback = (payload: object, remoteAddress?: string) =>
    post(apiPaths.feedbackCreate, payload, actionPrivileges.preOrderAccess, remoteAddress);
  const subscribe = (payload: object, remoteAddress?: string) =>
    post(apiPaths.subscribeToMail, payload, actionPrivileges.subscribeToMail, remoteAddress);

  const feedbackRows = () =>
    shop.database.db
      .selectFrom('feedback')
      .select(['full_name', 'email', 'feedback'])
      .orderBy('id')
      .execute();
  const subscribers = () =>
    shop.database.db.selectFrom('newsletter_subscription').select('email').orderBy('id').execute();

  describe('CustomerFeedBack/Create', () => {
    it('stores the feedback and thanks the traveller', async () => {
      const response = await sendFeedback({
        fullName: '  Selam Tesfaye ',
        email: 'Selam@Example.com',
        feedBack: 'The pick-up on board was quick. ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: m.feedbackReceived });
      expect(await feedbackRows()).toContainEqual({
        full_name: 'Selam Tesfaye',
        email: 'selam@example.com',
        feedback: 'The pick-up on board was quick.',
      });
    });

    it('names every missing field with the messages of SPEC §5', async () => {
      const response = await sendFeedback({});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        FullName: [m.fullNameRequired],
        Email: [m.emailRequired],
        FeedBack: [m.feedbackRequired],
      });
    });

    it('treats blank fields as missing', async () => {
      const response = await sendFeedback({ fullName: ' ', email: ' ', feedBack: '  ' });
      expect(response.json().errors).toEqual({
        FullName: [m.fullNameRequired],
        Email: [m.emailRequired],
        FeedBack: [m.feedbackRequired],
      });
    });

    it('refuses digits in the name and an address that is not one', async () => {
      const response = await sendFeedback({ fullName: 'Selam 2', email: 'selam@', feedBack: 'Hello' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ FullName: [m.fullNameHasDigits], Email: [m.emailInvalid] });
    });

    it('refuses a message longer than 2000 characters', async () => {
      const response = await sendFeedback({
        fullName: 'Selam',
        email: 'selam@example.com',
        feedBack: 'x'.repeat(2001),
      });
      expect(response.json().errors).toEqual({ FeedBack: [m.feedbackTooLong] });
    });

    it('stores nothing that failed validation', async () => {
      const before = (await feedbackRows()).length;
      await sendFeedback({ fullName: 'R2D2', email: 'r2@example.com', feedBack: 'Beep' });
      expect(await feedbackRows()).toHaveLength(before);
    });

    it('needs the PreOrder-Access privilege', async () => {
      const response = await post(
        apiPaths.feedbackCreate,
        { fullName: 'Selam', email: 'selam@example.com', feedBack: 'Hi' },
        actionPrivileges.subscribeToMail,
      );
      expect(response.statusCode).toBe(403);
    });

    it('takes 3 messages an hour from one address, then answers 429 with Retry-After', async () => {
      const address = newAddress();
      const feedback = { fullName: 'Daniel Okafor', email: 'daniel@example.com', feedBack: 'Again' };
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await sendFeedback(feedback, address)).statusCode).toBe(200);
      }
      const refused = await sendFeedback(feedback, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: accountMessages.tooManyAttempts });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

      expect((await sendFeedback(feedback, newAddress())).statusCode).toBe(200);
    });
  });

  describe('PreOrder/SubscribetoMail', () => {
    it('adds the address, lowercased, and says so', async () => {
      const response = await subscribe({ email: ' Hanna.Girma@Example.com ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: m.subscribed });
      expect(await subscribers()).toContainEqual({ email: 'hanna.girma@example.com' });
    });

    it('tells a second subscriber of the same address, in any letter case, that they are on the list', async () => {
      expect((await subscribe({ email: 'marta@example.com' })).json()).toEqual({ message: m.subscribed });
      const again = await subscribe({ email: 'MARTA@example.com' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ message: m.alreadySubscribed });
      expect((await subscribers()).filter((row) => row.email === 'marta@example.com')).toHaveLength(1);
    });

    it('keeps one row when the same address arrives twice at once', async () => {
      const answers = await Promise.all([
        subscribe({ email: 'twice@example.com' }),
        subscribe({ email: 'twice@example.com' }),
      ]);
      expect(answers.map((a) => a.json().message).sort()).toEqual([m.alreadySubscribed, m.subscribed].sort());
      expect((await subscribers()).filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
    });

    it('needs an e-mail address', async () => {
      expect((await subscribe({})).json()).toEqual({
        errors: { Email: [m.emailRequired] },
        errorCodes: { Email: [{ code: 'account.emailRequired', params: {} }] },
      });
      expect((await subscribe({ email: '' })).json().errors).toEqual({ Email: [m.emailRequired] });
      const invalid = await subscribe({ email: 'not an address' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({ Email: [m.emailInvalid] });
    });

    it('needs the PreOrder-SubmitSubscribetoMail privilege', async () => {
      const response = await post(
        apiPaths.subscribeToMail,
        { email: 'someone@example.com' },
        actionPrivileges.preOrderAccess,
      );
      expect(response.statusCode).toBe(403);
    });

    it('takes 4 subscriptions an hour from one address, then answers 429', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await subscribe({ email: `list-${attempt}@example.com` }, address);
        expect(response.statusCode).toBe(200);
      }
      const refused = await subscribe({ email: 'list-5@example.com' }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await subscribers()).not.toContainEqual({ email: 'list-5@example.com' });
    });
  });
});
