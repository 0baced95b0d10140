import { accountMessages, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { enrolTestMember } from '../loyalty/loyalty.fixtures.ts';
import { registerCustomer } from './customers.fixtures.ts';

describe.each(testEngines)('sign-in on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, {
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGN_IN_PER_IP: '6',
    });
  });
  afterAll(() => shop.close());

  // Every test signs in from its own address, so the per-address limit of one test does not touch another.
  let addressCounter = 0;
  const newAddress = () => `198.51.100.${++addressCounter}`;

  async function post(url: string, payload: object, remoteAddress = newAddress()) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url,
      headers: callHeaders(tokens, actionPrivileges.accountSave),
      payload,
      remoteAddress,
    });
  }

  describe('with a shop account', () => {
    it('names both missing fields with the messages of the login form', async () => {
      const response = await post(apiPaths.signIn, { username: ' ', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Username: ['Username field is required.'],
        Password: ['Password field is required.'],
      });
    });

    it('signs the traveller in by username with a session, card and cash payment, and their name', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await post(apiPaths.signIn, { username: sara.username, password: sara.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^v1\./),
        paymentOptions: ['Card', 'Cash On Board'],
        customerId: sara.customerId,
        username: sara.username,
        email: sara.email,
        firstName: 'Sara',
        lastName: 'Bekele',
      });

      const profile = await shop.app.inject({
        method: 'GET',
        url: `${apiPaths.passengerProfile}?UserId=${sara.customerId}&currencyId=2`,
        headers: callHeaders(
          { clientAccessToken: sara.clientAccessToken, accessToken: body.token },
          actionPrivileges.preOrderAccess,
        ),
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().userId).toBe(sara.customerId);
    });

    it('also takes the e-mail address, in any letter case', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await post(apiPaths.signIn, {
        username: sara.email.toUpperCase(),
        password: sara.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().customerId).toBe(sara.customerId);
    });

    it('gives the same message for a wrong password and an unknown account', async () => {
      const sara = await registerCustomer(shop.app);
      const wrongPassword = await post(apiPaths.signIn, {
        username: sara.username,
        password: 'not it at all',
      });
      const unknown = await post(apiPaths.signIn, { username: 'nobody-here', password: sara.password });
      for (const response of [wrongPassword, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'The username or password is incorrect.' });
      }
    });

    it('offers miles to a customer whose account is linked to a membership', async () => {
      const member = await enrolTestMember(shop.database);
      const memberSession = await post(apiPaths.shebamilesSignIn, {
        MemberID: member.memberId,
        Password: member.password,
      });
      const linked = await registerCustomer(
        shop.app,
        { membershipNumber: member.memberId },
        memberSession.json().token,
      );
      const response = await post(apiPaths.signIn, { username: linked.username, password: linked.password });
      expect(response.json().paymentOptions).toEqual(['Card', 'Miles', 'Cash On Board']);
    });
  });

  describe('with a ShebaMiles membership', () => {
    it('names both missing fields with the messages of the loyalty login form', async () => {
      const response = await post(apiPaths.shebamilesSignIn, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        MemberID: ['membership number field is required'],
        Password: ['password field is required'],
      });
    });

    it('signs a member without a shop account in, with their miles, and asks them to register', async () => {
      const member = await enrolTestMember(shop.database, { openingMiles: 12_500 });
      const response = await post(apiPaths.shebamilesSignIn, {
        MemberID: member.memberId,
        Password: member.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        token: expect.stringMatching(/^v1\./),
        paymentOptions: ['Card', 'Miles', 'Cash On Board'],
        customerId: null,
        username: null,
        email: member.email,
        firstName: 'Hanna',
        lastName: 'Tesfaye',
        customerAlreadyRegistered: false,
        milesProfile: {
          memberId: member.memberId,
          title: 2,
          firstName: 'Hanna',
          lastName: 'Tesfaye',
          email: member.email,
          nationality: 'Ethiopian',
          mobileNumber: { countryCode: '+251', number: '911000111' },
          tier: 'Gold',
          milesBalance: 12_500,
        },
      });
    });

    it('signs a registered member in as their shop customer', async () => {
      const member = await enrolTestMember(shop.database, { openingMiles: 800 });
      const first = await post(apiPaths.shebamilesSignIn, {
        MemberID: member.memberId,
        Password: member.password,
      });
      const customer = await registerCustomer(
        shop.app,
        { membershipNumber: member.memberId },
        first.json().token,
      );

      const again = await post(apiPaths.shebamilesSignIn, {
        MemberID: member.memberId,
        Password: member.password,
      });
      expect(again.statusCode).toBe(200);
      const body = again.json();
      expect(body).toMatchObject({
        customerAlreadyRegistered: true,
        customerId: customer.customerId,
        username: customer.username,
        email: customer.email,
        firstName: 'Sara',
        milesProfile: { memberId: member.memberId, milesBalance: 800 },
      });
      const profile = await shop.app.inject({
        method: 'GET',
        url: `${apiPaths.passengerProfile}?UserId=${customer.customerId}`,
        headers: callHeaders(
          { clientAccessToken: customer.clientAccessToken, accessToken: body.token },
          actionPrivileges.preOrderAccess,
        ),
      });
      expect(profile.json()).toMatchObject({ isShebamilesUser: true, milesBalance: 800 });
    });

    it('gives the same message for a wrong password and an unknown membership number', async () => {
      const member = await enrolTestMember(shop.database);
      const wrongPassword = await post(apiPaths.shebamilesSignIn, {
        MemberID: member.memberId,
        Password: 'nope',
      });
      const unknown = await post(apiPaths.shebamilesSignIn, { MemberID: 'SM000', Password: member.password });
      for (const response of [wrongPassword, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'The membership number or password is incorrect.' });
      }
    });
  });

  describe('rate limits', () => {
    it('stops an address after 3 attempts at one account, even with the right password, and says when to retry', async () => {
      const sara = await registerCustomer(shop.app);
      const address = newAddress();
      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = await post(apiPaths.signIn, { username: sara.username, password: 'guess' }, address);
        expect(wrong.statusCode).toBe(401);
      }
      // By e-mail instead of username: the account's budget at this address is still spent.
      const locked = await post(apiPaths.signIn, { username: sara.email, password: sara.password }, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ message: accountMessages.tooManyAttempts });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);

      // The owner, elsewhere, is not locked out by those guesses.
      const elsewhere = await post(apiPaths.signIn, { username: sara.username, password: sara.password });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('stops an address after 3 attempts at one membership number', async () => {
      const member = await enrolTestMember(shop.database);
      const address = newAddress();
      for (let attempt = 0; attempt < 3; attempt++) {
        await post(apiPaths.shebamilesSignIn, { MemberID: member.memberId, Password: 'guess' }, address);
      }
      const locked = await post(
        apiPaths.shebamilesSignIn,
        { MemberID: member.memberId, Password: member.password },
        address,
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
    });

    it('stops one address after 6 attempts across accounts and both kinds of sign-in', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 3; attempt++) {
        const shopTry = await post(
          apiPaths.signIn,
          { username: `someone-${attempt}`, password: 'x' },
          address,
        );
        const milesTry = await post(
          apiPaths.shebamilesSignIn,
          { MemberID: `SM-${attempt}`, Password: 'x' },
          address,
        );
        expect([shopTry.statusCode, milesTry.statusCode]).toEqual([401, 401]);
      }
      const sara = await registerCustomer(shop.app);
      const blocked = await post(
        apiPaths.signIn,
        { username: sara.username, password: sara.password },
        address,
      );
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await post(apiPaths.signIn, { username: sara.username, password: sara.password });
      expect(elsewhere.statusCode).toBe(200);
    });
  });
});

describe.each(testEngines)('guessing at one account on %s, with the default budgets', (engine) => {
  let shop: TestApp;
  let tokens: Awaited<ReturnType<typeof issueTokens>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    tokens = await issueTokens(shop.app);
  });
  afterAll(() => shop.close());

  function signIn(payload: object, remoteAddress: string, extra: Record<string, string> = {}) {
    return shop.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      headers: { ...callHeaders(tokens, actionPrivileges.accountSave), ...extra },
      payload,
      remoteAddress,
    });
  }

  /** The device cookie a successful sign-in leaves in the browser. */
  function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const device = cookies.find((cookie) => cookie.startsWith('dutyfree_device='));
    if (!device) throw new Error(`no device cookie in ${cookies.join(' | ')}`);
    return device.split(';')[0] ?? '';
  }

  it('evaluates at most 30 of 1,000 guesses from 50 addresses; the owner then signs in from a fresh address', async () => {
    const owner = await registerCustomer(shop.app);
    const earlier = await signIn({ username: owner.username, password: owner.password }, '192.0.2.200');
    expect(earlier.statusCode).toBe(200);
    const ownDevice = deviceCookieOf(earlier);

    const statuses = new Map<number, number>();
    for (let guess = 0; guess < 1_000; guess++) {
      const address = `203.0.113.${guess % 50}`;
      const response = await signIn({ username: owner.username, password: `guess-${guess}` }, address);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    // 401 is a password that was checked and wrong; 429 was refused before the password was looked at.
    expect(statuses.get(401)).toBeLessThanOrEqual(30);
    expect((statuses.get(401) ?? 0) + (statuses.get(429) ?? 0)).toBe(1_000);

    const fromNewDevice = await signIn({ username: owner.username, password: owner.password }, '192.0.2.201');
    expect(fromNewDevice.statusCode).toBe(429);
    const owners = await signIn({ username: owner.username, password: owner.password }, '192.0.2.202', {
      cookie: ownDevice,
    });
    expect(owners.statusCode).toBe(200);
  });

  it('gives a device cookie of one account no budget at another', async () => {
    const [first, second] = [await registerCustomer(shop.app), await registerCustomer(shop.app)];
    const device = deviceCookieOf(
      await signIn({ username: first.username, password: first.password }, '192.0.2.210'),
    );
    let checked = 0;
    for (let guess = 0; guess < 40; guess++) {
      const response = await signIn(
        { username: second.username, password: `guess-${guess}` },
        `192.0.2.${211 + (guess % 4)}`,
        { cookie: device },
      );
      if (response.statusCode === 401) checked++;
    }
    expect(checked).toBeLessThanOrEqual(30);
  });

  it('buys nothing with a made-up X-Forwarded-For: one address, 10 guesses at an account', async () => {
    const owner = await registerCustomer(shop.app);
    let checked = 0;
    for (let guess = 0; guess < 100; guess++) {
      const response = await signIn({ username: owner.username, password: `guess-${guess}` }, '192.0.2.220', {
        'x-forwarded-for': `198.18.${guess % 250}.${guess}`,
      });
      if (response.statusCode === 401) checked++;
    }
    expect(checked).toBe(10);
  });
});
