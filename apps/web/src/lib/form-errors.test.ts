import { accountMessages } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import {
  codeTranslator,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  firstMessagesOf,
  parseForm,
} from './form-errors.ts';

const coded = (message: string, code = 'request.invalidValue', params = {}) => ({ message, code, params });

describe('form errors', () => {
  test('keep the first message per field, nested fields by their dotted path', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['mobileNumber', 'number'], message: 'digits' },
      ]),
    ).toEqual({ email: coded('first'), 'mobileNumber.number': coded('digits') });
  });

  test('parse with a schema: data when valid, field errors otherwise', () => {
    const schema = {
      safeParse: (data: unknown) =>
        data === 'ok'
          ? { success: true as const, data: 1 }
          : { success: false as const, error: { issues: [{ path: ['name'], message: 'Name is required' }] } },
    };
    expect(parseForm(schema, 'ok')).toEqual({ data: 1, errors: null });
    expect(parseForm(schema, 'bad')).toEqual({ data: null, errors: { name: coded('Name is required') } });
  });

  test("map the server's field names onto the form's", () => {
    expect(
      fieldErrorsFromServer({
        Username: [coded('taken'), coded('also')],
        'MobileNumber.CountryCode': [coded('plus')],
        Email: [],
      }),
    ).toEqual({ username: coded('taken'), 'mobileNumber.countryCode': coded('plus') });
  });

  test('SPEC §8: the first Username and the first Password message, in that order', () => {
    expect(firstMessagesOf({ Password: ['p1', 'p2'], Username: ['u1'] }, ['Username', 'Password'])).toEqual([
      'u1',
      'p1',
    ]);
    expect(firstMessagesOf({ Password: ['p1'] }, ['Username', 'Password'])).toEqual(['p1']);
  });

  test('a contract message is named by its code, and a coded issue keeps its values', () => {
    expect(
      fieldErrorsFromIssues([{ path: ['username'], message: accountMessages.usernameRequired }]),
    ).toEqual({
      username: coded(accountMessages.usernameRequired, 'account.usernameRequired'),
    });
    expect(
      fieldErrorsFromIssues([
        { path: ['ticketNumber'], message: 'length 9', params: { code: 'flights.ticketNumberLength', n: 9 } },
      ]),
    ).toEqual({ ticketNumber: coded('length 9', 'flights.ticketNumberLength', { n: 9 }) });
  });

  test('a translator finds the words by code, and shows the English text of a code it has none for', () => {
    const words: Record<string, string> = { 'messages.usernameRequired': 'اسم المستخدم مطلوب' };
    const translate = codeTranslator((key, options) => words[key] ?? String(options.defaultValue), {
      'orders.outOfStock': ({ name }) => ({ key: 'usernameRequired', values: { name: name ?? '' } }),
    });
    expect(translate(coded('Username field is required.', 'account.usernameRequired'))).toBe(
      'اسم المستخدم مطلوب',
    );
    expect(translate(accountMessages.usernameRequired)).toBe('اسم المستخدم مطلوب');
    expect(translate(coded('Only 2 left', 'orders.outOfStock', { name: 'X' }))).toBe('اسم المستخدم مطلوب');
    expect(translate(coded('Service unavailable', 'request.uncoded'))).toBe('Service unavailable');
  });
});
