import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, createTestApp, issueTokens, type TestApp } from '../testing/test-app.ts';

// Per-address limits behind a load balancer: only the address the balancer saw counts, so a client that
// writes other addresses into X-Forwarded-For itself buys no extra attempts. One engine is enough: the
// address is worked out before any query.
describe('client addresses behind a load balancer (TRUST_PROXY=true)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('sqlite', { TRUST_PROXY: 'true', RATE_LIMIT_FEEDBACK_PER_IP: '2' });
  });
  afterAll(() => shop.close());

  const balancer = '127.0.0.1';
  async function sendFeedback(forwardedFor: string) {
    const tokens = await issueTokens(shop.app);
    return shop.app.inject({
      method: 'POST',
      url: apiPaths.feedbackCreate,
      headers: { ...callHeaders(tokens, actionPrivileges.preOrderAccess), 'x-forwarded-for': forwardedFor },
      payload: { fullName: 'Sara Tesfaye', email: 'sara@example.com', feedBack: 'Lovely shop' },
      remoteAddress: balancer,
    });
  }

  it('counts the address the balancer appended, whatever the client wrote before it', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await sendFeedback(`10.9.9.${attempt}, 203.0.113.50`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('still tells two real clients apart', async () => {
    expect((await sendFeedback('203.0.113.51')).statusCode).toBe(200);
    expect((await sendFeedback('203.0.113.52')).statusCode).toBe(200);
  });
});
