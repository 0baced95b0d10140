import 'fake-indexeddb/auto';
import type { Bag, CabinAction, CabinActionsResponse, FlightPack } from '@dutyfree/contracts';
import { describe, expect, it, vi } from 'vitest';
import { bagState, matchesBag } from './bag-state.ts';
import {
  keepTakenFlight,
  keptConflicts,
  openCrewDb,
  outboxEntries,
  recordAction,
  waitingActions,
  waitingCount,
} from './crew-store.ts';
import { type SenderCalls, sendRound } from './sender.ts';
import { changeOf, emptyPayment, seatPaymentOf, trolleyLeft } from './trolley.ts';

function bagOf(orderCode: string, seatNumber: string, passengerName = 'Abebe Bikila'): Bag {
  return {
    orderCode,
    kind: 'preorder',
    status: 'Confirmed',
    seatNumber,
    passengerName,
    lines: [],
    idCheck: false,
    collect: { kind: 'paid' },
    handOver: null,
    handOverRefusal: null,
  } as Bag;
}

function packOf(bags: Bag[], overrides: Partial<FlightPack> = {}): FlightPack {
  return {
    dutySessionId: 7,
    dutyToken: 'duty-token',
    acceptsUntil: '2026-11-28T20:00:00Z',
    flight: {
      flightId: 3,
      flightNumber: 'ET302',
      origin: 'ADD',
      destination: 'DXB',
      departureAt: '2026-11-28T10:00:00Z',
      originTimeZone: 'Africa/Addis_Ababa',
      arrivalAt: '2026-11-28T14:00:00Z',
      orderCount: bags.length,
    },
    bags,
    load: [],
    currencyCode: 'USD',
    trolley: [],
    currencies: [],
    cursor: '100',
    appliedThrough: 0,
    ...overrides,
  };
}

let dbCount = 0;
async function freshDb(pack = packOf([bagOf('A1', '12A'), bagOf('B2', '14C', 'Tirunesh Dibaba')])) {
  dbCount += 1;
  const db = await openCrewDb(`crew-test-${dbCount}`);
  await keepTakenFlight(db, pack);
  return db;
}

/** A server that applies each key once, in seq order, like the cabin module. */
function fakeServer(options: { loseFirstCall?: boolean } = {}) {
  const applied = new Map<string, CabinAction>();
  let appliedThrough = 0;
  let calls = 0;
  const sendActions = vi.fn(async (_token: string, _device: string, actions: CabinAction[]) => {
    calls += 1;
    const outcomes: CabinActionsResponse['outcomes'] = [];
    for (const action of actions) {
      if (applied.has(action.key)) outcomes.push({ key: action.key, seq: action.seq, outcome: 'applied' });
      else if (action.seq !== appliedThrough + 1) {
        outcomes.push({ key: action.key, seq: action.seq, outcome: 'waiting' });
      } else {
        applied.set(action.key, action);
        appliedThrough = action.seq;
        outcomes.push({ key: action.key, seq: action.seq, outcome: 'applied' });
      }
    }
    // The answer lost on the way back: the server applied them, the device does not know.
    if (options.loseFirstCall && calls === 1) throw new Error('connection dropped');
    return { outcomes, appliedThrough };
  });
  const pullChanges = vi.fn(async (_token: string, cursor: string) => ({
    bags: [],
    gone: [],
    cursor: String(Number(cursor) + 1),
    active: true,
    conflicts: [],
  }));
  const senderCalls: SenderCalls = { sendActions, pullChanges };
  return { calls: senderCalls, applied, sendActions, pullChanges };
}

describe('the crew app’s outbox', () => {
  it('numbers actions 1, 2, 3 from what the server applied, each with its own key, waiting to send', async () => {
    const db = await freshDb(packOf([bagOf('A1', '12A')], { appliedThrough: 4 }));
    const first = await recordAction(db, { kind: 'handOver', orderCode: 'A1', idChecked: false });
    const second = await recordAction(db, { kind: 'notCollected', orderCode: 'B2' });
    expect([first.seq, second.seq]).toEqual([5, 6]);
    expect(first.key).not.toBe(second.key);
    expect(first.action).toMatchObject({ kind: 'handOver', key: first.key, seq: 5 });
    expect(await waitingCount(db)).toBe(2);
  });

  it('sends waiting actions in order and keeps the answers; a lost answer is sent again and applied once', async () => {
    const db = await freshDb();
    const server = fakeServer({ loseFirstCall: true });
    await recordAction(db, { kind: 'handOver', orderCode: 'A1', idChecked: false });
    await recordAction(db, { kind: 'notCollected', orderCode: 'B2' });

    await expect(sendRound(db, server.calls)).rejects.toThrow('connection dropped');
    expect(await waitingCount(db)).toBe(2);

    const result = await sendRound(db, server.calls);
    expect(result).toEqual({ answered: 2, active: true });
    expect(await waitingCount(db)).toBe(0);
    expect(server.applied.size).toBe(2);
    expect(server.sendActions.mock.calls[1]?.[2].map((action) => action.seq)).toEqual([1, 2]);
    expect((await outboxEntries(db)).map((entry) => entry.outcome?.outcome)).toEqual(['applied', 'applied']);
    expect(server.pullChanges).toHaveBeenCalledWith('duty-token', '100');
  });

  it('keeps an action the server answers `waiting` for the next round', async () => {
    const db = await freshDb();
    await recordAction(db, { kind: 'handOver', orderCode: 'A1', idChecked: false });
    const calls: SenderCalls = {
      sendActions: async (_token, _device, actions) => ({
        outcomes: actions.map((action) => ({
          key: action.key,
          seq: action.seq,
          outcome: 'waiting' as const,
        })),
        appliedThrough: 0,
      }),
      pullChanges: async () => ({ bags: [], gone: [], cursor: '101', active: false, conflicts: [] }),
    };
    expect(await sendRound(db, calls)).toEqual({ answered: 0, active: false });
    expect(await waitingActions(db, 10)).toHaveLength(1);
  });

  it('merges what changed on the flight: a new bag appears, a cancelled one leaves, the conflicts are kept', async () => {
    const db = await freshDb();
    const conflict = {
      id: 1,
      reason: 'oversold' as const,
      orderCode: null,
      itemId: 5,
      stands: 'the trolley held none of 1 unit(s) of Dark Chocolate any more',
      against: 'sold at seat 3A on device b at 2026-11-28T12:00:00Z',
      refundDue: null,
      at: '2026-11-28T12:01:00Z',
    };
    const calls: SenderCalls = {
      sendActions: vi.fn(),
      pullChanges: async () => ({
        bags: [bagOf('C3', '2A')],
        gone: ['A1'],
        cursor: '150',
        active: true,
        conflicts: [conflict],
      }),
    };
    await sendRound(db, calls);
    const pack = await db.get('pack', 'current');
    expect(pack?.bags.map((bag) => bag.orderCode)).toEqual(['B2', 'C3']);
    expect(calls.sendActions).not.toHaveBeenCalled();
    expect((await keptConflicts(db, 3))?.conflicts).toEqual([conflict]);
    expect(await keptConflicts(db, 4)).toBeUndefined();
  });
});

describe('a bag as the crew sees it', () => {
  it('shows the device’s own action as waiting, then as the server answered it', async () => {
    const db = await freshDb();
    const bag = bagOf('A1', '12A');
    expect(bagState(bag, [])).toEqual({ kind: 'open' });
    const entry = await recordAction(db, { kind: 'handOver', orderCode: 'A1', idChecked: false });
    expect(bagState(bag, [entry])).toEqual({ kind: 'pending', as: 'handOver' });
    const refused = {
      ...entry,
      state: 'answered' as const,
      outcome: { key: entry.key, seq: 1, outcome: 'refused' as const, reason: 'idNotChecked' as const },
    };
    expect(bagState(bag, [refused])).toEqual({
      kind: 'answered',
      outcome: 'refused',
      reason: 'idNotChecked',
    });
  });

  it('is found by seat, name or order code', () => {
    const bag = bagOf('SDF-123', '12A', 'Abebe Bikila');
    expect(['12a', 'bikila', 'sdf-1', ''].map((search) => matchesBag(bag, search))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(matchesBag(bag, '14C')).toBe(false);
  });
});

describe('the trolley and the money as the device counts them', () => {
  const trolley = [
    {
      itemId: 5,
      itemCode: 'CH-5',
      name: 'Dark Chocolate',
      unitPrice: 12.3,
      loaded: 4,
      ageRestricted: false,
      bannedAtDestination: false,
    },
  ];

  it('takes the device’s own sales off the trolley’s load, but not those the server refused', async () => {
    const db = await freshDb(packOf([], { trolley }));
    const sale = (quantity: number) => ({
      kind: 'trolleySale' as const,
      lines: [{ itemId: 5, quantity, unitPrice: 12.3 }],
      seatNumber: '3A',
      idChecked: false,
      payment: {
        method: 'Card' as const,
        currencyCode: 'USD',
        amount: 12.3 * quantity,
        terminalReference: 'T1',
      },
    });
    const one = await recordAction(db, sale(1));
    const two = await recordAction(db, sale(2));
    const pack = packOf([], { trolley });
    expect(trolleyLeft(pack, [one, two]).get(5)).toBe(1);
    const refused = {
      ...two,
      state: 'answered' as const,
      outcome: { key: two.key, seq: two.seq, outcome: 'refused' as const, reason: 'priceChanged' as const },
    };
    expect(trolleyLeft(pack, [one, refused]).get(5)).toBe(3);
  });

  it('works out the change in minor units, and completes a payment only when the cash covers it', () => {
    const cash = { ...emptyPayment('USD'), tendered: '20' };
    expect(changeOf(cash, 1230)).toBe(770);
    expect(changeOf({ ...cash, tendered: '0.30000000000000004' }, 30)).toBe(0);
    expect(changeOf({ ...cash, tendered: '12' }, 1230)).toBe('short');
    expect(changeOf({ ...cash, tendered: '' }, 1230)).toBeNull();
    expect(seatPaymentOf(cash, 1230)).toEqual({
      method: 'Cash',
      currencyCode: 'USD',
      amount: 12.3,
      tendered: 20,
    });
    expect(seatPaymentOf({ ...cash, tendered: '12' }, 1230)).toBeNull();
    const card = { ...emptyPayment('AED'), method: 'Card' as const };
    expect(seatPaymentOf(card, 4517)).toBeNull();
    expect(seatPaymentOf({ ...card, reference: ' T-77 ' }, 4517)).toEqual({
      method: 'Card',
      currencyCode: 'AED',
      amount: 45.17,
      terminalReference: 'T-77',
    });
  });
});
