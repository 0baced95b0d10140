import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
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

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('sends a traveller on a finished payment back to the shop instead of paying twice', async () => {
    const page = await get('/sandbox-pay/cs_finished');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment is finished');
    expect(page.body).toContain('href="/confirmation?orderCode=DF-TEST0001"');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('says so when the payment does not exist', async () => {
    const page = await get('/sandbox-pay/cs_unknown');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment does not exist');
  });

  it('styles the page from its own stylesheet, which the content security policy allows', async () => {
    const page = await get('/sandbox-pay/cs_finished');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).not.toContain('<style');
    expect(page.body).not.toContain('<script');
    const css = await get('/sandbox-pay/sandbox.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
