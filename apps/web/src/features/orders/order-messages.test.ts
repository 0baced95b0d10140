import {
  flightMessages,
  notEnoughMilesMessage,
  orderMessages,
  outOfStockMessage,
  ticketNumberLengthMessage,
} from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { orderMessageKey } from './order-messages.ts';

describe('server messages of orders in the reader’s language', () => {
  test('finds the translation of a fixed message, the SPEC’s own wording included', () => {
    expect(orderMessageKey(orderMessages.noPreOrderForEmail)).toEqual({
      key: 'noPreOrderForEmail',
      values: {},
    });
    expect(orderMessageKey(flightMessages.flightNotSelected)).toEqual({
      key: 'flightNotSelected',
      values: {},
    });
  });

  test('keeps the item name and the count of a low-stock refusal', () => {
    expect(orderMessageKey(outOfStockMessage('Rose Eau de Parfum (50 ml)', 2))).toEqual({
      key: 'lowStock',
      values: { count: '2', name: 'Rose Eau de Parfum (50 ml)' },
    });
    expect(orderMessageKey(outOfStockMessage('Cognac XO', 0))).toEqual({
      key: 'outOfStock',
      values: { name: 'Cognac XO' },
    });
  });

  test('keeps the numbers of a miles refusal and of the ticket length rule', () => {
    expect(orderMessageKey(notEnoughMilesMessage(24_690, 1_000))).toEqual({
      key: 'notEnoughMiles',
      values: { needed: '24690', available: '1000' },
    });
    expect(orderMessageKey(ticketNumberLengthMessage(9))).toEqual({
      key: 'ticketNumberLength',
      values: { n: '9' },
    });
  });

  test('leaves a message it does not know as the server wrote it', () => {
    expect(orderMessageKey('The flight was struck by lightning.')).toBeNull();
  });
});
