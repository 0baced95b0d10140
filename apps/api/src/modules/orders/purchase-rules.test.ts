import { EU_BANNED_COSMETIC_ITEM_CODES } from '@dutyfree/contracts';
import { describe, expect, it } from 'vitest';
import { euBannedLines } from './purchase-rules.ts';

describe('euBannedLines', () => {
  const banned = { itemCode: EU_BANNED_COSMETIC_ITEM_CODES[0]!, name: 'Lilial cream' };
  const allowed = { itemCode: 'COS-00001', name: 'Plain cream' };

  it('names the banned cosmetics of an order flying to the EU', () => {
    expect(euBannedLines([allowed, banned], { isEu: true })).toEqual([banned]);
  });

  it('lets every line fly outside the EU', () => {
    expect(euBannedLines([allowed, banned], { isEu: false })).toEqual([]);
  });
});
