import type { Bag } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { bagsOfPass } from './bag-state.ts';
import { routeScannedCode } from './scanned-code.ts';

function bag(orderCode: string, passengerName: string, seatNumber: string | null): Bag {
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

const bags = [
  bag('DF-1', 'Selam Tesfaye', '14C'),
  bag('DF-2', 'Abebe Tesfaye', '15A'),
  bag('DF-3', 'Hanna Girma', '14C'),
  bag('DF-4', 'Zoë Müller', '3B'),
];

describe('a code scanned in the crew app', () => {
  test('a boarding pass is routed as one', () => {
    const code = routeScannedCode('M1TESFAYE/SELAM MS    EABC123 ADDDXBET 0600 335Y014C0042 100');
    expect(code).toMatchObject({ kind: 'boardingPass', pass: { lastName: 'TESFAYE', seat: '14C' } });
  });

  test('the QR code of an order is routed as its token, before anything else is tried', () => {
    const token = 'DF1.DF-1.42.c2lnbmF0dXJl';
    expect(routeScannedCode(` ${token}\n`)).toEqual({ kind: 'orderToken', token });
  });

  test('anything else is unknown, not a guess', () => {
    expect(routeScannedCode('DF-1')).toEqual({ kind: 'unknown' });
  });

  test('the pass finds its bag by last name and seat, not a namesake elsewhere nor another name in the seat', () => {
    expect(bagsOfPass(bags, { lastName: 'TESFAYE', seat: '014C' }).map((b) => b.orderCode)).toEqual(['DF-1']);
  });

  test('names in capitals without accents match the booked name', () => {
    expect(bagsOfPass(bags, { lastName: 'MULLER', seat: '3B' }).map((b) => b.orderCode)).toEqual(['DF-4']);
  });

  test('a pass without a seat finds by name; a pass of no bag finds none', () => {
    expect(bagsOfPass(bags, { lastName: 'TESFAYE', seat: null })).toHaveLength(2);
    expect(bagsOfPass(bags, { lastName: 'OKAFOR', seat: '14C' })).toEqual([]);
  });
});
