import { createPublicKey, randomUUID, verify } from 'node:crypto';
import {
  apiPaths,
  type CabinAction,
  type FlightPack,
  ORDER_ACCESS_HEADER,
  parseHandOverToken,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OnBoardShop, openOnBoardShop } from '../onboard/onboard.fixtures.ts';
import { testCards } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { cabinCalls } from './cabin.fixtures.ts';

// The token of an order's QR code (decision 0056), through the real server: in the order's answers to
// whoever may read the order, checked with the public key the crew's flight pack carries, and checked
// again by the server when a hand-over comes with one.

describe.each(testEngines)('the hand-over token on %s', (engine) => {
  let shop: OnBoardShop;
  let crew: SignedInTestStaff;
  beforeAll(async () => {
    shop = await openOnBoardShop(engine);
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.41');
  });
  afterAll(() => shop.close());

  const flightId = () => shop.travel.flights.toDubai.id;
  const calls = cabinCalls(() => shop);
  const { sent } = calls;
  const takeFlight = (deviceId: string) => calls.takeFlight(crew, deviceId, flightId());

  /** Whether the pack's public key checks the token's signature, as the crew's device does. */
  function signedFor(pack: FlightPack, token: string): boolean {
    const parts = parseHandOverToken(token);
    if (!parts || !pack.handOverKey) return false;
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: pack.handOverKey }, format: 'jwk' });
    return verify(null, Buffer.from(parts.message), key, parts.signature);
  }

  const handOver = (orderCode: string, token: string, seq: number): CabinAction => ({
    kind: 'handOver',
    orderCode,
    idChecked: true,
    token,
    key: randomUUID(),
    seq,
    at: new Date().toISOString(),
  });

  it('answers the token to whoever may read the order, once it went through, and to nobody else', async () => {
    const placed = await shop.placed(await shop.guest());
    const { orderCode } = placed.paymentSummary;
    // A card order waiting for its payment has no bag for the crew yet.
    expect(placed.paymentSummary.handOverToken).toBeNull();
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);

    const own = await shop.summary(await shop.guest(), orderCode, placed.orderAccessToken);
    expect(own.statusCode).toBe(200);
    const token: string = own.json().handOverToken;
    expect(token).toMatch(new RegExp(`^DF1\\.${orderCode}\\.${flightId()}\\.[A-Za-z0-9_-]{86}$`));
    expect(signedFor(await takeFlight('device-key'), token)).toBe(true);

    // Someone without the order's access token reads nothing of it, the token least of all.
    const stranger = await shop.summary(await shop.guest(), orderCode);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('DF1.');
    const other = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board' });
    const foreign = await shop.summary(await shop.guest(), orderCode, other.orderAccessToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('DF1.');
    // A Pay On-Board order is confirmed at once: its placing answer already carries its token.
    expect(other.paymentSummary.handOverToken).toMatch(/^DF1\./);

    // A cancelled order's bag is gone: no token any more.
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: apiPaths.cancelPreOrder,
      headers: { ...(await shop.guest()).headers(), [ORDER_ACCESS_HEADER]: other.orderAccessToken },
      payload: { orderCode: other.paymentSummary.orderCode, ReasonOfCancellation: 1 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderStatus: 'Cancelled', handOverToken: null });
  });

  it('hands a bag over with its own token, and refuses a forged one or one of another order or flight', async () => {
    const place = async (overrides = {}) => {
      const placed = await shop.placed(await shop.guest(), { paymentOption: 'Cash On Board', ...overrides });
      return { orderCode: placed.paymentSummary.orderCode, token: placed.paymentSummary.handOverToken! };
    };
    const [first, second] = [await place(), await place()];
    // A paid bag (a Pay On-Board one would need its payment taken at the seat).
    const paid = await shop.placed(await shop.guest());
    expect((await shop.pay(paid.paymentUrl!, testCards.success)).statusCode).toBe(303);
    const third = {
      orderCode: paid.paymentSummary.orderCode,
      token: (await shop.summaryOf(paid)).handOverToken!,
    };
    const elsewhere = await place({
      origin: 'NBO',
      destination: 'ADD',
      flightNumber: 'ET 309',
      departureDate: new Date(shop.travel.flights.fromNairobi.departureAt).toISOString(),
      paxSectorId: shop.travel.sectors.fromNairobi,
      ticketNumber: fixtureTickets.twoFlights,
      passengerLastName: fixtureLastNames.twoFlights,
    });
    const signature = first.token.slice(first.token.lastIndexOf('.') + 1);
    const pack = await takeFlight('device-token');
    const answer = await sent(pack, 'device-token', [
      // The flight's number changed under the signature: forged.
      handOver(first.orderCode, `DF1.${first.orderCode}.${flightId() + 1}.${signature}`, 1),
      // Another bag's token, genuine, given for this one.
      handOver(first.orderCode, second.token, 2),
      // The shop's token of an order on another flight.
      handOver(elsewhere.orderCode, elsewhere.token, 3),
      handOver(third.orderCode, third.token, 4),
    ]);
    expect(answer.outcomes.map(({ outcome, status, reason }) => ({ outcome, status, reason }))).toEqual([
      { outcome: 'refused', status: 422, reason: 'tokenForged' },
      { outcome: 'refused', status: 422, reason: 'tokenMismatch' },
      { outcome: 'refused', status: 422, reason: 'tokenMismatch' },
      { outcome: 'applied', status: undefined, reason: undefined },
    ]);
    const statuses = await shop.db
      .selectFrom('customer_order')
      .select(['order_code', 'status'])
      .where('order_code', 'in', [first.orderCode, elsewhere.orderCode, third.orderCode])
      .execute();
    const statusOf = new Map(statuses.map((row) => [row.order_code, row.status]));
    expect(statusOf.get(first.orderCode)).toBe('Confirmed');
    expect(statusOf.get(elsewhere.orderCode)).toBe('Confirmed');
    expect(statusOf.get(third.orderCode)).toBe('Delivered');
  });
});
