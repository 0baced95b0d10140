import { describe, expect, it } from 'vitest';
import { euBannedLines } from './purchase-rules.ts';

describe('euBannedLines', () => {
  const banned = { itemCode: 'COS-EU-01', name: 'Lilial cream' };
  const allowed = { itemCode: 'COS-00001', name: 'Plain cream' };
  const bannedCodes = new Set([banned.itemCode]);

  it('names the banned cosmetics of an order flying to the EU', () => {
    expect(euBannedLines([allowed, banned], { isEu: true }, bannedCodes)).toEqual([banned]);
  });

  it('lets every line fly outside the EU', () => {
    expect(euBannedLines([allowed, banned], { isEu: false }, bannedCodes)).toEqual([]);
  });
});
