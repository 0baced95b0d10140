import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { registerCustomer } from '../customers/customers.fixtures.ts';
import { insertStaffMember, signInStaff, staffCalls } from './staff.fixtures.ts';

describe.each(testEngines)('staff accounts and access on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, {
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
      RATE_LIMIT_SIGN_IN_PER_IP: '50',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT_FROM_NEW_DEVICES: '5',
    });
  });
  afterAll(() => shop.close());

  let addressCounter = 0;
  const newAddress = () => `198.51.100.${++addressCounter}`;

  async function signInAttempt(
    email: string,
    password: string,
    remoteAddress = newAddress(),
    cookie?: string,
  ) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url: apiPaths.staffSignIn,
      headers: { ...callHeaders(tokens, actionPrivileges.staffSignIn), ...(cookie && { cookie }) },
      payload: { email, password },
      remoteAddress,
    });
  }

  describe('sign-in', () => {
    it('signs a crew member in for one 8-hour duty, by e-mail in any letter case', async () => {
      const amina = await insertStaffMember(shop.database, 'crew');
      const before = Date.now();
      const response = await signInAttempt(amina.email.toUpperCase(), amina.password);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^v1\./),
        staff: { id: amina.id, name: 'Amina Bekele', email: amina.email, role: 'crew' },
        expiresAt: expect.any(String),
      });
      const hours = (Date.parse(body.expiresAt) - before) / 3_600_000;
      expect(hours).toBeGreaterThan(7.99);
      expect(hours).toBeLessThanOrEqual(8.01);
    });

    it('gives the same 401 for a wrong password, an unknown address and an inactive member', async () => {
      const amina = await insertStaffMember(shop.database, 'crew');
      const gone = await insertStaffMember(shop.database, 'crew');
      await shop.database.db
        .updateTable('staff_member')
        .set({ is_active: 0 })
        .where('id', '=', gone.id)
        .execute();
      const answers = await Promise.all([
        signInAttempt(amina.email, 'not the password'),
        signInAttempt('nobody@dutyfree.example', amina.password),
        signInAttempt(gone.email, gone.password),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          code: 'staff.invalidCredentials',
          message: 'The e-mail or password is incorrect.',
        });
      }
    });

    it('names the missing fields', async () => {
      const response = await signInAttempt(' ', '');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['Email', 'Password']);
    });

    it('refuses further guesses at one account from one address with 429, as the shop sign-in does', async () => {
      const amina = await insertStaffMember(shop.database, 'crew');
      const address = newAddress();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await signInAttempt(amina.email, 'wrong', address)).statusCode).toBe(401);
      }
      const refused = await signInAttempt(amina.email, amina.password, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address still has its own attempts at the account.
      expect((await signInAttempt(amina.email, amina.password)).statusCode).toBe(200);
    });
  });

  it("keeps the crew member's own browser signing in while guesses from elsewhere are refused", async () => {
    const amina = await insertStaffMember(shop.database, 'crew');
    const first = await signInAttempt(amina.email, amina.password);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^dutyfree_staff_device=v1\.[^;]+; Path=\/Staff\/api\/V1\.0\/Account\/;.*HttpOnly/,
    );
    const deviceCookie = setCookie.split(';')[0]!;
    // That sign-in and four guesses from new places spend the five attempts all new browsers share.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signInAttempt(amina.email, 'wrong')).statusCode).toBe(401);
    }
    expect((await signInAttempt(amina.email, amina.password)).statusCode).toBe(429);
    expect((await signInAttempt(amina.email, amina.password, newAddress(), deviceCookie)).statusCode).toBe(
      200,
    );
  });

  describe('who may call', () => {
    const call = (spec: (typeof staffCalls)[number], headers: Record<string, string>) =>
      shop.app.inject({ method: spec.method, url: spec.url, headers, payload: spec.payload });

    it('refuses a customer token with 403 on every staff call', async () => {
      const sara = await registerCustomer(shop.app);
      for (const spec of staffCalls.filter((s) => s.role !== 'duty')) {
        const response = await call(spec, sara.headers(spec.privilege));
        expect(response.statusCode, spec.url).toBe(403);
        expect(response.json(), spec.url).toMatchObject({ code: 'staff.staffOnly' });
      }
    });

    it("refuses a guest's token with 403 on every staff call but the sign-in, where staff start from it", async () => {
      const tokens = await issueTokens(shop.app);
      for (const spec of staffCalls.filter((s) => s.role !== 'signIn' && s.role !== 'duty')) {
        const response = await call(spec, callHeaders(tokens, spec.privilege));
        expect(response.statusCode, spec.url).toBe(403);
        expect(response.json(), spec.url).toMatchObject({ code: 'staff.staffOnly' });
      }
    });

    it('refuses crew with 403 on admin calls, and lets an admin make them', async () => {
      const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), newAddress());
      const admin = await signInStaff(
        shop.app,
        await insertStaffMember(shop.database, 'admin'),
        newAddress(),
      );
      for (const spec of staffCalls.filter((s) => s.role === 'admin')) {
        const refused = await call(spec, crew.headers(spec.privilege));
        expect(refused.statusCode, spec.url).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'staff.adminOnly',
          message: 'Only an administrator may do this.',
        });
        // Past the guard: the calls' own answers (a 404 for an item the empty shop lacks) are their tests'.
        const allowed = await call(spec, admin.headers(spec.privilege));
        expect([401, 403], `${spec.url}: ${allowed.body}`).not.toContain(allowed.statusCode);
      }
    });

    it('lets crew through to every crew call (past the guard: an answer other than 401 or 403)', async () => {
      const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), newAddress());
      for (const spec of staffCalls.filter((s) => s.role === 'crew' && s.url !== apiPaths.staffSignOut)) {
        const response = await call(spec, crew.headers(spec.privilege));
        expect([401, 403], `${spec.url}: ${response.body}`).not.toContain(response.statusCode);
      }
    });

    it("answers the crew app's calls in the air with 401 to any token without a live duty session's token", async () => {
      const sara = await registerCustomer(shop.app);
      const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), newAddress());
      for (const spec of staffCalls.filter((s) => s.role === 'duty')) {
        for (const headers of [sara.headers(spec.privilege), crew.headers(spec.privilege)]) {
          const response = await call(spec, headers);
          expect(response.statusCode, spec.url).toBe(401);
          expect(response.json(), spec.url).toMatchObject({ code: 'staff.dutySessionInvalid' });
        }
      }
    });

    it('treats a staff token on a shopper call as a guest, never as a customer', async () => {
      const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), newAddress());
      const orders = await shop.app.inject({
        method: 'GET',
        url: `${apiPaths.myOrders}?currencyId=1`,
        headers: crew.headers(actionPrivileges.preOrderAccess),
      });
      expect(orders.statusCode).toBe(401);
      expect(orders.json()).toMatchObject({ code: 'account.signInRequired' });
    });

    it('refuses the staff token after sign-out with 401', async () => {
      const crew = await signInStaff(shop.app, await insertStaffMember(shop.database, 'crew'), newAddress());
      const signOut = await shop.app.inject({
        method: 'POST',
        url: apiPaths.staffSignOut,
        headers: crew.headers(actionPrivileges.staffSignIn),
      });
      expect(signOut.statusCode).toBe(200);
      const again = await shop.app.inject({
        method: 'POST',
        url: apiPaths.staffSignOut,
        headers: crew.headers(actionPrivileges.staffSignIn),
      });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: 'request.sessionExpired' });
    });
  });

  it('lists every staff call of the contracts in the table the access tests loop over', () => {
    const contractPaths = Object.values(apiPaths).filter((path) => path.startsWith('/Staff/'));
    expect(staffCalls.map((call) => call.url.split('?')[0]).sort()).toEqual([...contractPaths].sort());
  });

  it('documents every staff call in the OpenAPI document under the Staff tag, with its privilege', async () => {
    const document = (await shop.app.inject({ url: '/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<
        string,
        Record<string, { tags?: string[]; parameters?: { name: string; schema?: { enum?: string[] } }[] }>
      >;
    };
    expect(document.tags.map((tag) => tag.name)).toContain('Staff');
    for (const spec of staffCalls) {
      const operation = document.paths[spec.url.split('?')[0]!]?.[spec.method.toLowerCase()];
      expect(operation?.tags, spec.url).toEqual(['Staff']);
      const privilege = operation?.parameters?.find((p) => p.name === 'action-privilege');
      expect(privilege?.schema?.enum, spec.url).toEqual([spec.privilege]);
    }
  });

  describe('the audit log', () => {
    it('records sign-in and sign-out with who and when, newest first, in pages an admin reads', async () => {
      const crewMember = await insertStaffMember(shop.database, 'crew');
      const crew = await signInStaff(shop.app, crewMember, newAddress());
      await shop.app.inject({
        method: 'POST',
        url: apiPaths.staffSignOut,
        headers: crew.headers(actionPrivileges.staffSignIn),
      });
      const admin = await signInStaff(
        shop.app,
        await insertStaffMember(shop.database, 'admin'),
        newAddress(),
      );
      const read = (query: string) =>
        shop.app.inject({
          method: 'GET',
          url: `${apiPaths.staffAuditLog}${query}`,
          headers: admin.headers(actionPrivileges.staffAuditLog),
        });

      const first = await read('?limit=2');
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.entries.map((e: { action: string }) => e.action)).toEqual([
        'staff.signIn',
        'staff.signOut',
      ]);
      expect(page.entries[0]).toMatchObject({
        staffId: admin.id,
        subject: `staff:${admin.id}`,
        before: null,
      });
      expect(page.entries[1]).toMatchObject({
        staffId: crewMember.id,
        staffName: 'Amina Bekele',
        subject: `staff:${crewMember.id}`,
        after: null,
      });
      expect(page.nextBefore).toBe(page.entries[1].id);

      const next = (await read(`?before=${page.nextBefore}&limit=1`)).json();
      expect(next.entries).toHaveLength(1);
      expect(next.entries[0]).toMatchObject({ action: 'staff.signIn', staffId: crewMember.id });
      expect(next.entries[0].id).toBeLessThan(page.nextBefore);
    });
  });
});
