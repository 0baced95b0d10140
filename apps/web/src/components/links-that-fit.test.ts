import { describe, expect, it } from 'vitest';
import { linksThatFit } from './links-that-fit.ts';

describe('the links a header row has room for', () => {
  const widths = [100, 120, 80, 90];

  it('keeps every link when they all fit, gaps included', () => {
    expect(linksThatFit(widths, 60, 390 + 3 * 10, 10)).toBe(4);
  });

  it('keeps as many as fit beside the menu button once one does not fit', () => {
    // 100 + 10 + 120 + 10 + 80 = 320, then 10 + 60 for the button: 390.
    expect(linksThatFit(widths, 60, 419, 10)).toBe(3);
    expect(linksThatFit(widths, 60, 389, 10)).toBe(2);
  });

  it('keeps none when not even the first fits beside the button', () => {
    expect(linksThatFit(widths, 60, 150, 10)).toBe(0);
  });
});
