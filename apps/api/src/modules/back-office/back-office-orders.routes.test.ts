import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  BACK_OFFICE_CUSTOMERS_LIMIT,
  type BackOfficeCustomersResponse,
  type BackOfficeOrder,
  type BackOfficeOrderRow,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { registerCustomer } from '../customers/customers.fixtures.ts';
import { type OrderShop, openOrderShop, testCards } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testEngines)('an admin keeps the orders, customers and dashboard on %s', (engine) => {
  let shop: OrderShop;
  let admin: SignedInTestStaff;
  let paidCode: string;
  let unpaidCode: string;

  beforeAll(async () => {
    shop = await openOrderShop(engine);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'));
    const member = await shop.member(0);
    const paid = await shop.placed(member, {
      orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity: 2 }],
      guest: undefined,
    });
    await shop.pay(paid.paymentUrl!, testCards.success);
    paidCode = paid.paymentSummary.orderCode;
    const unpaid = await shop.placed(await shop.guest(), {
      guest: {
        firstName: 'Selam',
        lastName: 'Girma',
        email: 'selam.girma@example.com',
        mobileNumber: { countryCode: '+251', number: '911000111' },
      },
    });
    unpaidCode = unpaid.paymentSummary.orderCode;
  });
  afterAll(() => shop.close());

  const get = (
    url: string,
    query: Record<string, string>,
    privilege: ActionPrivilege = actionPrivileges.backOfficeOrders,
  ) => shop.app.inject({ method: 'GET', url, query, headers: admin.headers(privilege) });
  const search = async (query: Record<string, string>) => {
    const response = await get(apiPaths.backOfficeOrders, query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().orders as { orderCode: string }[]).map((order) => order.orderCode);
  };
  const cancel = (orderCode: string, reason: string) =>
    shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeCancelOrder,
      headers: admin.headers(actionPrivileges.backOfficeOrders),
      payload: { orderCode, reason },
    });

  it('finds orders by number, e-mail, flight, days placed and status, newest first', async () => {
    expect(await search({})).toEqual([unpaidCode, paidCode]);
    expect(await search({ orderCode: paidCode.toLowerCase() })).toEqual([paidCode]);
    expect(await search({ email: 'SELAM.GIRMA@example.com' })).toEqual([unpaidCode]);
    expect(await search({ flightNumber: 'et600' })).toEqual([unpaidCode, paidCode]);
    expect(await search({ flightNumber: 'ET 601' })).toEqual([]);
    expect(await search({ status: 'Confirmed' })).toEqual([paidCode]);
    expect(await search({ from: today(), to: today() })).toEqual([unpaidCode, paidCode]);
    expect(await search({ to: '2020-01-01' })).toEqual([]);
    const reversed = await get(apiPaths.backOfficeOrders, { from: today(), to: '2020-01-01' });
    expect(reversed.statusCode).toBe(400);
  });

  it('finds orders by part of the traveller’s name in any case, and by ticket number', async () => {
    expect(await search({ traveller: 'girma' })).toEqual([unpaidCode]);
    expect(await search({ traveller: 'SELAM G' })).toEqual([unpaidCode]);
    // A pattern's own characters are searched for as written.
    expect(await search({ traveller: '%' })).toEqual([]);
    const ticket = (
      await shop.db
        .selectFrom('customer_order')
        .select('ticket_number')
        .where('order_code', '=', unpaidCode)
        .executeTakeFirstOrThrow()
    ).ticket_number;
    expect(await search({ ticketNumber: ` ${ticket} ` })).toContain(unpaidCode);
    expect(await search({ ticketNumber: '0000000000000' })).toEqual([]);
  });

  it('says of each row what the screens decide by: whether it may be cancelled, whether it waits for its payment', async () => {
    const rows = (await get(apiPaths.backOfficeOrders, {})).json().orders as BackOfficeOrderRow[];
    const decisions = Object.fromEntries(
      rows.map((row) => [
        row.orderCode,
        { cancellable: row.cancellable, awaitingPayment: row.awaitingPayment },
      ]),
    );
    expect(decisions).toEqual({
      [paidCode]: { cancellable: true, awaitingPayment: false },
      [unpaidCode]: { cancellable: true, awaitingPayment: true },
    });
  });

  it('pages from the last order shown (keyset)', async () => {
    const first = await search({});
    const ids = (await get(apiPaths.backOfficeOrders, {})).json().orders.map((o: { id: number }) => o.id);
    expect(await search({ before: String(ids[0]) })).toEqual(first.slice(1));
  });

  it('shows how to reach the traveller: phone, ticket and where they pick up', async () => {
    const response = await get(apiPaths.backOfficeOrder, { orderCode: unpaidCode });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      mobileNumber: '+251911000111',
      ticketNumber: expect.stringMatching(/^\d{13}$/),
      pickFrom: 'On Board',
    });
  });

  it('shows one order with its lines, payment and no refund yet', async () => {
    const response = await get(apiPaths.backOfficeOrder, { orderCode: paidCode });
    expect(response.statusCode, response.body).toBe(200);
    const order: BackOfficeOrder = response.json();
    expect(order).toMatchObject({
      orderCode: paidCode,
      status: 'Confirmed',
      paymentStatus: 'Paid',
      cancellable: true,
    });
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(order.payments).toEqual([expect.objectContaining({ status: 'Paid' })]);
    expect(order.refunds).toEqual([]);
    expect(order.audit).toEqual([]);
    expect((await get(apiPaths.backOfficeOrder, { orderCode: 'DF-NOSUCH' })).statusCode).toBe(404);
  });

  it('cancels a paid order with a reason: stock back, refunded through the gateway, audited', async () => {
    const { highlandMalt } = shop.catalog.items;
    const stock = await shop.stockOf(highlandMalt);
    expect((await cancel(paidCode, '  ')).statusCode).toBe(400);

    const response = await cancel(paidCode, 'Flight cancelled by the airline');
    expect(response.statusCode, response.body).toBe(200);
    const order: BackOfficeOrder = response.json();
    expect(order).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', cancellable: false });
    expect(order.payments).toEqual([expect.objectContaining({ status: 'Refunded' })]);
    expect(order.refunds).toEqual([expect.objectContaining({ key: `refund-${paidCode}`, state: 'done' })]);
    expect(order.audit).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        staffName: admin.name,
        after: { status: 'Cancelled', paymentStatus: 'Paid', reason: 'Flight cancelled by the airline' },
      }),
    ]);
    expect(await shop.stockOf(highlandMalt)).toBe(stock + 2);
    const session = await shop.gateway.session(await shop.sessionIdOf(paidCode));
    expect(session?.status).toBe('refunded');

    const again = await cancel(paidCode, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'orders.notCancellable' });
    expect((await cancel('DF-NOSUCH', 'No such order')).statusCode).toBe(404);
  });

  it('finds customers and members, and never answers password data', async () => {
    const registered = await registerCustomer(shop.app);
    const response = await get(apiPaths.backOfficeCustomers, {}, actionPrivileges.backOfficeCustomers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.customers.length).toBeGreaterThan(0);
    expect(body.members.length).toBeGreaterThan(0);
    const hashes = [
      ...(await shop.db.selectFrom('customer').select('password_hash').execute()),
      ...(await shop.db.selectFrom('loyalty_member').select('password_hash').execute()),
    ].map((row) => row.password_hash);
    for (const hash of hashes) expect(response.body).not.toContain(hash);
    expect(response.body).not.toMatch(/password|argon2/i);

    const one = await get(
      apiPaths.backOfficeCustomers,
      { search: registered.email.toUpperCase() },
      actionPrivileges.backOfficeCustomers,
    );
    expect(one.json().customers).toEqual([expect.objectContaining({ email: registered.email })]);
  });

  it('pages through many customers and members a page at a time, each list on its own', async () => {
    const now = Date.now();
    const count = BACK_OFFICE_CUSTOMERS_LIMIT + 7;
    const numbers = Array.from({ length: count }, (_, n) => String(n).padStart(3, '0'));
    await shop.db
      .insertInto('customer')
      .values(
        numbers.map((n) => ({
          username: `pager${n}`,
          email: `pager${n}@example.com`,
          password_hash: 'not-a-hash',
          title: 1,
          first_name: 'Paged',
          last_name: `Pagerson ${n}`,
          middle_name: null,
          nationality: null,
          mobile_country_code: null,
          mobile_number: null,
          membership_number: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await shop.db
      .insertInto('loyalty_member')
      .values(
        numbers.map((n) => ({
          member_id: `PGR${n}`,
          password_hash: 'not-a-hash',
          title: 1,
          first_name: 'Paged',
          last_name: `Pagerson ${n}`,
          email: `pager${n}@example.com`,
          mobile_country_code: null,
          mobile_number: null,
          nationality: null,
          tier: 'Blue',
          created_at: now,
        })),
      )
      .execute();
    const page = async (query: Record<string, string>) => {
      const answer = await get(
        apiPaths.backOfficeCustomers,
        { search: 'pagerson', ...query },
        actionPrivileges.backOfficeCustomers,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as BackOfficeCustomersResponse;
    };

    const first = await page({});
    expect(first.customers).toHaveLength(BACK_OFFICE_CUSTOMERS_LIMIT);
    expect(first.members).toHaveLength(BACK_OFFICE_CUSTOMERS_LIMIT);
    expect(first.nextCustomersBefore).toBe(first.customers.at(-1)?.id);
    expect(first.nextMembersAfter).toBe(first.members.at(-1)?.memberId);

    // The next page of accounts leaves the members where they were.
    const accounts = await page({ customersBefore: String(first.nextCustomersBefore) });
    expect(accounts.customers).toHaveLength(count - BACK_OFFICE_CUSTOMERS_LIMIT);
    expect(accounts.nextCustomersBefore).toBeNull();
    expect(accounts.members).toEqual(first.members);
    const accountNames = [...first.customers, ...accounts.customers].map((c) => c.username);
    expect(accountNames).toEqual(numbers.map((n) => `pager${n}`).reverse());

    const members = await page({ membersAfter: first.nextMembersAfter ?? '' });
    expect(members.nextMembersAfter).toBeNull();
    expect([...first.members, ...members.members].map((m) => m.memberId)).toEqual(
      numbers.map((n) => `PGR${n}`),
    );
  });

  it('sums up the last 30 days: per day, per flight, top items, low stock', async () => {
    const { highlandMalt } = shop.catalog.items;
    const placed = await shop.placed(await shop.guest(), {
      orderItemRequet: [{ itemId: highlandMalt, quantity: 3 }],
      paymentOption: 'Cash On Board',
    });
    const inMiles = await shop.placed(await shop.member(50_000), {
      orderItemRequet: [{ itemId: highlandMalt, quantity: 1 }],
      paymentOption: 'Miles',
    });
    const milesOrder: BackOfficeOrder = (
      await get(apiPaths.backOfficeOrder, { orderCode: inMiles.paymentSummary.orderCode })
    ).json();
    expect(milesOrder).toMatchObject({ paymentOption: 'Miles', status: 'Confirmed' });
    // Miles and money in one order: only its money part is revenue, its miles count with the miles.
    const split = await shop.placed(await shop.member(50_000), {
      orderItemRequet: [{ itemId: highlandMalt, quantity: 1 }],
      paymentOption: 'Cash On Board',
      milesToSpend: 1_000,
    });
    const splitOrder: BackOfficeOrder = (
      await get(apiPaths.backOfficeOrder, { orderCode: split.paymentSummary.orderCode })
    ).json();
    expect(splitOrder.totalMiles).toBe(1_000);
    expect(splitOrder.moneyCents).toBeGreaterThan(0);
    expect(splitOrder.moneyCents).toBeLessThan(splitOrder.totalCents);
    await shop.db.updateTable('item').set({ stock: 2 }).where('id', '=', highlandMalt).execute();
    const response = await get(apiPaths.backOfficeDashboard, {}, actionPrivileges.backOfficeDashboard);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    expect(dashboard.days).toHaveLength(30);
    const last = dashboard.days.at(-1);
    const order = (
      await get(apiPaths.backOfficeOrder, { orderCode: placed.paymentSummary.orderCode })
    ).json();
    // The cancelled and the unpaid orders brought in nothing; the order paid on board counts, the order
    // paid in miles brought miles, not money, and the order paid in both brought some of each.
    const revenueCents = order.totalCents + splitOrder.moneyCents!;
    const trade = {
      orders: 3,
      revenueCents,
      revenueMiles: milesOrder.totalMiles + splitOrder.totalMiles,
    };
    expect(last).toEqual({ day: today(), ...trade });
    expect(dashboard.flights).toEqual([{ flightNumber: 'ET 600', ...trade }]);
    expect(dashboard.topItems[0]).toEqual(
      expect.objectContaining({ itemId: highlandMalt, quantity: 5, revenueCents }),
    );
    expect(dashboard.lowStock[0]).toMatchObject({ itemId: highlandMalt, stock: 2 });
    expect(dashboard.trolley).toEqual({ trolleySales: 0, flightsWithDifferences: 0 });
  });
});
