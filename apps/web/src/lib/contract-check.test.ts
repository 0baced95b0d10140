import { catalogItem } from '@dutyfree/contracts';
import { describe, expect, test } from 'vitest';
import { checkContract } from './contract-check.ts';

describe('checkContract', () => {
  test('with a schema, a value off the contract is refused', () => {
    expect(checkContract(catalogItem, { id: 'x' }).success).toBe(false);
  });

  test('without one, as in a production build, any JSON object or array passes as it is', () => {
    const value = { id: 'x' };
    expect(checkContract(undefined, value)).toEqual({ success: true, data: value });
    expect(checkContract(undefined, [1, 2]).success).toBe(true);
  });

  test('without one, a value that cannot be any contract’s is still refused', () => {
    for (const value of [undefined, null, 'text', 42]) {
      expect(checkContract(undefined, value).success).toBe(false);
    }
  });
});
