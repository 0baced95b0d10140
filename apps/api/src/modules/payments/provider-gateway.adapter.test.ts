import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentReturnPaths } from '@dutyfree/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderGateway } from './provider-gateway.adapter.ts';
import { SANDBOX_SESSIONS_PATH } from './sandbox-gateway.adapter.ts';

const secret = 'a-webhook-secret-of-at-least-32-characters';

/** What the provider stands-in saw of one call: where it came from, and what it said. */
type Received = { remotePort: number; method: string; url: string; authorization: string; body: string };

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const checkout = (reference: string) => ({
  reference,
  amountMinor: 1500,
  currencyCode: 'USD',
  language: 'en' as const,
  description: 'Sheba Duty Free pre-order',
  returnUrls: paymentReturnPaths,
});

describe('the provider gateway over HTTP', () => {
  let server: Server;
  let received: Received[];
  let answer: { status: number; body: string };
  let gateway: ProviderGateway;

  beforeEach(async () => {
    received = [];
    answer = { status: 201, body: JSON.stringify({ sessionId: 'cs_1', paymentUrl: '/sandbox-pay/cs_1' }) };
    server = createServer(async (request, response) => {
      received.push({
        remotePort: request.socket.remotePort!,
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization!,
        body: await read(request),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    gateway = new ProviderGateway({ providerUrl, shopUrl: 'https://shop.example.com', secret });
  });

  afterEach(async () => {
    await gateway.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('opens a session with the shop key, absolute return addresses, and answers an absolute page', async () => {
    const session = await gateway.createCheckout(checkout('DF-1-1'));
    expect(session.sessionId).toBe('cs_1');
    expect(session.paymentUrl).toBe(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox-pay/cs_1`,
    );
    const [call] = received;
    expect(call).toMatchObject({
      method: 'POST',
      url: SANDBOX_SESSIONS_PATH,
      authorization: `Bearer ${secret}`,
    });
    expect(JSON.parse(call!.body)).toMatchObject({
      reference: 'DF-1-1',
      returnUrls: { paid: `https://shop.example.com${paymentReturnPaths.paid}` },
    });
  });

  it('sends one order after another over the connection it keeps open', async () => {
    await gateway.createCheckout(checkout('DF-1-1'));
    await gateway.createCheckout(checkout('DF-2-1'));
    answer = { status: 200, body: JSON.stringify({ state: 'paid' }) };
    expect(await gateway.paymentState('cs_1')).toBe('paid');
    expect(received).toHaveLength(3);
    expect(new Set(received.map((call) => call.remotePort)).size).toBe(1);
  });

  it('throws with the provider’s own words when it refuses a call', async () => {
    answer = { status: 500, body: 'the bank is down' };
    await expect(gateway.createCheckout(checkout('DF-1-1'))).rejects.toThrow(
      `the payment provider answered 500 to POST ${SANDBOX_SESSIONS_PATH}: the bank is down`,
    );
  });

  it('throws when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const providerUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new ProviderGateway({ providerUrl, shopUrl: 'https://shop.example.com', secret });
    await expect(unreachable.createCheckout(checkout('DF-1-1'))).rejects.toThrow(/ECONNREFUSED/);
    await unreachable.close();
  });
});
