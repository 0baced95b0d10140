import { describe, expect, it } from 'vitest';
import { requiredText } from './fields.ts';

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
