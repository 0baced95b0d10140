import { actionPrivileges, apiPaths, type StaffAccount, staffMessages } from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import {
  authenticatorCode,
  insertStaffMember,
  type SignedInTestStaff,
  signInStaff,
  type TestStaffMember,
} from '../staff/staff.fixtures.ts';

const redisAvailable = await testRedisReachable();

describe.each(testEngines)('staff accounts kept by admins on %s', (engine) => {
  let shop: TestApp;
  let admin: SignedInTestStaff;
  let addressCounter = 0;
  const newAddress = () => `198.51.100.${++addressCounter}`;

  beforeAll(async () => {
    shop = await createTestApp(engine, { PUBLIC_BASE_URL: 'https://shop.example.com' });
    admin = await signInStaff(shop.app, await insertStaffMember(shop.database, 'admin'), newAddress());
  });
  afterAll(() => shop.close());

  const adminCall = (url: string, payload?: object, app: FastifyInstance = shop.app) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: admin.headers(actionPrivileges.backOfficeStaff),
      ...(payload && { payload }),
    });

  async function signInAttempt(payload: { email: string; password: string; code?: string }) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url: apiPaths.staffSignIn,
      headers: callHeaders(tokens, actionPrivileges.staffSignIn),
      payload,
      remoteAddress: newAddress(),
    });
  }

  async function signInCall(url: string, payload: object) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url,
      headers: callHeaders(tokens, actionPrivileges.staffSignIn),
      payload,
    });
  }

  /** The token of the newest link mailed to this address (no SMTP_URL here: the outbox keeps it). */
  async function linkTokenMailedTo(address: string): Promise<string> {
    const mail = await shop.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https:\/\/shop\.example\.com\/staff\/set-password\?token=([^&\s]+)&lng=en/.exec(
      mail.text_body,
    );
    if (!link?.[1]) throw new Error(`no link in: ${mail.text_body}`);
    return decodeURIComponent(link[1]);
  }

  async function invite(role: 'crew' | 'admin', name: string): Promise<StaffAccount> {
    const email = `${name.toLowerCase().replace(' ', '.')}.${++addressCounter}@dutyfree.example`;
    const invited = await adminCall(apiPaths.backOfficeInviteStaff, { name, email, role });
    expect(invited.statusCode, invited.body).toBe(200);
    return invited.json();
  }

  async function auditOf(subject: string) {
    return shop.database.db
      .selectFrom('staff_audit_entry')
      .select(['action', 'staff_id'])
      .where('subject', '=', subject)
      .orderBy('id')
      .execute();
  }

  it('invites a crew member, who chooses a password through the mailed link and signs in', async () => {
    const ruth = await invite('crew', 'Ruth Alemu');
    expect(ruth).toMatchObject({ role: 'crew', active: true, invited: true, secondFactor: false });
    // Invited, with no password yet: no password opens the account.
    expect((await signInAttempt({ email: ruth.email, password: 'x'.repeat(12) })).statusCode).toBe(401);

    const token = await linkTokenMailedTo(ruth.email);
    const described = await signInCall(apiPaths.staffAccessLink, { token });
    expect(described.json()).toMatchObject({
      name: 'Ruth Alemu',
      role: 'crew',
      purpose: 'invitation',
      authenticator: null,
    });
    const tooShort = await signInCall(apiPaths.staffSetPassword, { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    const set = await signInCall(apiPaths.staffSetPassword, { token, password: 'Ruth-chose-this-1' });
    expect(set.json()).toEqual({ message: staffMessages.passwordSet, recoveryCodes: null });
    // The link is used up.
    const again = await signInCall(apiPaths.staffSetPassword, { token, password: 'Ruth-again-1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'staff.accessLinkInvalid' });

    expect((await signInAttempt({ email: ruth.email, password: 'Ruth-chose-this-1' })).statusCode).toBe(200);
    const accounts: StaffAccount[] = (await adminCall(apiPaths.backOfficeStaffAccounts)).json().accounts;
    expect(accounts.find((a) => a.id === ruth.id)).toMatchObject({ invited: false, active: true });
    expect((await auditOf(`staff:${ruth.id}`)).map((e) => e.action)).toEqual([
      'staff.invite',
      'staff.passwordSet',
      'staff.signIn',
    ]);
  });

  it('refuses a forged, unknown or expired link with one answer', async () => {
    for (const token of ['x', '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '99999999999.abc']) {
      const answer = await signInCall(apiPaths.staffAccessLink, { token });
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'staff.accessLinkInvalid' });
    }
  });

  it('asks an admin for an authenticator code, refuses a wrong one, and takes a recovery code once', async () => {
    const member: TestStaffMember = await insertStaffMember(shop.database, 'admin');
    const withoutCode = await signInAttempt({ email: member.email, password: member.password });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({
      code: 'staff.codeRequired',
      message: staffMessages.codeRequired,
    });
    const wrongCode = await signInAttempt({ email: member.email, password: member.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    // A wrong password with a right code is still the wrong password, and says nothing of the code.
    const wrongPassword = await signInAttempt({
      email: member.email,
      password: 'not-the-password',
      code: authenticatorCode(member.totpSecret!),
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'staff.invalidCredentials' });
    const signedIn = await signInAttempt({
      email: member.email,
      password: member.password,
      code: authenticatorCode(member.totpSecret!),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff.role).toBe('admin');
  });

  it('invites an admin, who sets up the authenticator from the QR code and gets recovery codes', async () => {
    const hana = await invite('admin', 'Hana Girma');
    const token = await linkTokenMailedTo(hana.email);
    const described = (await signInCall(apiPaths.staffAccessLink, { token })).json();
    expect(described.authenticator.uri).toMatch(/^otpauth:\/\/totp\/Sheba%20Duty%20Free:.*secret=/);
    expect(described.authenticator.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret: string = described.authenticator.secret;

    const withoutCode = await signInCall(apiPaths.staffSetPassword, { token, password: 'Hana-chose-this-1' });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({ errors: { Code: [staffMessages.codeRequired] } });
    const set = await signInCall(apiPaths.staffSetPassword, {
      token,
      password: 'Hana-chose-this-1',
      code: authenticatorCode(secret),
    });
    expect(set.statusCode, set.body).toBe(200);
    const { recoveryCodes } = set.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const stored = await shop.database.db
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_id', '=', hana.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);

    const password = 'Hana-chose-this-1';
    expect((await signInAttempt({ email: hana.email, password })).json()).toMatchObject({
      code: 'staff.codeRequired',
    });
    expect(
      (await signInAttempt({ email: hana.email, password, code: authenticatorCode(secret) })).statusCode,
    ).toBe(200);
    // A recovery code, typed in capitals, opens the account once.
    const recovery = recoveryCodes[0]!.toUpperCase();
    expect((await signInAttempt({ email: hana.email, password, code: recovery })).statusCode).toBe(200);
    expect((await signInAttempt({ email: hana.email, password, code: recovery })).json()).toMatchObject({
      code: 'staff.codeWrong',
    });
  });

  it('changes a role and ends the sessions the old role held; refuses an admin changing their own', async () => {
    const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), newAddress());
    const flights = { url: apiPaths.staffFlights, headers: crew.headers(actionPrivileges.staffPackingList) };
    expect((await shop.app.inject(flights)).statusCode).toBe(200);
    const promoted = await adminCall(apiPaths.backOfficeChangeStaffRole, { staffId: crew.id, role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', secondFactor: false });
    expect((await shop.app.inject(flights)).statusCode).toBe(401);
    // Made admin without an authenticator: the password alone no longer signs in, a link to set one up is mailed.
    expect((await signInAttempt({ email: crew.email, password: crew.password })).json()).toMatchObject({
      code: 'staff.secondFactorNotSetUp',
    });
    expect(await linkTokenMailedTo(crew.email)).toMatch(/^\d+\./);

    const own = await adminCall(apiPaths.backOfficeChangeStaffRole, { staffId: admin.id, role: 'crew' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'staff.ownAccount' });
  });

  it('mails a password link on an admin’s request; the new password ends the sessions the old one opened', async () => {
    const member = await insertStaffMember(shop.database, 'crew');
    const crew = await signInStaff(shop.app, member, newAddress());
    const flights = { url: apiPaths.staffFlights, headers: crew.headers(actionPrivileges.staffPackingList) };
    const reset = await adminCall(apiPaths.backOfficeResetStaffPassword, { staffId: member.id });
    expect(reset.statusCode).toBe(200);
    const token = await linkTokenMailedTo(member.email);
    expect((await signInCall(apiPaths.staffAccessLink, { token })).json()).toMatchObject({
      purpose: 'passwordReset',
    });
    expect((await shop.app.inject(flights)).statusCode).toBe(200);
    await signInCall(apiPaths.staffSetPassword, { token, password: 'A-new-password-1' });
    expect((await shop.app.inject(flights)).statusCode).toBe(401);
    expect((await signInAttempt({ email: member.email, password: member.password })).statusCode).toBe(401);
    expect((await signInAttempt({ email: member.email, password: 'A-new-password-1' })).statusCode).toBe(200);
    expect((await auditOf(`staff:${member.id}`)).map((e) => e.action)).toContain('staff.resetPassword');
  });

  it(`disables a member: their open sessions get 401 at once on both processes sharing Redis (Redis ${redisAvailable ? 'reachable' : 'unreachable'} at ${testRedisUrl})`, async () => {
    if (!redisAvailable) throw new Error(`this test needs Redis at ${testRedisUrl}`);
    const config = { ...shop.config, redisUrl: testRedisUrl };
    const first = await buildApp({ config, database: shop.database });
    const second = await buildApp({ config, database: shop.database });
    await Promise.all([first.ready(), second.ready()]);
    try {
      const crew = await signInStaff(first, await insertStaffMember(shop.database, 'crew'), newAddress());
      const flights = {
        url: apiPaths.staffFlights,
        headers: crew.headers(actionPrivileges.staffPackingList),
      };
      // Both processes have just let the session in (and keep the member's state for a few seconds).
      expect((await first.inject(flights)).statusCode).toBe(200);
      expect((await second.inject(flights)).statusCode).toBe(200);

      const disabled = await adminCall(
        apiPaths.backOfficeSetStaffActive,
        { staffId: crew.id, active: false },
        first,
      );
      expect(disabled.json()).toMatchObject({ active: false });
      expect((await first.inject(flights)).statusCode).toBe(401);
      expect((await second.inject(flights)).statusCode).toBe(401);
      expect((await auditOf(`staff:${crew.id}`)).map((e) => e.action)).toContain('staff.disable');

      // Enabled again (other processes see it within their few seconds' cache), the member signs in anew;
      // the session held when disabled stays ended.
      await adminCall(apiPaths.backOfficeSetStaffActive, { staffId: crew.id, active: true }, second);
      expect((await second.inject(flights)).statusCode).toBe(401);
      const again = await signInStaff(second, crew, newAddress());
      const fresh = { url: apiPaths.staffFlights, headers: again.headers(actionPrivileges.staffPackingList) };
      expect((await second.inject(fresh)).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
