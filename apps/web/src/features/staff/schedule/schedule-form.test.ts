import { flightDraft } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  emptyLoadRow,
  flightDraftInput,
  flightFormValues,
  loadInput,
  loadMovedTo,
  loadRows,
  withMovedFigure,
} from './schedule-form.ts';

describe('the schedule forms', () => {
  test('a date-and-time field is the UTC clock, both ways', () => {
    const values = flightFormValues({
      id: 1,
      flightNumber: 'ET 920',
      origin: 'ADD',
      destination: 'PEK',
      departureAt: '2026-12-01T08:30:00.000Z',
      arrivalAt: '2026-12-01T19:30:00.000Z',
      passengers: 0,
      unitsOnBoard: 0,
      cancelledAt: null,
    });
    expect(values.departureAt).toBe('2026-12-01T08:30');
    const draft = flightDraft.parse(flightDraftInput({ ...values, flightNumber: 'et920' }));
    expect(draft).toEqual({
      flightNumber: 'ET 920',
      origin: 'ADD',
      destination: 'PEK',
      departureAt: '2026-12-01T08:30Z',
      arrivalAt: '2026-12-01T19:30Z',
    });
  });

  test('an empty or unreadable time is left for the schema to name', () => {
    const result = flightDraft.safeParse(
      flightDraftInput({
        flightNumber: 'ET 1',
        origin: 'ADD',
        destination: 'DXB',
        departureAt: '',
        arrivalAt: 'soon',
      }),
    );
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['departureAt', 'arrivalAt']);
  });

  test('a load line with a quantity that is not a whole number is sent as NaN, for the schema to name', () => {
    const row = { ...emptyLoadRow(), itemCode: 'con-00027', quantity: '2.5' };
    expect(loadInput([row, { ...row, quantity: ' 3 ' }])).toEqual({
      lines: [
        { itemCode: 'con-00027', expectedQuantity: 0, quantity: Number.NaN },
        { itemCode: 'con-00027', expectedQuantity: 0, quantity: 3 },
      ],
    });
  });

  test('a saved line taken off the form is sent last, to 0 from the figure it showed', () => {
    const [kept, taken] = loadRows({
      lines: [
        { itemId: 1, itemCode: 'GIN-1', name: 'Gin', quantity: 4 },
        { itemId: 2, itemCode: 'RUM-2', name: 'Rum', quantity: 6 },
      ],
    });
    expect(loadInput([{ ...kept!, quantity: '9' }], [taken!])).toEqual({
      lines: [
        { itemCode: 'GIN-1', expectedQuantity: 4, quantity: 9 },
        { itemCode: 'RUM-2', expectedQuantity: 6, quantity: 0 },
      ],
    });
  });

  test('a refusal for a line that moved meanwhile brings its figure up to date, and no other refusal does', () => {
    const refusal = new ApiError(
      'http',
      409,
      {
        message: 'moved',
        code: 'backOfficeFlights.loadMovedMeanwhile',
        params: { itemCode: 'GIN-1', current: 1 },
      },
      'moved',
    );
    const moved = loadMovedTo(refusal);
    expect(moved).toEqual({ itemCode: 'GIN-1', current: 1 });
    const rows = [
      { ...emptyLoadRow(), itemCode: 'gin-1', quantity: '9', shown: 4 },
      { ...emptyLoadRow(), itemCode: 'RUM-2' },
    ];
    expect(withMovedFigure(rows, moved!).map((row) => row.shown)).toEqual([1, 0]);
    expect(
      loadMovedTo(
        new ApiError('http', 409, { message: 'closed', code: 'orders.orderClosed', params: {} }, 'closed'),
      ),
    ).toBeUndefined();
    expect(loadMovedTo(new Error('boom'))).toBeUndefined();
  });
});
