import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OrderShop, openOrderShop } from './orders.fixtures.ts';

// What placing one order sends PostgreSQL, read off every pg client's calls (BEGIN and COMMIT included):
// the order, its lines, its stock, its payment or its mail job are written in one transaction.
describe.runIf(testEngines.includes('postgres'))('the statements of one checkout on postgres', () => {
  let shop: OrderShop;
  beforeAll(async () => {
    shop = await openOrderShop('postgres');
  });
  afterAll(() => shop.close());

  async function statementsOfPlacing(paymentOption: 'Card' | 'Cash On Board'): Promise<string[]> {
    const guest = await shop.guest();
    const body = shop.preOrder({ paymentOption });
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await shop.place(guest, body)).statusCode).toBe(200);
      return query.mock.calls.map(([text]) =>
        typeof text === 'string' ? text : (text as { text: string }).text,
      );
    } finally {
      query.mockRestore();
    }
  }

  /** The statements between the one BEGIN and its COMMIT. */
  function transactionOf(statements: string[]): string[] {
    expect(statements.filter((text) => /^commit\b/i.test(text))).toHaveLength(1);
    return statements.slice(statements.indexOf('begin') + 1, statements.indexOf('commit'));
  }

  const writesOf = (statements: string[]) =>
    statements.filter((text) =>
      /^(insert into "(customer_order|order_line|payment|job)"|update "item")/.test(text),
    );

  it('writes a card order, its stock and its payment in one commit, and reads the order once', async () => {
    const statements = await statementsOfPlacing('Card');
    const transaction = transactionOf(statements);
    expect(writesOf(statements)).toEqual(writesOf(transaction));
    expect(writesOf(transaction).map((text) => text.slice(0, 30))).toEqual([
      'insert into "customer_order" (',
      'insert into "order_line" ("ord',
      'update "item" set "stock" = st',
      'insert into "payment" ("order_',
    ]);
    expect(statements.filter((text) => /from "customer_order"/.test(text))).toHaveLength(1);
  });

  it('writes a pay-on-board order with its confirmation mail job in one commit', async () => {
    const transaction = transactionOf(await statementsOfPlacing('Cash On Board'));
    expect(writesOf(transaction).map((text) => text.slice(0, 30))).toEqual([
      'insert into "customer_order" (',
      'insert into "order_line" ("ord',
      'update "item" set "stock" = st',
      'insert into "job" ("kind", "pa',
    ]);
  });
});
