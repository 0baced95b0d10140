import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPaths,
  ORDER_ACCESS_HEADER,
  type PaymentSummary,
  type UpdatePreOrderResponse,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type OrderShop, openOrderShop, testCards } from '../modules/orders/orders.fixtures.ts';
import { createTestDatabase, testEngines } from '../testing/test-database.ts';
import { backUp, restore } from './backup.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// A backup taken while travellers are ordering and paying restores into an empty database, and the
// shop started on it has every order that was confirmed before the backup began: paid, with its lines.

describe.each(testEngines)('backups of the %s database', (engine) => {
  let shop: OrderShop;
  let dir: string;
  beforeAll(async () => {
    shop = await openOrderShop(engine);
    await shop.db.updateTable('item').set({ stock: 100_000 }).execute();
    dir = mkdtempSync(join(tmpdir(), 'dutyfree-backup-'));
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  });

  type Confirmed = { placed: UpdatePreOrderResponse; summary: PaymentSummary };

  /** One traveller's card order, placed and paid on the provider's page; answers it once confirmed. */
  async function paidOrder(quantity: number): Promise<Confirmed | undefined> {
    const placed = await shop.placed(await shop.guest(), {
      orderItemRequet: [{ itemId: shop.catalog.items.darkChocolate, quantity }],
    });
    await shop.pay(placed.paymentUrl!, testCards.success);
    const summary = await shop.summaryOf(placed);
    return summary.confirmed ? { placed, summary } : undefined;
  }

  const linesOf = (summary: PaymentSummary) =>
    summary.orderItemRes.map(({ itemId, quantity, totalPrice }) => ({ itemId, quantity, totalPrice }));

  it('restores a backup taken during checkouts into an empty database, with every order confirmed before it', async () => {
    const confirmed: Confirmed[] = [];
    let ordering = true;
    const travellers = Array.from({ length: 4 }, async (_, traveller) => {
      for (let order = 0; ordering; order++) {
        const paid = await paidOrder(1 + ((traveller + order) % 3));
        if (paid) confirmed.push(paid);
      }
    });
    while (confirmed.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));

    const beforeBackup = [...confirmed];
    const file = join(dir, `shop.${engine}.backup`);
    const taken = await backUp(shop.shop.database.url, file);
    ordering = false;
    await Promise.all(travellers);
    // The load went on during the backup.
    expect(confirmed.length).toBeGreaterThan(beforeBackup.length);

    const empty = await createTestDatabase(engine, { migrate: false });
    const restored = await restore(file, empty.url);
    expect(restored.tables).toBe(taken.tables);
    await expect(restore(file, empty.url)).rejects.toThrow(/not empty/);

    const database = openDatabase(empty.url);
    expect(await migrateToLatest(database)).toEqual([]);
    const app = await buildApp({ config: shop.shop.config, database });
    try {
      await app.ready();
      // A traveller's tokens from the restored shop: its secrets came back with the backup.
      const guest = await shop.guest();
      for (const { placed, summary } of beforeBackup) {
        const response = await app.inject({
          method: 'GET',
          url: apiPaths.paymentSummary,
          query: { orderCode: placed.paymentSummary.orderCode, currencyId: '2' },
          headers: { ...guest.headers(), [ORDER_ACCESS_HEADER]: placed.orderAccessToken },
        });
        expect(response.statusCode).toBe(200);
        const restoredSummary: PaymentSummary = response.json();
        expect(restoredSummary).toMatchObject({
          orderCode: placed.paymentSummary.orderCode,
          orderStatus: 'Confirmed',
          paymentStatus: 'Paid',
          totalPrice: summary.totalPrice,
        });
        expect(linesOf(restoredSummary)).toEqual(linesOf(summary));
      }
    } finally {
      await app.close();
      await database.destroy();
      await empty.drop();
    }
  }, 120_000);
});
