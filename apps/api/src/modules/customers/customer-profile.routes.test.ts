import { accountMessages, actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { TokenService } from '../auth/token.service.ts';
import { enrolTestMember } from '../loyalty/loyalty.fixtures.ts';
import { registerCustomer, registrationPayload, type TestCustomer } from './customers.fixtures.ts';

const TOKEN_SECRET = 'profile-tests-secret-'.padEnd(64, 'x');

describe.each(testEngines)('customer profiles on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { TOKEN_SECRET });
  });
  afterAll(() => shop.close());

  async function create(payload: object, userToken?: string) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url: apiPaths.customerProfileCreate,
      headers: callHeaders(
        { ...tokens, accessToken: userToken ?? tokens.accessToken },
        actionPrivileges.accountSave,
      ),
      payload,
    });
  }

  function readProfile(viewer: TestCustomer, userId: number) {
    return shop.app.inject({
      method: 'GET',
      url: `${apiPaths.passengerProfile}?UserId=${userId}&currencyId=2`,
      headers: viewer.headers(actionPrivileges.preOrderAccess),
    });
  }

  function updateProfile(viewer: TestCustomer, payload: object) {
    return shop.app.inject({
      method: 'PUT',
      url: apiPaths.customerProfileUpdate,
      headers: viewer.headers(actionPrivileges.accountSave),
      payload,
    });
  }

  async function memberToken(memberId: string, password: string): Promise<string> {
    const tokens = await issueTokens(shop.app);
    const response = await shop.app.inject({
      method: 'POST',
      url: apiPaths.shebamilesSignIn,
      headers: callHeaders(tokens, actionPrivileges.accountSave),
      payload: { MemberID: memberId, Password: password },
    });
    return response.json().token;
  }

  describe('registration', () => {
    it('names every missing field', async () => {
      const response = await create({});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Email: ['Email Address field is required.'],
        Title: ['Title field is required.'],
        FirstName: ['First Name field is required.'],
        LastName: ['Last Name field is required.'],
        Username: ['Username field is required.'],
        Password: ['Password is required'],
      });
    });

    it('explains each malformed field', async () => {
      const response = await create(
        registrationPayload({
          email: 'sara at example',
          password: 'short',
          title: 4 as 1,
          username: 'sara@home',
          mobileNumber: { countryCode: '251', number: '91-12' },
          firstName: 'S'.repeat(101),
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Email: ['Email address format is invalid'],
        Title: ['Title must be 1 (Mr.), 2 (Mrs.) or 3 (Ms.).'],
        FirstName: ['Names must be at most 100 characters.'],
        'MobileNumber.CountryCode': [
          'Country code must be a plus sign followed by 1 to 4 digits, such as +251.',
        ],
        'MobileNumber.Number': ['Mobile number must be 4 to 14 digits.'],
        Username: ['Username must be 3 to 50 letters, digits, dots, dashes or underscores.'],
        Password: ['Password character length should be greater than 8.'],
      });
    });

    it('creates the account, signs the traveller in and keeps every detail of the form', async () => {
      const payload = registrationPayload({
        username: 'Sara-Reg',
        email: 'Sara.Reg@Example.com',
        language: 'ar',
      });
      const response = await create(payload);
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect(session).toMatchObject({
        paymentOptions: ['Card', 'Cash On Board'],
        username: 'sara-reg',
        email: 'sara.reg@example.com',
        firstName: 'Sara',
        lastName: 'Bekele',
      });

      const tokens = await issueTokens(shop.app);
      const profile = await shop.app.inject({
        method: 'GET',
        url: `${apiPaths.passengerProfile}?UserId=${session.customerId}`,
        headers: callHeaders({ ...tokens, accessToken: session.token }, actionPrivileges.preOrderAccess),
      });
      expect(profile.json()).toEqual({
        userId: session.customerId,
        username: 'sara-reg',
        email: 'sara.reg@example.com',
        title: 3,
        firstName: 'Sara',
        middleName: 'Alem',
        lastName: 'Bekele',
        nationality: 'Ethiopian',
        mobileNumber: { countryCode: '+251', number: '911234567' },
        membershipNumber: null,
        isShebamilesUser: false,
        milesBalance: null,
        language: 'ar',
      });
    });

    it('refuses a username or e-mail address already in use, whatever the letter case', async () => {
      const first = await registerCustomer(shop.app);
      const response = await create(
        registrationPayload({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Username: [accountMessages.usernameTaken],
        Email: [accountMessages.emailTaken],
      });
    });

    it('links a membership the traveller has just signed in with, so they can pay with miles', async () => {
      const member = await enrolTestMember(shop.database, { openingMiles: 3_000 });
      const response = await create(
        registrationPayload({ membershipNumber: member.memberId }),
        await memberToken(member.memberId, member.password),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().paymentOptions).toEqual(['Card', 'Miles', 'Cash On Board']);
    });

    it("refuses to link someone else's membership number", async () => {
      const member = await enrolTestMember(shop.database);
      const anonymous = await create(registrationPayload({ membershipNumber: member.memberId }));
      const otherMember = await enrolTestMember(shop.database);
      const asOtherMember = await create(
        registrationPayload({ membershipNumber: member.memberId }),
        await memberToken(otherMember.memberId, otherMember.password),
      );
      for (const response of [anonymous, asOtherMember]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          MembershipNumber: [accountMessages.membershipNumberNotSignedIn],
        });
      }
    });

    it('refuses a membership number the loyalty programme does not know', async () => {
      const tokens = new TokenService({ secret: TOKEN_SECRET, clientTtlSeconds: 60, userTtlSeconds: 60 });
      const staleMemberToken = tokens.issueUserToken('member', { sub: 'SM-GONE' });
      const response = await create(registrationPayload({ membershipNumber: 'SM-GONE' }), staleMemberToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ MembershipNumber: [accountMessages.membershipNumberUnknown] });
    });

    it('refuses a membership already linked to another account', async () => {
      const member = await enrolTestMember(shop.database);
      const token = await memberToken(member.memberId, member.password);
      await registerCustomer(shop.app, { membershipNumber: member.memberId }, token);
      const second = await create(registrationPayload({ membershipNumber: member.memberId }), token);
      expect(second.statusCode).toBe(400);
      expect(second.json().errors).toEqual({ MembershipNumber: [accountMessages.membershipNumberTaken] });
    });
  });

  describe('reading and changing the profile', () => {
    it('replaces the profile, title as an integer, and answers with the new one', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await updateProfile(sara, {
        email: 'sara.new@example.com',
        title: 2,
        firstName: 'Sara',
        lastName: 'Haile',
        nationality: 'Kenyan',
        mobileNumber: { countryCode: '+254', number: '700123456' },
        language: 'zh',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userId: sara.customerId,
        username: sara.username,
        email: 'sara.new@example.com',
        title: 2,
        middleName: null,
        lastName: 'Haile',
        nationality: 'Kenyan',
        mobileNumber: { countryCode: '+254', number: '700123456' },
        language: 'zh',
      });
      expect((await readProfile(sara, sara.customerId)).json()).toEqual(response.json());
    });

    it('validates an update like a registration', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await updateProfile(sara, {
        email: 'nope',
        title: 0,
        firstName: '',
        lastName: 'Haile',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Email: ['Email address format is invalid'],
        Title: ['Title must be 1 (Mr.), 2 (Mrs.) or 3 (Ms.).'],
        FirstName: ['First Name field is required.'],
      });
    });

    it("refuses to take another customer's e-mail address", async () => {
      const [sara, abebe] = [await registerCustomer(shop.app), await registerCustomer(shop.app)];
      const response = await updateProfile(sara, { ...registrationPayload(), email: abebe.email });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ Email: [accountMessages.emailTaken] });
    });

    it("does not let one customer read or change another's profile", async () => {
      const [sara, abebe] = [await registerCustomer(shop.app), await registerCustomer(shop.app)];
      const read = await readProfile(sara, abebe.customerId);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ message: accountMessages.notYourProfile });

      const write = await updateProfile(sara, { ...registrationPayload(), userId: abebe.customerId });
      expect(write.statusCode).toBe(403);
      const abebeProfile = await readProfile(abebe, abebe.customerId);
      expect(abebeProfile.json()).toMatchObject({
        email: abebe.email,
        firstName: 'Sara',
        lastName: 'Bekele',
      });
    });

    it('asks a visitor who is not signed in to sign in', async () => {
      const sara = await registerCustomer(shop.app);
      const tokens = await issueTokens(shop.app);
      const read = await shop.app.inject({
        method: 'GET',
        url: `${apiPaths.passengerProfile}?UserId=${sara.customerId}`,
        headers: callHeaders(tokens, actionPrivileges.preOrderAccess),
      });
      const write = await shop.app.inject({
        method: 'PUT',
        url: apiPaths.customerProfileUpdate,
        headers: callHeaders(tokens, actionPrivileges.accountSave),
        payload: registrationPayload(),
      });
      for (const response of [read, write]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'Please sign in to continue.' });
      }
    });

    it('asks for the UserId of the profile', async () => {
      const sara = await registerCustomer(shop.app);
      const response = await shop.app.inject({
        method: 'GET',
        url: apiPaths.passengerProfile,
        headers: sara.headers(actionPrivileges.preOrderAccess),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ UserId: ['UserId field is required.'] });
    });
  });
});
