import { allowanceLimits } from '../testing/catalog-fixtures.ts';
import 'fake-indexeddb/auto';
import type { CabinConflict, FlightPack } from '@dutyfree/contracts';
import { isolate, isolateLeftToRight } from '@dutyfree/pricing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Closing } from './closing.tsx';
import { Conflicts } from './conflicts.tsx';
import { keepTakenFlight, type OutboxEntry, openCrewDb, recordAction } from './crew-store.ts';
import { crewLanguages, fill } from './crew-strings.ts';
import { TrolleySale } from './trolley-sale.tsx';

// The crew app's trolley sale and conflicts screens, on their own: what the crew picks, what the device
// refuses before anything is queued, and what it queues.

const t = crewLanguages.en;

// The scanner's camera and decoder are the barcode reader's own tests' business: here it reads one pass.
vi.mock('./crew-scan-dialog.tsx', () => ({
  default: ({ onCode }: { onCode: (code: unknown) => void }) => (
    <button
      type="button"
      onClick={() =>
        onCode({
          kind: 'boardingPass',
          pass: {
            lastName: 'TESFAYE',
            firstName: 'SELAM',
            carrier: 'ET',
            flightNumber: '706',
            date: null,
            seat: '14C',
            ticketNumber: '0712345678901',
          },
        })
      }
    >
      read the pass
    </button>
  ),
}));

afterEach(cleanup);

const pack: FlightPack = {
  dutySessionId: 4,
  dutyToken: 'duty-token',
  acceptsUntil: '2026-11-28T20:00:00Z',
  flight: {
    flightId: 3,
    flightNumber: 'ET706',
    origin: 'ADD',
    destination: 'FRA',
    departureAt: '2026-11-28T10:00:00Z',
    originTimeZone: 'Africa/Addis_Ababa',
    arrivalAt: '2026-11-28T16:00:00Z',
    orderCount: 0,
  },
  bags: [],
  load: [],
  currencyCode: 'USD',
  trolley: [
    {
      itemId: 1,
      itemCode: 'CH-1',
      name: 'Dark Chocolate',
      unitPrice: 12.5,
      loaded: 2,
      ageRestricted: false,
      bannedAtDestination: false,
    },
    {
      itemId: 2,
      itemCode: 'WH-2',
      name: 'Highland Malt',
      unitPrice: 48,
      loaded: 3,
      ageRestricted: true,
      bannedAtDestination: false,
    },
    {
      itemId: 3,
      itemCode: 'PF-3',
      name: 'Cedar Toilette',
      unitPrice: 65,
      loaded: 3,
      ageRestricted: false,
      bannedAtDestination: true,
    },
  ],
  currencies: [
    { code: 'USD', usdRateMicros: 1_000_000, decimals: 2 },
    { code: 'EUR', usdRateMicros: 920_000, decimals: 2 },
  ],
  cursor: '0',
  appliedThrough: 0,
};

function renderSale(outbox: OutboxEntry[] = []) {
  const onAct = vi.fn(async () => undefined);
  render(<TrolleySale pack={pack} outbox={outbox} t={t} onAct={onAct} />);
  return onAct;
}

describe('the trolley sale', () => {
  it('sells picked items at the trolley’s prices, in another currency at the flight’s rate, with the change', async () => {
    const user = userEvent.setup();
    const onAct = renderSale();
    // The banned item has no stepper: the flight lands in the EU.
    expect(screen.getByText(fill(t.trolley.banned, { destination: 'FRA' }))).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: fill(t.trolley.more, { name: 'Cedar Toilette' }) }),
    ).toBeNull();

    const more = screen.getByRole('button', { name: fill(t.trolley.more, { name: 'Dark Chocolate' }) });
    await user.click(more);
    await user.click(more);
    // Two were loaded: no third.
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('sale-total').textContent).toBe(
      fill(t.trolley.total, { amount: isolate('25.00 USD') }),
    );

    await user.type(screen.getByLabelText(t.trolley.seat), '14c');
    await user.selectOptions(screen.getByLabelText(t.payment.currency), 'EUR');
    // 25 USD at 0.92 EUR per dollar.
    expect(screen.getByTestId('amount-due').textContent).toBe(isolate('23.00 EUR'));
    const confirm = screen.getByRole('button', { name: t.trolley.confirm }) as HTMLButtonElement;
    await user.type(screen.getByLabelText(fill(t.payment.tendered, { currency: 'EUR' })), '20');
    expect(screen.getByText(t.payment.tooLittle)).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    await user.clear(screen.getByLabelText(fill(t.payment.tendered, { currency: 'EUR' })));
    await user.type(screen.getByLabelText(fill(t.payment.tendered, { currency: 'EUR' })), '30');
    expect(screen.getByText(fill(t.payment.change, { amount: isolate('7.00 EUR') }))).toBeTruthy();
    await user.click(confirm);

    expect(onAct).toHaveBeenCalledWith({
      kind: 'trolleySale',
      lines: [{ itemId: 1, quantity: 2, unitPrice: 12.5 }],
      seatNumber: '14C',
      idChecked: false,
      payment: { method: 'Cash', currencyCode: 'EUR', amount: 23, tendered: 30 },
    });
    expect(await screen.findByText(fill(t.trolley.recorded, { seat: '14C' }))).toBeTruthy();
  });

  it('takes the seat, ticket and name of a scanned boarding pass into the sale', async () => {
    const user = userEvent.setup();
    const onAct = renderSale();
    await user.click(screen.getByRole('button', { name: fill(t.trolley.more, { name: 'Dark Chocolate' }) }));
    await user.click(screen.getByRole('button', { name: t.scan.button }));
    await user.click(await screen.findByRole('button', { name: 'read the pass' }));
    expect((screen.getByLabelText(t.trolley.seat) as HTMLInputElement).value).toBe('14C');
    expect(screen.getByText(fill(t.scan.found, { name: 'TESFAYE/SELAM', seat: '14C' }))).toBeTruthy();
    await user.type(screen.getByLabelText(fill(t.payment.tendered, { currency: 'USD' })), '12.5');
    await user.click(screen.getByRole('button', { name: t.trolley.confirm }));

    expect(onAct).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'trolleySale',
        seatNumber: '14C',
        ticketNumber: '0712345678901',
        passengerName: 'SELAM TESFAYE',
      }),
    );
  });

  it('asks for the ID check before an age-restricted item is sold, and takes a card with its reference', async () => {
    const user = userEvent.setup();
    const onAct = renderSale();
    await user.click(screen.getByRole('button', { name: fill(t.trolley.more, { name: 'Highland Malt' }) }));
    await user.type(screen.getByLabelText(t.trolley.seat), '3A');
    await user.click(screen.getByLabelText(t.payment.card));
    await user.type(screen.getByLabelText(t.payment.reference), 'T-4411');
    const confirm = screen.getByRole('button', { name: t.trolley.confirm }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(screen.getByLabelText(t.handOver.idChecked));
    await user.click(confirm);
    expect(onAct).toHaveBeenCalledWith(
      expect.objectContaining({
        idChecked: true,
        payment: { method: 'Card', currencyCode: 'USD', amount: 48, terminalReference: 'T-4411' },
      }),
    );
  });

  it('counts what the trolley still holds by the device’s own sales, and shows each as waiting or answered', async () => {
    const db = await openCrewDb('crew-screens-sale');
    await keepTakenFlight(db, pack);
    const body = {
      kind: 'trolleySale' as const,
      lines: [{ itemId: 1, quantity: 2, unitPrice: 12.5 }],
      seatNumber: '9F',
      idChecked: false,
      payment: { method: 'Card' as const, currencyCode: 'USD', amount: 25, terminalReference: 'T1' },
    };
    const waiting = await recordAction(db, body);
    const refusedEntry = await recordAction(db, { ...body, seatNumber: '9E' });
    const refused: OutboxEntry = {
      ...refusedEntry,
      state: 'answered',
      outcome: { key: refusedEntry.key, seq: refusedEntry.seq, outcome: 'refused', reason: 'priceChanged' },
    };
    renderSale([waiting, refused]);
    const chocolate = screen.getByRole('heading', { name: 'Dark Chocolate' }).closest('li')!;
    expect(within(chocolate as HTMLElement).getByText(/None left/)).toBeTruthy();
    const sales = screen.getByTestId('own-sales');
    expect(within(sales).getByText(t.trolley.waiting)).toBeTruthy();
    expect(within(sales).getByText(fill(t.bags.refused, { reason: t.reasons.priceChanged }))).toBeTruthy();
  });
});

describe('the destination’s rules in a sale', () => {
  // Frankfurt: the EU's 1 L of spirits, alcohol from 17; the malt is a 70 cl bottle.
  const withCustoms: FlightPack = {
    ...pack,
    customs: {
      region: 'EU',
      legalAgeAlcohol: 17,
      legalAgeTobacco: 17,
      allowances: allowanceLimits({ spirits: 1000, wine: 4000, beer: 16000, cigarettes: 200, cigars: 50 }),
      goodsValue: null,
    },
    customsMeasures: [{ itemId: 2, customsKind: 'spirits', volumeMl: 700, pieces: null, tobaccoG: null }],
  };

  it('counts the value of the goods no other allowance counts, at the rate the flight fixed', async () => {
    const user = userEvent.setup();
    // 20 euros of other goods allowed, at 0.9215 to the dollar: two chocolates at 12.50 dollars are 23.04.
    const withValue: FlightPack = {
      ...withCustoms,
      customs: {
        ...withCustoms.customs!,
        goodsValue: { allowed: 20, currencyCode: 'EUR', usdRateMicros: 921_500 },
      },
    };
    render(<TrolleySale pack={withValue} outbox={[]} t={t} onAct={vi.fn()} />);
    const more = screen.getByRole('button', { name: fill(t.trolley.more, { name: 'Dark Chocolate' }) });
    await user.click(more);
    expect(screen.queryByTestId('allowance-warning')).toBeNull();
    await user.click(more);
    expect(screen.getByTestId('allowance-warning').textContent).toContain(
      fill(t.trolley.overAllowance, { destination: 'FRA', used: 23.04, allowed: 20, unit: 'EUR' }),
    );
  });

  it('asks the ID at the destination’s legal age, and over an allowance the crew’s word that duty is due', async () => {
    const user = userEvent.setup();
    const onAct = vi.fn(async () => undefined);
    render(<TrolleySale pack={withCustoms} outbox={[]} t={t} onAct={onAct} />);
    const more = screen.getByRole('button', { name: fill(t.trolley.more, { name: 'Highland Malt' }) });
    await user.click(more);
    expect(screen.queryByTestId('allowance-warning')).toBeNull();
    await user.click(more);
    expect(screen.getByTestId('allowance-warning').textContent).toContain(
      fill(t.trolley.overAllowance, { destination: 'FRA', used: 1.4, allowed: 1, unit: 'L' }),
    );
    await user.type(screen.getByLabelText(t.trolley.seat), '3A');
    await user.click(screen.getByLabelText(t.payment.card));
    await user.type(screen.getByLabelText(t.payment.reference), 'T-1');
    await user.click(screen.getByLabelText(fill(t.trolley.idCheckedAge, { age: 17 })));
    const confirm = screen.getByRole('button', { name: t.trolley.confirm }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(screen.getByLabelText(t.trolley.dutyDueConfirmed));
    await user.click(confirm);
    expect(onAct).toHaveBeenCalledWith(
      expect.objectContaining({
        idChecked: true,
        dutyDueConfirmed: true,
        lines: [expect.objectContaining({ quantity: 2 })],
      }),
    );
  });

  it('names the items in the crew’s language, English where the pack carries no translation', () => {
    const named: FlightPack = {
      ...pack,
      trolley: pack.trolley.map((item) =>
        item.itemId === 1 ? { ...item, names: { ar: 'شوكولاتة داكنة', zh: '黑巧克力' } } : item,
      ),
    };
    const ar = crewLanguages.ar;
    render(<TrolleySale pack={named} outbox={[]} t={ar} onAct={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'شوكولاتة داكنة' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: fill(ar.trolley.more, { name: 'شوكولاتة داكنة' }) }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Highland Malt' })).toBeTruthy();
  });

  it('shows the order number the server gave a sale', async () => {
    const db = await openCrewDb('crew-screens-order');
    await keepTakenFlight(db, pack);
    const entry = await recordAction(db, {
      kind: 'trolleySale',
      lines: [{ itemId: 1, quantity: 1, unitPrice: 12.5 }],
      seatNumber: '9F',
      idChecked: false,
      payment: { method: 'Card', currencyCode: 'USD', amount: 12.5, terminalReference: 'T1' },
    });
    renderSale([
      {
        ...entry,
        state: 'answered',
        outcome: { key: entry.key, seq: entry.seq, outcome: 'applied', orderCode: 'DF7Q2K9M' },
      },
    ]);
    expect(screen.getByTestId('sale-order').textContent).toBe(
      fill(t.trolley.order, { code: isolate('DF7Q2K9M') }),
    );
  });
});

describe('closing the trolley', () => {
  it('counts each item against what the device expects, asks a reason for each difference, and queues the closing', async () => {
    const user = userEvent.setup();
    const onAct = vi.fn(async () => undefined);
    render(<Closing pack={pack} outbox={[]} t={t} onAct={onAct} />);
    expect(screen.getAllByTestId('closing-item')).toHaveLength(3);
    const send = screen.getByRole('button', { name: t.closing.send }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: fill(t.closing.less, { name: 'Highland Malt' }) }));
    expect(send.disabled).toBe(true);
    expect(screen.getByText(fill(t.closing.reasonsMissing, { count: 1 }))).toBeTruthy();
    await user.type(
      screen.getByLabelText(fill(t.closing.reason, { name: 'Highland Malt' })),
      'Broken bottle',
    );
    const eur = () =>
      screen.getByLabelText(fill(t.closing.cashCounted, { currency: 'EUR', amount: isolate('0.00 EUR') }));
    await user.clear(eur());
    await user.type(eur(), '23');
    await user.click(send);
    expect(onAct).toHaveBeenCalledWith({
      kind: 'closeTrolley',
      counts: [
        { itemId: 1, counted: 2 },
        { itemId: 2, counted: 2, reason: 'Broken bottle' },
        { itemId: 3, counted: 3 },
      ],
      cash: [{ currencyCode: 'EUR', amount: 23 }],
    });
  });

  it('shows the closing waiting to send, then the server’s reconciliation, or its refusal to count again', async () => {
    const user = userEvent.setup();
    const db = await openCrewDb('crew-screens-closing');
    await keepTakenFlight(db, pack);
    const waiting = await recordAction(db, { kind: 'closeTrolley', counts: [], cash: [] });
    const first = render(<Closing pack={pack} outbox={[waiting]} t={t} onAct={vi.fn()} />);
    expect(screen.getByTestId('closing-state').textContent).toBe(t.closing.waiting);
    first.unmount();
    const reconciliation = {
      flightId: 3,
      flightNumber: 'ET706',
      departureAt: '2026-11-28T10:00:00Z',
      closedAt: '2026-11-28T16:30:00.000Z',
      closedBy: 'Selam',
      lines: [
        {
          itemId: 2,
          itemCode: 'WH-2',
          name: 'Highland Malt',
          loaded: 3,
          handedOver: 0,
          sold: 0,
          notCollected: 0,
          expected: 3,
          counted: 2,
          difference: -1,
          reason: 'Broken bottle',
        },
      ],
      cash: [{ currencyCode: 'EUR', expected: 23, counted: 23, difference: 0 }],
      returnedUnits: 2,
      differences: 1,
    };
    const closed: OutboxEntry = {
      ...waiting,
      state: 'answered',
      outcome: { key: waiting.key, seq: waiting.seq, outcome: 'applied', reconciliation },
    };
    const second = render(<Closing pack={pack} outbox={[closed]} t={t} onAct={vi.fn()} />);
    expect(screen.getByTestId('closing-state').textContent).toBe(fill(t.closing.closed, { count: 1 }));
    expect(
      screen.getByText(
        fill(t.closing.line, { expected: 3, counted: 2, difference: isolateLeftToRight('-1') }),
      ),
    ).toBeTruthy();
    second.unmount();
    const refused: OutboxEntry = {
      ...waiting,
      state: 'answered',
      outcome: {
        key: waiting.key,
        seq: waiting.seq,
        outcome: 'refused',
        status: 400,
        reason: 'differenceReasonRequired',
      },
    };
    render(<Closing pack={pack} outbox={[refused]} t={t} onAct={vi.fn()} />);
    expect(screen.getByTestId('closing-state').textContent).toBe(
      fill(t.closing.refused, { reason: t.reasons.differenceReasonRequired }),
    );
    await user.click(screen.getByRole('button', { name: t.closing.again }));
    expect(screen.getByRole('button', { name: t.closing.send })).toBeTruthy();
  });
});

describe('the conflicts', () => {
  const conflict: CabinConflict = {
    id: 9,
    reason: 'handedOverTwice',
    orderCode: 'DF123456',
    itemId: null,
    stands: 'handed over by Selam Tesfaye at 2026-11-28T12:00:00.000Z',
    against: 'handed over on device b at 2026-11-28T12:05:00.000Z',
    refundDue: { currencyCode: 'EUR', amount: 23 },
    at: '2026-11-28T13:00:00.000Z',
  };

  it('shows both facts side by side, as last pulled, and pulls again on demand while online', async () => {
    const user = userEvent.setup();
    const kept = { flightId: 3, fetchedAt: '2026-11-28T13:05:00.000Z', conflicts: [conflict] };
    const onRefresh = vi.fn();
    const online = render(<Conflicts pack={pack} kept={kept} t={t} online={true} onRefresh={onRefresh} />);
    const card = screen.getByRole('article', {
      name: `${t.reasons.handedOverTwice} · ${fill(t.conflicts.order, { code: 'DF123456' })}`,
    });
    expect(within(card).getByText(conflict.stands)).toBeTruthy();
    expect(within(card).getByText(conflict.against)).toBeTruthy();
    expect(within(card).getByText(fill(t.conflicts.refund, { amount: isolate('23.00 EUR') }))).toBeTruthy();
    expect(screen.getByText(fill(t.conflicts.asOf, { time: isolate('2026-11-28 13:05') }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.conflicts.refresh }));
    expect(onRefresh).toHaveBeenCalledOnce();
    online.unmount();

    // Offline the kept list still shows; there is nothing to pull it with.
    render(<Conflicts pack={pack} kept={kept} t={t} online={false} onRefresh={onRefresh} />);
    expect(screen.getByText(conflict.stands)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.conflicts.refresh })).toBeNull();
  });

  it('names an oversold item by the trolley’s name, and says when nothing was pulled yet', () => {
    const oversold = { ...conflict, id: 10, reason: 'oversold' as const, orderCode: null, itemId: 2 };
    const kept = { flightId: 3, fetchedAt: '2026-11-28T13:05:00.000Z', conflicts: [oversold] };
    const shown = render(<Conflicts pack={pack} kept={kept} t={t} online={false} onRefresh={vi.fn()} />);
    expect(screen.getByRole('article', { name: `${t.reasons.oversold} · Highland Malt` })).toBeTruthy();
    shown.unmount();
    render(<Conflicts pack={pack} kept={null} t={t} online={false} onRefresh={vi.fn()} />);
    expect(screen.getByText(t.conflicts.notYet)).toBeTruthy();
  });
});
