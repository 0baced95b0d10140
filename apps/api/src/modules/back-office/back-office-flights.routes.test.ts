import { actionPrivileges, apiPaths, backOfficeFlightMessages, staffMessages } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHeaders, issueTokens } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, onBoardUnits, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

const privilege = actionPrivileges.backOfficeFlights;
const HOUR = 3_600_000;
const at = (fromNow: number) => new Date(Math.floor((Date.now() + fromNow) / 60_000) * 60_000).toISOString();

describe.each(testEngines)('the back office’s flights on %s', (engine) => {
  let shop: OnBoardShop;
  let admin: SignedInTestStaff;
  let numbers = 0;

  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'));
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: admin.headers(privilege) });
  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: admin.headers(privilege), payload });
  const newFlightDraft = (overrides: object = {}) => ({
    flightNumber: `et ${900 + ++numbers}`,
    origin: 'ADD',
    destination: 'NBO',
    departureAt: at(48 * HOUR),
    arrivalAt: at(51 * HOUR),
    ...overrides,
  });
  const auditOf = async (flightId: number, action: string) => {
    const log = await shop.app.inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    return (log.json().entries as { subject: string; action: string }[]).filter(
      (entry) => entry.subject === `flight:${flightId}` && entry.action === action,
    );
  };
  const itemCodeOf = async (itemId: number) =>
    (await shop.db.selectFrom('item').select('item_code').where('id', '=', itemId).executeTakeFirstOrThrow())
      .item_code;

  it('adds a flight with its number written as the airline does, lists it, reads it, and audits it', async () => {
    const draft = newFlightDraft();
    const created = await post(apiPaths.backOfficeCreateFlight, draft);
    expect(created.statusCode, created.body).toBe(200);
    const flight = created.json();
    expect(flight).toEqual({
      id: expect.any(Number),
      flightNumber: `ET ${900 + numbers}`,
      origin: 'ADD',
      destination: 'NBO',
      departureAt: draft.departureAt,
      arrivalAt: draft.arrivalAt,
      passengers: 0,
      unitsOnBoard: 0,
      cancelledAt: null,
    });
    expect((await get(`${apiPaths.backOfficeFlight}?flightId=${flight.id}`)).json()).toEqual(flight);
    const listed = await get(
      `${apiPaths.backOfficeFlights}?flightNumber=${encodeURIComponent(draft.flightNumber)}`,
    );
    expect(listed.json()).toEqual({ flights: [flight], nextAfter: null });
    expect(await auditOf(flight.id, 'flight.create')).toEqual([
      expect.objectContaining({ before: null, after: flight }),
    ]);
  });

  it('changes a flight and keeps both versions in the audit log', async () => {
    const flight = (await post(apiPaths.backOfficeCreateFlight, newFlightDraft())).json();
    const moved = await post(
      `${apiPaths.backOfficeUpdateFlight}?flightId=${flight.id}`,
      newFlightDraft({ flightNumber: flight.flightNumber, destination: 'DXB', arrivalAt: at(53 * HOUR) }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: flight.id, destination: 'DXB', arrivalAt: at(53 * HOUR) });
    expect(await auditOf(flight.id, 'flight.update')).toEqual([
      expect.objectContaining({ before: flight, after: moved.json() }),
    ]);
  });

  it('lists flights not yet landed by departure, page after page from the last one shown', async () => {
    const seen: number[] = [];
    let after: number | null | undefined;
    do {
      const page = (await get(`${apiPaths.backOfficeFlights}${after ? `?after=${after}` : ''}`)).json();
      seen.push(...page.flights.map((f: { id: number }) => f.id));
      after = page.nextAfter;
    } while (after);
    expect(seen).toContain(shop.travel.flights.toDubaiInTheAir.id);
    // The flight that landed two hours ago is not the back office's business any more.
    expect(seen).not.toContain(shop.travel.flights.toLondonLanded.id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('names every wrong field of a flight with its message, and saves nothing', async () => {
    const refused = await post(apiPaths.backOfficeCreateFlight, {
      flightNumber: 'E-1',
      origin: 'ADD',
      destination: 'ADD',
      departureAt: 'tomorrow',
      arrivalAt: at(HOUR),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      FlightNumber: [backOfficeFlightMessages.flightNumberInvalid],
      Destination: [backOfficeFlightMessages.sameAirport],
      DepartureAt: [backOfficeFlightMessages.flightTimeInvalid],
    });

    const backwards = await post(
      apiPaths.backOfficeCreateFlight,
      newFlightDraft({ origin: 'XYZ', arrivalAt: at(47 * HOUR) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({
      ArrivalAt: [backOfficeFlightMessages.arrivalNotAfterDeparture],
    });

    const unknownAirport = await post(apiPaths.backOfficeCreateFlight, newFlightDraft({ origin: 'XYZ' }));
    expect(unknownAirport.statusCode).toBe(400);
    expect(unknownAirport.json().errors).toEqual({ Origin: [backOfficeFlightMessages.airportRequired] });
  });

  it('refuses a second flight with the same number at the same time', async () => {
    const draft = newFlightDraft();
    expect((await post(apiPaths.backOfficeCreateFlight, draft)).statusCode).toBe(200);
    const again = await post(apiPaths.backOfficeCreateFlight, { ...draft, destination: 'DXB' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ DepartureAt: [backOfficeFlightMessages.flightTaken] });
  });

  it('answers 404 for a flight that does not exist', async () => {
    for (const response of [
      await get(`${apiPaths.backOfficeFlight}?flightId=999999`),
      await get(`${apiPaths.backOfficeFlightLoad}?flightId=999999`),
      await post(`${apiPaths.backOfficeSaveFlightLoad}?flightId=999999`, { lines: [] }),
      await post(`${apiPaths.backOfficeUpdateFlight}?flightId=999999`, newFlightDraft()),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: staffMessages.flightNotFound });
    }
  });

  it("adjusts a flight's load from the figures shown; the traveller's on-board catalogue shows it at once, and it is audited", async () => {
    const flightId = shop.travel.flights.toDubaiInTheAir.id;
    const { items } = shop.catalog;
    const before = await get(`${apiPaths.backOfficeFlightLoad}?flightId=${flightId}`);
    expect(before.json().lines).toHaveLength(Object.keys(onBoardUnits.inTheAir).length);

    const saved = await post(`${apiPaths.backOfficeSaveFlightLoad}?flightId=${flightId}`, {
      lines: [
        {
          itemCode: (await itemCodeOf(items.londonGin)).toLowerCase(),
          expectedQuantity: onBoardUnits.inTheAir.londonGin,
          quantity: 7,
        },
        {
          itemCode: await itemCodeOf(items.highlandMalt),
          expectedQuantity: onBoardUnits.inTheAir.highlandMalt,
          quantity: 1,
        },
        {
          itemCode: await itemCodeOf(items.darkChocolate),
          expectedQuantity: onBoardUnits.inTheAir.darkChocolate,
          quantity: 0,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The lines named are adjusted, the chocolate taken off; the lines not named stay as they were.
    expect(
      saved.json().lines.map((l: { itemId: number; quantity: number }) => [l.itemId, l.quantity]),
    ).toEqual(
      expect.arrayContaining([
        [items.milkChocolate, onBoardUnits.inTheAir.milkChocolate],
        [items.highlandMalt, 1],
        [items.londonGin, 7],
        [items.retiredWhisky, onBoardUnits.inTheAir.retiredWhisky],
      ]),
    );
    expect(saved.json().lines).toHaveLength(4);

    const tokens = await issueTokens(shop.app);
    const onBoard = await shop.onBoardItems(
      shop.itemsQuery(),
      callHeaders(tokens, actionPrivileges.preOrderAccess),
    );
    expect(
      (onBoard.json().onBoardAvailabilitiesRes as { id: number; quantity: number }[]).map((i) => [
        i.id,
        i.quantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [items.londonGin, 7],
        [items.highlandMalt, 1],
      ]),
    );
    expect(await shop.onBoardStockOf(flightId, items.darkChocolate)).toBe(0);
    expect(await auditOf(flightId, 'flight.load')).toEqual([
      expect.objectContaining({ before: before.json().lines, after: saved.json().lines }),
    ]);
  });

  it('names each load line that is wrong (unknown code, item twice, quantity) and changes nothing', async () => {
    const flightId = shop.travel.flights.toDubai.id;
    const chocolate = await itemCodeOf(shop.catalog.items.darkChocolate);
    const refused = await post(`${apiPaths.backOfficeSaveFlightLoad}?flightId=${flightId}`, {
      lines: [
        { itemCode: chocolate, quantity: 1 },
        { itemCode: 'NO-SUCH-ITEM', quantity: 1 },
        { itemCode: chocolate, quantity: 2 },
        { itemCode: 'ANY', quantity: 1001 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'Lines.2.ItemCode': [backOfficeFlightMessages.loadItemTwice],
      'Lines.3.Quantity': [backOfficeFlightMessages.loadQuantityInvalid],
    });
    const unknown = await post(`${apiPaths.backOfficeSaveFlightLoad}?flightId=${flightId}`, {
      lines: [
        { itemCode: chocolate, quantity: 1 },
        { itemCode: 'NO-SUCH-ITEM', quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      'Lines.1.ItemCode': [backOfficeFlightMessages.loadItemCodeUnknown],
    });
    expect(await shop.onBoardStockOf(flightId, shop.catalog.items.darkChocolate)).toBe(
      onBoardUnits.toDubai.darkChocolate,
    );
  });

  it('puts a new ticket on a flight: the traveller finds the flight by it, and the seat can be changed', async () => {
    const flight = (await post(apiPaths.backOfficeCreateFlight, newFlightDraft())).json();
    const ticket = { ticketNumber: '0719555000001', passengerName: 'Liya Haile', seatNumber: '3c' };
    const saved = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${flight.id}`, ticket);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ tickets: [{ ...ticket, seatNumber: '3C' }] });

    const tokens = await issueTokens(shop.app);
    const lookup = await shop.app.inject({
      method: 'GET',
      url: apiPaths.onBoardPassengerFromTicket,
      query: { TicketNumber: ticket.ticketNumber, LastName: 'haile', currencyId: '2' },
      headers: callHeaders(tokens, actionPrivileges.onBoardPassengerFromTicket),
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().paxSectorsRes).toEqual([
      expect.objectContaining({ flightNumber: flight.flightNumber, destination: 'NBO', seatNumber: '3C' }),
    ]);

    const moved = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${flight.id}`, {
      ...ticket,
      seatNumber: '',
    });
    expect(moved.json()).toEqual({ tickets: [{ ...ticket, seatNumber: null }] });
    expect((await get(`${apiPaths.backOfficeFlight}?flightId=${flight.id}`)).json().passengers).toBe(1);
    expect(await auditOf(flight.id, 'flight.ticket')).toHaveLength(2);
  });

  it('adds a flight to a ticket the airline already issued, keeping its other flights', async () => {
    const flight = (await post(apiPaths.backOfficeCreateFlight, newFlightDraft())).json();
    const saved = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${flight.id}`, {
      ticketNumber: fixtureTickets.oneFlight,
      passengerName: 'Selam Tesfaye',
      seatNumber: '1A',
    });
    expect(saved.statusCode).toBe(200);
    const count = await shop.db
      .selectFrom('passenger_sector')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('ticket_number', '=', fixtureTickets.oneFlight)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("names a ticket's wrong fields", async () => {
    const flightId = shop.travel.flights.toDubai.id;
    const refused = await post(`${apiPaths.backOfficeSaveFlightTicket}?flightId=${flightId}`, {
      ticketNumber: '12',
      passengerName: ' ',
      seatNumber: 'window',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      TicketNumber: ['Ticket Number Character length should be 13. Current character length (2).'],
      PassengerName: [backOfficeFlightMessages.passengerNameRequired],
      SeatNumber: [backOfficeFlightMessages.seatInvalid],
    });
  });

  it('imports a schedule file: good lines are added, a flight already there is unchanged, each bad line is reported by line and column', async () => {
    const departure = at(72 * HOUR);
    const taken = newFlightDraft();
    expect((await post(apiPaths.backOfficeCreateFlight, taken)).statusCode).toBe(200);
    const csv = [
      'origin,flightNumber,destination,departureAt,arrivalAt',
      `ADD,ET 1801,DXB,${departure},${at(76 * HOUR)}`,
      '',
      `ADD,E1,DXB,soon,${at(76 * HOUR)}`,
      `"ADD",et1802,"NBO",${departure},${at(75 * HOUR)}`,
      `${taken.origin},${taken.flightNumber},${taken.destination},${taken.departureAt},${taken.arrivalAt}`,
      'ADD,ET 1803,DXB',
      `XYZ,ET 1804,DXB,${departure},${at(71 * HOUR)}`,
    ].join('\r\n');
    const imported = await post(apiPaths.backOfficeImportSchedule, { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    const { added, unchanged, lines, problems } = imported.json();
    expect(added).toBe(2);
    expect(unchanged).toBe(1);
    expect(lines.map((l: { line: number; outcome: string }) => [l.line, l.outcome])).toEqual([
      [2, 'added'],
      [4, 'error'],
      [5, 'added'],
      [6, 'unchanged'],
      [7, 'error'],
      [8, 'error'],
    ]);
    expect(
      problems.map((p: { line: number; field: string; message: string }) => [p.line, p.field, p.message]),
    ).toEqual([
      [4, 'FlightNumber', backOfficeFlightMessages.flightNumberInvalid],
      [4, 'DepartureAt', backOfficeFlightMessages.flightTimeInvalid],
      [7, 'Line', backOfficeFlightMessages.scheduleCellCount],
      [8, 'ArrivalAt', backOfficeFlightMessages.arrivalNotAfterDeparture],
    ]);
    expect(problems[0]).toMatchObject({ code: 'backOfficeFlights.flightNumberInvalid', params: {} });

    for (const number of ['ET 1801', 'ET 1802']) {
      const listed = (
        await get(`${apiPaths.backOfficeFlights}?flightNumber=${encodeURIComponent(number)}`)
      ).json();
      expect(listed.flights, number).toEqual([
        expect.objectContaining({ flightNumber: number, departureAt: departure }),
      ]);
      expect(await auditOf(listed.flights[0].id, 'flight.create')).toHaveLength(1);
    }
    expect((await get(`${apiPaths.backOfficeFlights}?flightNumber=ET1804`)).json().flights).toEqual([]);
  });

  it('refuses a schedule file whose first line does not name the columns, or that is empty', async () => {
    const unnamed = await post(apiPaths.backOfficeImportSchedule, { csv: 'ET 1900,ADD,DXB,x,y\n' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ Csv: [backOfficeFlightMessages.scheduleColumnsMissing] });
    const empty = await post(apiPaths.backOfficeImportSchedule, { csv: '' });
    expect(empty.json().errors).toEqual({ Csv: [backOfficeFlightMessages.scheduleFileRequired] });
    const blank = await post(apiPaths.backOfficeImportSchedule, { csv: '\n\n' });
    expect(blank.json().errors).toEqual({ Csv: [backOfficeFlightMessages.scheduleFileRequired] });
  });

  it('imports a spreadsheet file as spreadsheets write it: a byte-order mark, quoted cells, CR and LF line ends mixed', async () => {
    const departure = at(80 * HOUR);
    const csv = [
      '\uFEFF"flightNumber","origin","destination","departureAt","arrivalAt"\r\n',
      `"ET 1811", ADD ,DXB,${departure},"${at(84 * HOUR)}"\n`,
      `"ET, 1812",ADD,DXB,${departure},${at(84 * HOUR)}\r`,
      `ET 1813,"ADD",DXB,"${departure}",${at(84 * HOUR)},"a note, with ""quotes""\r\nand a line break"\r\n`,
      `ET 1814,ADD,DXB,${departure},${at(84 * HOUR)}`,
    ].join('');
    const imported = await post(apiPaths.backOfficeImportSchedule, { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().added).toBe(2);
    expect(imported.json().problems.map((p: { line: number; field: string }) => [p.line, p.field])).toEqual([
      [3, 'FlightNumber'],
      [4, 'Line'],
    ]);

    const broken = await post(apiPaths.backOfficeImportSchedule, {
      csv: `flightNumber,origin,destination,departureAt,arrivalAt\nET 1815,"ADD,DXB,${departure},${at(84 * HOUR)}\n`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCodes).toEqual({
      Csv: [{ code: 'backOfficeFlights.scheduleQuotesBroken', params: { line: 2 } }],
    });
    expect((await get(`${apiPaths.backOfficeFlights}?flightNumber=ET1815`)).json().flights).toEqual([]);
  });

  it('gives the form the airports a flight may fly between', async () => {
    const choices = (await get(apiPaths.backOfficeFlightChoices)).json();
    expect(choices.airports.map((a: { code: string }) => a.code)).toEqual(
      expect.arrayContaining(['ADD', 'DXB']),
    );
  });
});
