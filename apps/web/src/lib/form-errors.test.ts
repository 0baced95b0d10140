import { describe, expect, test } from 'vitest';
import { fieldErrorsFromIssues, fieldErrorsFromServer, firstMessagesOf, parseForm } from './form-errors.ts';

describe('form errors', () => {
  test('keep the first message per field, nested fields by their dotted path', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['mobileNumber', 'number'], message: 'digits' },
      ]),
    ).toEqual({ email: 'first', 'mobileNumber.number': 'digits' });
  });

  test('parse with a schema: data when valid, field errors otherwise', () => {
    const schema = {
      safeParse: (data: unknown) =>
        data === 'ok'
          ? { success: true as const, data: 1 }
          : { success: false as const, error: { issues: [{ path: ['name'], message: 'Name is required' }] } },
    };
    expect(parseForm(schema, 'ok')).toEqual({ data: 1, errors: null });
    expect(parseForm(schema, 'bad')).toEqual({ data: null, errors: { name: 'Name is required' } });
  });

  test("map the server's field names onto the form's", () => {
    expect(
      fieldErrorsFromServer({ Username: ['taken', 'also'], 'MobileNumber.CountryCode': ['plus'], Email: [] }),
    ).toEqual({ username: 'taken', 'mobileNumber.countryCode': 'plus' });
  });

  test('SPEC §8: the first Username and the first Password message, in that order', () => {
    expect(firstMessagesOf({ Password: ['p1', 'p2'], Username: ['u1'] }, ['Username', 'Password'])).toEqual([
      'u1',
      'p1',
    ]);
    expect(firstMessagesOf({ Password: ['p1'] }, ['Username', 'Password'])).toEqual(['p1']);
  });
});
