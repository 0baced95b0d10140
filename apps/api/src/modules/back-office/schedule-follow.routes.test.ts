import { actionPrivileges, apiPaths, type PackingListResponse } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { testCards } from '../orders/orders.fixtures.ts';
import { refundJobKey } from '../orders/orders.module.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

// The order follows its flight (decision 0052): a schedule file retimes or cancels flights, and an admin
// retimes one in its form; the orders held for it follow by the rules of a ticket's move (packed beyond
// 24 hours, brought by the trolley within them, else refunded) or are cancelled by the airline with it.

const HOUR = 3_600_000;
const at = (fromNow: number) => new Date(Math.floor((Date.now() + fromNow) / 60_000) * 60_000).toISOString();
const HEADER = 'flightNumber,origin,destination,departureAt,arrivalAt,status,flightDate';
const EMAIL = 'abebe.kebede@example.com';

type Flight = { id: number; flightNumber: string; departureAt: string; arrivalAt: string };

describe.each(testEngines)('orders follow a retimed or cancelled flight on %s', (engine) => {
  let smtp: TestSmtp;
  let shop: OnBoardShop;
  let admin: SignedInTestStaff;
  let crew: SignedInTestStaff;
  let tickets = 0;
  let numbers = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    shop = await openOnBoardShop(engine, { SMTP_URL: smtp.url, JOB_POLL_MS: '50', JOB_RETRY_BASE_MS: '50' });
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'), '203.0.113.41');
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.42');
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url,
      headers: admin.headers(actionPrivileges.backOfficeFlights),
      payload,
    });
  const importFile = async (...lines: string[]) => {
    const imported = await post(apiPaths.backOfficeImportSchedule, { csv: [HEADER, ...lines].join('\n') });
    expect(imported.statusCode, imported.body).toBe(200);
    return imported.json();
  };
  const line = (flight: Flight, departsIn: number | null, status = '', flightDate = '') => {
    const departureAt = departsIn === null ? flight.departureAt : at(departsIn);
    const arrivalAt = departsIn === null ? flight.arrivalAt : at(departsIn + 4 * HOUR);
    return `${flight.flightNumber},ADD,DXB,${departureAt},${arrivalAt},${status},${flightDate}`;
  };
  const newFlight = async (departsIn: number): Promise<Flight> => {
    const created = await post(apiPaths.backOfficeCreateFlight, {
      flightNumber: `ET ${1700 + ++numbers}`,
      origin: 'ADD',
      destination: 'DXB',
      departureAt: at(departsIn),
      arrivalAt: at(departsIn + 4 * HOUR),
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json();
  };
  const load = (flightId: number, quantity: number) =>
    shop.db
      .insertInto('onboard_stock')
      .values({ flight_id: flightId, item_id: shop.catalog.items.darkChocolate, quantity })
      .execute();

  /** A new ticket on the flight and its paid card pre-order of one dark chocolate. */
  async function paidPreOrder(flightId: number): Promise<{ ticketNumber: string; orderCode: string }> {
    const ticketNumber = `07195552${String(++tickets).padStart(5, '0')}`;
    const saved = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${flightId}`, {
      ticketNumber,
      passengerName: 'Abebe Kebede',
      seatNumber: '12C',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sector = await shop.db
      .selectFrom('passenger_sector')
      .select('id')
      .where('ticket_number', '=', ticketNumber)
      .where('flight_id', '=', flightId)
      .executeTakeFirstOrThrow();
    const placed = await shop.placed(await shop.guest(), {
      ticketNumber,
      passengerLastName: 'Kebede',
      paxSectorId: sector.id,
    });
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    return { ticketNumber, orderCode: placed.paymentSummary.orderCode };
  }
  const orderOf = (orderCode: string) =>
    shop.db
      .selectFrom('customer_order')
      .select(['flight_id', 'kind', 'status', 'payment_status', 'departure_at'])
      .where('order_code', '=', orderCode)
      .executeTakeFirstOrThrow();
  const packingList = async (flightId: number): Promise<PackingListResponse> => {
    const response = await shop.app.inject({
      method: 'GET',
      url: apiPaths.staffPackingList,
      query: { flightId: String(flightId) },
      headers: crew.headers(actionPrivileges.staffPackingList),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const auditOf = async (flightId: number, action: string) => {
    const log = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    return (log.json().entries as { subject: string; action: string; after: unknown }[]).filter(
      (entry) => entry.subject === `flight:${flightId}` && entry.action === action,
    );
  };
  /** The mails about the order that reached the test SMTP server, once its mail jobs are all done. */
  async function mailsAbout(orderCode: string, count: number) {
    await vi.waitFor(
      async () => {
        expect(smtp.to(EMAIL).filter((mail) => mail.subject.includes(orderCode))).toHaveLength(count);
        const jobs = await shop.db
          .selectFrom('job')
          .select('state')
          .where('idempotency_key', 'like', `%-mail-${orderCode}%`)
          .execute();
        expect(jobs.every((job) => job.state === 'done')).toBe(true);
      },
      { timeout: 15_000, interval: 50 },
    );
    return smtp.to(EMAIL).filter((mail) => mail.subject.includes(orderCode));
  }

  it('cancels a flight from a schedule file: its orders are cancelled by the airline, refunded, mailed; a second import changes nothing', async () => {
    const flight = await newFlight(4 * 24 * HOUR);
    const { orderCode } = await paidPreOrder(flight.id);
    await mailsAbout(orderCode, 1); // the confirmation
    const warehouse = await shop.stockOf(shop.catalog.items.darkChocolate);

    const imported = await importFile(line(flight, null, 'cancelled'));
    expect(imported).toMatchObject({ added: 0, retimed: 0, cancelled: 1, unchanged: 0, problems: [] });
    expect(imported.lines).toEqual([
      {
        line: 2,
        flightNumber: flight.flightNumber,
        outcome: 'cancelled',
        flightId: flight.id,
        orders: [{ orderCode, outcome: 'cancelled' }],
      },
    ]);
    expect(await orderOf(orderCode)).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
    expect(await shop.stockOf(shop.catalog.items.darkChocolate)).toBe(warehouse + 1);
    const refund = await shop.db
      .selectFrom('job')
      .select('state')
      .where('idempotency_key', '=', refundJobKey(orderCode))
      .executeTakeFirstOrThrow();
    expect(refund.state).toBe('done');
    const [, cancelled] = await mailsAbout(orderCode, 3); // confirmation, cancellation, refund
    expect(smtp.to(EMAIL).map((mail) => mail.subject)).toContain(
      `We cancelled your Sheba Duty Free order ${orderCode}`,
    );
    expect(cancelled?.readable ?? '').toMatch(/airline had to cancel your order|refund/);

    // The flight carries no one, says it is cancelled, and takes no new ticket.
    const read = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.backOfficeFlight}?flightId=${flight.id}`,
      headers: admin.headers(actionPrivileges.backOfficeFlights),
    });
    expect(read.json()).toMatchObject({ passengers: 0, cancelledAt: expect.any(String) });
    const ticketAdded = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${flight.id}`, {
      ticketNumber: '0719555299999',
      passengerName: 'Abebe Kebede',
      seatNumber: '12C',
    });
    expect(ticketAdded.statusCode).toBe(409);
    expect(await auditOf(flight.id, 'flight.cancel')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ orders: [{ orderCode, outcome: 'cancelled' }] }),
      }),
    ]);

    const again = await importFile(line(flight, null, 'cancelled'));
    expect(again).toMatchObject({ cancelled: 0, unchanged: 1, problems: [] });
    expect(await auditOf(flight.id, 'flight.cancel')).toHaveLength(1);
    await mailsAbout(orderCode, 3);
  });

  it('retimes flights to within 24 hours from a file: a pre-order goes to the trolley that holds it, another is refunded; re-imported, nothing changes', async () => {
    const loaded = await newFlight(4 * 24 * HOUR);
    const empty = await newFlight(4 * 24 * HOUR);
    await load(loaded.id, 5);
    const onTrolley = await paidPreOrder(loaded.id);
    const refunded = await paidPreOrder(empty.id);
    const warehouse = await shop.stockOf(shop.catalog.items.darkChocolate);
    const file = [
      line(loaded, 10 * HOUR, 'scheduled', loaded.departureAt.slice(0, 10)),
      line(empty, 10 * HOUR, '', empty.departureAt.slice(0, 10)),
    ];

    const imported = await importFile(...file);
    expect(imported).toMatchObject({ added: 0, retimed: 2, cancelled: 0, unchanged: 0, problems: [] });
    expect(imported.lines.map((l: { orders: unknown }) => l.orders)).toEqual([
      [{ orderCode: onTrolley.orderCode, outcome: 'onboard' }],
      [{ orderCode: refunded.orderCode, outcome: 'refunded' }],
    ]);
    expect(await orderOf(onTrolley.orderCode)).toMatchObject({
      flight_id: loaded.id,
      kind: 'onboard',
      status: 'Confirmed',
    });
    expect(await shop.onBoardStockOf(loaded.id, shop.catalog.items.darkChocolate)).toBe(4);
    expect(await orderOf(refunded.orderCode)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
    });
    // Both pre-orders' units went back to the warehouse; one was taken from the trolley instead.
    expect(await shop.stockOf(shop.catalog.items.darkChocolate)).toBe(warehouse + 2);
    const [, moved] = await mailsAbout(onTrolley.orderCode, 2);
    expect(moved?.readable).toContain(
      'The airline changed the time of your flight, and your order changed with it.',
    );
    const refundMails = await mailsAbout(refunded.orderCode, 3);
    expect(refundMails.map((mail) => mail.readable).join('\n')).toContain(
      'The airline changed the time of your flight, which can no longer bring these items',
    );
    expect(await auditOf(loaded.id, 'flight.retime')).toHaveLength(1);

    // The same file again: both flights already leave then; no order, audit entry or mail changes.
    const again = await importFile(...file);
    expect(again).toMatchObject({ retimed: 0, unchanged: 2, problems: [] });
    expect(await auditOf(loaded.id, 'flight.retime')).toHaveLength(1);
    expect(await shop.onBoardStockOf(loaded.id, shop.catalog.items.darkChocolate)).toBe(4);
    await mailsAbout(onTrolley.orderCode, 2);

    // Retimed back beyond 24 hours, the on-board order is packed from the warehouse again.
    const later = await importFile(line(loaded, 5 * 24 * HOUR, '', at(10 * HOUR).slice(0, 10)));
    expect(later.lines[0]).toMatchObject({
      outcome: 'retimed',
      orders: [{ orderCode: onTrolley.orderCode, outcome: 'preorder' }],
    });
    expect(await orderOf(onTrolley.orderCode)).toMatchObject({ kind: 'preorder', status: 'Confirmed' });
    expect(await shop.onBoardStockOf(loaded.id, shop.catalog.items.darkChocolate)).toBe(5);
    expect((await packingList(loaded.id)).bags.map((bag) => bag.orderCode)).toContain(onTrolley.orderCode);
    await mailsAbout(onTrolley.orderCode, 3);
  });

  it('adds, and reports a cancellation of a flight there is not, a bad status and a bad flight date, in one file', async () => {
    const ghost = {
      id: 0,
      flightNumber: 'ET 1799',
      departureAt: at(6 * 24 * HOUR),
      arrivalAt: at(6 * 24 * HOUR + 4 * HOUR),
    };
    const imported = await importFile(
      line(ghost, null, 'cancelled'),
      line({ ...ghost, flightNumber: 'ET 1798' }, null, 'delayed'),
      line({ ...ghost, flightNumber: 'ET 1797' }, null, '', '1 Dec'),
      line({ ...ghost, flightNumber: 'ET 1796' }, null),
    );
    expect(imported.lines.map((l: { outcome: string }) => l.outcome)).toEqual([
      'error',
      'error',
      'error',
      'added',
    ]);
    expect(
      imported.problems.map((p: { line: number; field: string; code: string }) => [p.line, p.field, p.code]),
    ).toEqual([
      [2, 'Status', 'backOfficeFlights.scheduleNoFlightToCancel'],
      [3, 'Status', 'backOfficeFlights.scheduleStatusInvalid'],
      [4, 'FlightDate', 'backOfficeFlights.scheduleFlightDateInvalid'],
    ]);
  });

  it("retimes a flight in the admin's form: across 24 hours its pre-order goes on board; within one side, only the time changes", async () => {
    const flight = await newFlight(4 * 24 * HOUR);
    await load(flight.id, 3);
    const { orderCode } = await paidPreOrder(flight.id);
    const update = (departsIn: number) =>
      post(`${apiPaths.backOfficeUpdateFlight}?flightId=${flight.id}`, {
        flightNumber: flight.flightNumber,
        origin: 'ADD',
        destination: 'DXB',
        departureAt: at(departsIn),
        arrivalAt: at(departsIn + 4 * HOUR),
      });

    const later = await update(5 * 24 * HOUR);
    expect(later.statusCode, later.body).toBe(200);
    expect(await orderOf(orderCode)).toMatchObject({
      kind: 'preorder',
      departure_at: Date.parse(at(5 * 24 * HOUR)),
    });

    const soon = await update(6 * HOUR);
    expect(soon.statusCode, soon.body).toBe(200);
    expect(await orderOf(orderCode)).toMatchObject({ kind: 'onboard', status: 'Confirmed' });
    expect(await shop.onBoardStockOf(flight.id, shop.catalog.items.darkChocolate)).toBe(2);
    expect(await auditOf(flight.id, 'flight.update')).toContainEqual(
      expect.objectContaining({
        after: expect.objectContaining({ orders: [{ orderCode, outcome: 'onboard' }] }),
      }),
    );
    // The confirmation, then one mail for the retime across the line (none for the first).
    await mailsAbout(orderCode, 2);
  });
});
