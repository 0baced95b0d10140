import { type ActionPrivilege, actionPrivileges, apiPaths, type BackOfficeItem } from '@dutyfree/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

// An admin's stock form is loaded, then 50 orders of its goods arrive at once, then (or meanwhile) the admin
// saves the form. No sale may be written over: afterwards the figure is what it was, less what sold, plus
// the admin's change; or the save was refused with the figure as it stands (409), and the form can retry.

const ORDERS = 50;

const sold = (answers: readonly LightMyRequestResponse[]) =>
  answers.filter((r) => r.statusCode === 200).length;

describe.each(testEngines)('an admin’s stock form saved while orders take stock, on %s', (engine) => {
  let shop: OnBoardShop;
  let admin: SignedInTestStaff;
  let inTheAir: number;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'));
    inTheAir = shop.travel.flights.toDubaiInTheAir.id;
  });
  afterAll(() => shop.close());

  const asAdmin = (privilege: ActionPrivilege, method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: admin.headers(privilege), ...(payload && { payload }) });

  /** The item form as the back office loads it. */
  async function itemForm(itemId: number): Promise<BackOfficeItem> {
    const answer = await asAdmin(
      actionPrivileges.backOfficeItems,
      'GET',
      `${apiPaths.backOfficeItem}?itemId=${itemId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  /** The form saved with its stock changed by `change` from the figure it showed. */
  function saveItem(form: BackOfficeItem, change: number) {
    const {
      id: _id,
      brand: _brand,
      category: _category,
      active: _active,
      imageUrl: _image,
      ...fields
    } = form;
    const draft = { ...fields, stock: form.stock + change, expectedStock: form.stock };
    return asAdmin(
      actionPrivileges.backOfficeItems,
      'POST',
      `${apiPaths.backOfficeUpdateItem}?itemId=${form.id}`,
      draft,
    );
  }

  const preOrders = async (itemId: number) =>
    Promise.all(
      (await Promise.all(Array.from({ length: ORDERS }, () => shop.guest()))).map((traveller) =>
        shop.place(
          traveller,
          shop.preOrder({ paymentOption: 'Cash On Board', orderItemRequet: [{ itemId, quantity: 1 }] }),
        ),
      ),
    );

  it('refuses an item form loaded before 50 pre-orders, with the stock as it stands, and loses no sale', async () => {
    const { londonGin } = shop.catalog.items;
    await shop.db.updateTable('item').set({ stock: 40 }).where('id', '=', londonGin).execute();
    const form = await itemForm(londonGin);

    const placed = sold(await preOrders(londonGin));
    const saved = await saveItem(form, 10);

    expect(placed).toBe(40);
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json()).toMatchObject({ code: 'backOffice.stockMovedMeanwhile', params: { current: 0 } });
    expect(await shop.stockOf(londonGin)).toBe(0);

    // The admin retries from the figure the refusal gave, and the change is made.
    const retried = await saveItem({ ...form, stock: 0 }, 10);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().stock).toBe(10);
    expect(await shop.stockOf(londonGin)).toBe(10);

    // Each sale and the adjustment are movements of the warehouse's figure, written with them.
    const moved = await shop.db
      .selectFrom('stock_movement')
      .select(['kind', 'quantity', 'staff_id', 'order_id'])
      .where('item_id', '=', londonGin)
      .where('flight_id', 'is', null)
      .execute();
    const sales = moved.filter((movement) => movement.kind === 'sale');
    expect(sales).toHaveLength(40);
    expect(sales.every((sale) => sale.quantity === -1 && sale.order_id !== null)).toBe(true);
    expect(moved.filter((movement) => movement.kind === 'adjustment')).toEqual([
      { kind: 'adjustment', quantity: 10, staff_id: admin.id, order_id: null },
    ]);
  });

  it('keeps initial − sold + change, or refuses with the current figure, when the save races the orders', async () => {
    const { darkChocolate } = shop.catalog.items;
    await shop.db.updateTable('item').set({ stock: 30 }).where('id', '=', darkChocolate).execute();
    const form = await itemForm(darkChocolate);

    const [answers, saved] = await Promise.all([preOrders(darkChocolate), saveItem(form, 25)]);

    const stock = await shop.stockOf(darkChocolate);
    if (saved.statusCode === 200) {
      expect(stock).toBe(30 - sold(answers) + 25);
    } else {
      expect(saved.statusCode, saved.body).toBe(409);
      expect(stock).toBe(30 - sold(answers));
      expect(saved.json().params).toEqual({ current: expect.any(Number) });
    }
    expect(stock).toBeGreaterThanOrEqual(0);
  });

  /** The flight's load as the back office loads it, and the figure it shows of an item. */
  async function loadForm(itemCode: string): Promise<number> {
    const answer = await asAdmin(
      actionPrivileges.backOfficeFlights,
      'GET',
      `${apiPaths.backOfficeFlightLoad}?flightId=${inTheAir}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.json().lines as { itemCode: string; quantity: number }[];
    return lines.find((line) => line.itemCode === itemCode)?.quantity ?? 0;
  }

  const saveLoad = (itemCode: string, shown: number, change: number) =>
    asAdmin(
      actionPrivileges.backOfficeFlights,
      'POST',
      `${apiPaths.backOfficeSaveFlightLoad}?flightId=${inTheAir}`,
      { lines: [{ itemCode, expectedQuantity: shown, quantity: shown + change }] },
    );

  async function shelve(itemId: number, units: number) {
    await shop.db
      .deleteFrom('onboard_stock')
      .where('flight_id', '=', inTheAir)
      .where('item_id', '=', itemId)
      .execute();
    await shop.db
      .insertInto('onboard_stock')
      .values({ flight_id: inTheAir, item_id: itemId, quantity: units })
      .execute();
  }

  const onBoardOrders = async (itemId: number) =>
    Promise.all(
      (await Promise.all(Array.from({ length: ORDERS }, () => shop.guest()))).map((traveller) =>
        shop.submit(traveller, shop.onBoardOrder({ orderItemRequet: [{ itemId, quantity: 1 }] })),
      ),
    );

  it('refuses a flight’s load loaded before 50 on-board orders, with the trolley as it stands', async () => {
    const { cedarToilette } = shop.catalog.items;
    const code = await codeOf(cedarToilette);
    await shelve(cedarToilette, 45);
    const shown = await loadForm(code);

    const sales = sold(await onBoardOrders(cedarToilette));
    const saved = await saveLoad(code, shown, 5);

    expect(sales).toBe(45);
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json()).toMatchObject({
      code: 'backOfficeFlights.loadMovedMeanwhile',
      params: { itemCode: code, current: 0 },
    });
    expect(await shop.onBoardStockOf(inTheAir, cedarToilette)).toBe(0);
  });

  it('keeps a flight’s initial − sold + change, or refuses, when the load is saved during the orders', async () => {
    const { highlandMalt } = shop.catalog.items;
    const code = await codeOf(highlandMalt);
    await shelve(highlandMalt, 20);
    const shown = await loadForm(code);

    const [answers, saved] = await Promise.all([onBoardOrders(highlandMalt), saveLoad(code, shown, 30)]);

    const onBoard = await shop.onBoardStockOf(inTheAir, highlandMalt);
    if (saved.statusCode === 200) {
      expect(onBoard).toBe(20 - sold(answers) + 30);
    } else {
      expect(saved.statusCode, saved.body).toBe(409);
      expect(onBoard).toBe(20 - sold(answers));
    }
  });

  it('shows an admin the history of an item’s stock and of a flight’s trolley, newest first', async () => {
    const { londonGin, cedarToilette } = shop.catalog.items;
    const item = await asAdmin(
      actionPrivileges.backOfficeItems,
      'GET',
      `${apiPaths.backOfficeItemStockMovements}?itemId=${londonGin}`,
    );
    expect(item.statusCode, item.body).toBe(200);
    const itemMovements = item.json().movements;
    expect(itemMovements[0]).toMatchObject({
      kind: 'adjustment',
      quantity: 10,
      reason: 'item_form',
      staffName: admin.name,
      orderCode: null,
    });
    expect(itemMovements.filter((m: { kind: string }) => m.kind === 'sale')).toHaveLength(40);
    expect(itemMovements[1]).toMatchObject({ kind: 'sale', quantity: -1, orderCode: expect.any(String) });

    const flight = await asAdmin(
      actionPrivileges.backOfficeFlights,
      'GET',
      `${apiPaths.backOfficeFlightStockMovements}?flightId=${inTheAir}`,
    );
    expect(flight.statusCode, flight.body).toBe(200);
    const cedar = (flight.json().movements as { itemId: number; kind: string }[]).filter(
      (m) => m.itemId === cedarToilette,
    );
    expect(cedar.filter((m) => m.kind === 'sale')).toHaveLength(45);

    const unknown = await asAdmin(
      actionPrivileges.backOfficeItems,
      'GET',
      `${apiPaths.backOfficeItemStockMovements}?itemId=999999`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  async function codeOf(itemId: number): Promise<string> {
    const row = await shop.db
      .selectFrom('item')
      .select('item_code')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    return row.item_code;
  }
});
