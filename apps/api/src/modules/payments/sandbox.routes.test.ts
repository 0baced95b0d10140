import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { SandboxSessionsRepository } from './sandbox.repository.ts';

describe.each(testEngines)('sandbox payment page on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await new SandboxSessionsRepository(shop.database.db).open(
      {
        sessionId: 'cs_finished',
        reference: 'DF-TEST0001-1',
        amountMinor: 4250,
        currencyCode: 'EUR',
        language: 'en',
        description: 'A test payment',
        returnUrls: {
          paid: '/confirmation?orderCode=DF-TEST0001',
          declined: '/payment-failure',
          cancelled: '/payment-cancel',
          pending: '/payment-pending',
          error: '/payment-error',
        },
        status: 'succeeded',
        settlesAt: null,
      },
      Date.now(),
    );
  });
  afterAll(() => shop.close());

  /** The provider's own origin, as the traveller's browser reaches it. */
  const get = (path: string) => browse(`${shop.provider.url}${path}`, { headers: { accept: 'text/html' } });

  it('sends a traveller on a finished payment back to the shop instead of paying twice', async () => {
    const page = await get('/sandbox-pay/cs_finished');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment is finished');
    expect(page.body).toContain('href="/confirmation?orderCode=DF-TEST0001"');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a reference asked again with the session it opened for it first', async () => {
    const sessions = new SandboxSessionsRepository(shop.database.db);
    const session = {
      reference: 'DF-TEST0002-1',
      amountMinor: 1500,
      currencyCode: 'USD',
      language: 'en' as const,
      description: 'A test payment',
      returnUrls: {
        paid: '/confirmation?orderCode=DF-TEST0002',
        declined: '/payment-failure',
        cancelled: '/payment-cancel',
        pending: '/payment-pending',
        error: '/payment-error',
      },
      status: 'open' as const,
      settlesAt: null,
    };
    const first = await sessions.open({ ...session, sessionId: 'cs_first' }, Date.now());
    expect(first).toEqual({ ...session, sessionId: 'cs_first' });
    const again = await sessions.open({ ...session, sessionId: 'cs_again', amountMinor: 1 }, Date.now());
    expect(again).toEqual(first);
  });

  it('says so when the payment does not exist', async () => {
    const page = await get('/sandbox-pay/cs_unknown');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment does not exist');
    expect(page.body).toContain(`href="${shop.config.publicBaseUrl}"`);
  });

  it('styles the page from its own stylesheet, which the content security policy allows', async () => {
    const page = await get('/sandbox-pay/cs_finished');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.body).not.toContain('<style');
    expect(page.body).not.toContain('<script');
    const css = await get('/sandbox-pay/sandbox.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const icon = await get('/sandbox-pay/favicon.svg');
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers a payment page asked for with NUL in its path as a bad request', async () => {
    expect((await get('/sandbox-pay/%00')).statusCode).toBe(400);
  });

  it("serves no card page on the shop's own origin", async () => {
    const page = await shop.app.inject({ url: '/sandbox-pay/cs_finished', headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('This payment is finished');
  });

  it('opens, tells and refunds sessions only for a caller holding the shared secret', async () => {
    const session = `${shop.provider.url}/v1/checkout-sessions/cs_finished`;
    expect((await browse(session)).statusCode).toBe(401);
    expect((await browse(session, { headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });
});
