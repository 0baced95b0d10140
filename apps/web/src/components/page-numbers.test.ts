import { describe, expect, test } from 'vitest';
import { pageCount, pageItems } from './page-numbers.ts';

describe('page numbers', () => {
  test('up to 6 pages every number is shown', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('more than 6 pages shortens the bar around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  test('a gap never stands for a single page', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    for (let total = 7; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        items.forEach((item, index) => {
          if (item !== 'gap') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  test('the current page is always shown, also when out of range', () => {
    for (let total = 7; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
      }
    }
    expect(pageItems(99, 10).at(-1)).toBe(10);
  });

  test('the page count rounds up and is at least 1', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(96, 30)).toBe(4);
  });
});
