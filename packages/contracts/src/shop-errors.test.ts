import { describe, expect, test } from 'vitest';
import { accountMessages } from './accounts-values.ts';
import { orderMessages } from './orders-values.ts';
import { codeOfValidationMessage, fixedError, templatedError } from './shop-errors.ts';

describe('errors with codes', () => {
  test('a fixed message keeps its English text and gets its catalogue code', () => {
    expect(fixedError('orders.orderClosed')).toEqual({
      code: 'orders.orderClosed',
      message: orderMessages.orderClosed,
      params: {},
    });
  });

  test('a message with values carries them as params beside the English text', () => {
    expect(templatedError('orders.outOfStock', { name: 'Cognac XO', available: 2 })).toEqual({
      code: 'orders.outOfStock',
      message: 'Only 2 of Cognac XO left in stock. Please lower the quantity.',
      params: { name: 'Cognac XO', available: 2 },
    });
  });

  test('a validation message is named by the first catalogue that has it', () => {
    expect(codeOfValidationMessage(accountMessages.emailRequired)).toBe('account.emailRequired');
    expect(codeOfValidationMessage(orderMessages.seatNumberRequired)).toBe('orders.seatNumberRequired');
    expect(codeOfValidationMessage('Expected number, received string')).toBe('request.invalidValue');
  });
});
