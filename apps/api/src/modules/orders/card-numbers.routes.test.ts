import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';

// The card is typed on the payment provider's own server: the shop hears of the payment only through
// the provider's API and signed webhooks. With every request the shop receives logged, neither its log
// nor any table of its database holds a card number, in any spelling the browser could send it.
describe.each(testEngines)('card numbers, never seen by the shop, on %s', (engine) => {
  let shop: OrderShop;
  const logLines: string[] = [];
  beforeAll(async () => {
    shop = await openOrderShop(
      engine,
      { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(() => shop.close());

  const unknownCard = '5555 5555 5555 4444';
  const spellings = [testCards.success, unknownCard].flatMap((card) => [
    card,
    card.replaceAll(' ', ''),
    card.replaceAll(' ', '+'),
    card.replaceAll(' ', '%20'),
  ]);

  async function everyRow(): Promise<string> {
    const tables = await shop.db.introspection.getTables();
    const dumps = await Promise.all(
      tables.map(async ({ name }) =>
        JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(shop.db)).rows),
      ),
    );
    expect(tables.map((table) => table.name)).toContain('sandbox_payment_session');
    return dumps.join('\n');
  }

  it('takes a card payment on the provider while the shop logs every request and stores no card number', async () => {
    const placed = await shop.placed(await shop.guest());
    const paymentUrl = new URL(placed.paymentUrl!);
    expect(paymentUrl.origin).toBe(shop.shop.provider.url);

    expect((await shop.pay(paymentUrl.href, unknownCard)).statusCode).toBe(422);
    const paid = await shop.pay(paymentUrl.href, testCards.success);
    expect(paid.location).toBe(shop.shopPage(`/confirmation?orderCode=${placed.paymentSummary.orderCode}`));
    expect(await shop.summaryOf(placed)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Paid' });

    // The log is on: it holds the provider's webhook as the shop received it, and no page of the provider.
    const log = logLines.join('');
    expect(log).toContain('"url":"/Payment/api/V1.0/Payment/Webhook"');
    expect(log).not.toContain('/sandbox-pay/');
    const rows = await everyRow();
    expect(rows).toContain(placed.paymentSummary.orderCode);
    for (const spelling of spellings) {
      expect(log).not.toContain(spelling);
      expect(rows).not.toContain(spelling);
    }
  });
});
