import { describe, expect, it } from 'vitest';
import {
  freeText,
  queryAmount,
  queryIdList,
  queryWholeNumber,
  requiredText,
  text,
  wholeNumber,
} from './fields.ts';
import { fieldMessages, MAX_DATABASE_INTEGER, MAX_PRICE_AMOUNT } from './fields-values.ts';

describe('requiredText', () => {
  const username = requiredText('Username field is required.');

  it.each([undefined, null, '', '   '])('gives the field message for %j', (value) => {
    const result = username.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Username field is required.']);
  });

  it('keeps a filled-in value, trimmed', () => {
    expect(username.parse('  sara ')).toBe('sara');
  });
});

describe('text fields', () => {
  it.each(['a\u0000b', '\u0007', '\u001b[31m', 'line\nbreak', '\u009b', '\ud800'])('refuse %j', (value) => {
    const result = text().safeParse(value);
    expect(result.error?.issues.map((i) => i.message)).toEqual([fieldMessages.textNotAllowed]);
  });

  it('refuse NUL in a required field, naming the characters rather than a missing value', () => {
    const result = requiredText('Username field is required.').safeParse('sara\u0000');
    expect(result.error?.issues.map((i) => i.message)).toEqual([fieldMessages.textNotAllowed]);
  });

  it('keep letters of every script, emoji and right-to-left marks', () => {
    expect(text().parse('بحر 海 😀 \u200f')).toBe('بحر 海 😀 \u200f');
  });

  it('let free text keep its tabs and line breaks, but no other control character', () => {
    expect(freeText('required').parse('Dear shop,\r\n\tthanks.')).toBe('Dear shop,\r\n\tthanks.');
    expect(freeText('required').safeParse('a\u0000b').success).toBe(false);
  });
});

describe('whole numbers', () => {
  it('stop at the largest value the columns hold', () => {
    expect(wholeNumber().parse(MAX_DATABASE_INTEGER)).toBe(MAX_DATABASE_INTEGER);
    expect(wholeNumber().safeParse(MAX_DATABASE_INTEGER + 1).error?.issues[0]?.message).toBe(
      fieldMessages.wholeNumberInvalid,
    );
  });

  it('read only plain digits from a query', () => {
    const id = queryWholeNumber('id field is required.');
    expect(id.parse('42')).toBe(42);
    for (const value of ['2147483648', '1e3', '0x10', ' 7', '', '-1', '1.5', 'NaN', ['1', '2']]) {
      expect(id.safeParse(value).success, String(value)).toBe(false);
    }
    expect(id.safeParse('abc').error?.issues[0]?.message).toBe('id field is required.');
  });

  it('read id lists as commas or repeats, each id bounded', () => {
    expect(queryIdList().parse('1,2,3')).toEqual([1, 2, 3]);
    expect(queryIdList().parse(['4', '5'])).toEqual([4, 5]);
    expect(queryIdList().safeParse('1,2147483648').success).toBe(false);
  });
});

describe('price amounts in a query', () => {
  it('take decimals up to the bound and nothing that is not written as a price', () => {
    expect(queryAmount().parse('10.5')).toBe(10.5);
    expect(queryAmount().parse(String(MAX_PRICE_AMOUNT))).toBe(MAX_PRICE_AMOUNT);
    for (const value of ['1e21', '1000000001', '-1', 'Infinity', 'NaN', '9007199254740993']) {
      expect(queryAmount().safeParse(value).error?.issues[0]?.message, value).toBe(
        fieldMessages.amountInvalid,
      );
    }
  });
});
