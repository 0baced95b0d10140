import { afterEach, describe, expect, test, vi } from 'vitest';
import { getSelectedCurrencyCode, getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { selectCurrency } from './select-currency.ts';

afterEach(() => window.localStorage.clear());

describe('choosing a currency', () => {
  test('remembers the id and code, then reloads the page', () => {
    const reload = vi.fn();

    selectCurrency({ id: 3, currencyCode: 'EUR', currencyName: 'Euro' }, reload);

    expect(window.localStorage.getItem('currencyId')).toBe('3');
    expect(getSelectedCurrencyId()).toBe(3);
    expect(getSelectedCurrencyCode()).toBe('EUR');
    expect(reload).toHaveBeenCalledOnce();
  });

  test('defaults to USD, id 2, before any choice', () => {
    expect(getSelectedCurrencyId()).toBe(2);
    expect(getSelectedCurrencyCode()).toBe('USD');
  });
});
