import { describe, expect, it } from 'vitest';
import { intersection, itemOrder, searchableText } from './search.service.ts';

describe('searchableText', () => {
  it('drops LIKE wildcards and backslashes and trims the rest', () => {
    expect(searchableText('  50% off_ ')).toBe('50 off');
    expect(searchableText('%_\\')).toBe('');
    expect(searchableText('Eau de "Parfum"')).toBe('Eau de "Parfum"');
  });
});

describe('itemOrder', () => {
  it('sorts by price for Default and ByPrice, by name and date otherwise', () => {
    expect(itemOrder('Default', 'DESC')).toEqual({ by: 'price', direction: 'desc' });
    expect(itemOrder('ByPrice', 'ASC')).toEqual({ by: 'price', direction: 'asc' });
    expect(itemOrder('ByName', 'ASC')).toEqual({ by: 'name', direction: 'asc' });
    expect(itemOrder('ByDate', 'DESC')).toEqual({ by: 'date', direction: 'desc' });
  });
});

describe('intersection', () => {
  it('keeps the ids every set holds, and sets no condition without sets', () => {
    expect(
      intersection([
        [1, 2, 3],
        [3, 2],
        [2, 3, 4],
      ]),
    ).toEqual([2, 3]);
    expect(intersection([[1], [2]])).toEqual([]);
    expect(intersection([])).toBeUndefined();
  });
});
