import { flightDraft } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { emptyLoadRow, flightDraftInput, flightFormValues, loadInput } from './schedule-form.ts';

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
        { itemCode: 'con-00027', quantity: Number.NaN },
        { itemCode: 'con-00027', quantity: 3 },
      ],
    });
  });
});
