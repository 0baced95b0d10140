import { useTranslation } from 'react-i18next';
import { MenuOnDemand } from '../../components/menu-on-demand.tsx';
import { getSelectedCurrencyCode, getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { useCurrencies } from './api/get-currencies.ts';

const loadItems = () => import('./currency-menu-items.tsx').then((module) => module.CurrencyMenuItems);

export function CurrencyPicker() {
  const { t } = useTranslation('layout');
  const currencies = useCurrencies();
  const selectedId = getSelectedCurrencyId();
  const code =
    currencies.data?.find((currency) => currency.id === selectedId)?.currencyCode ??
    getSelectedCurrencyCode();

  return (
    <MenuOnDemand
      className="header-picker"
      menuClassName="currency-menu"
      toggle={{
        id: 'currency-picker',
        className: 'header-picker__toggle',
        label: t('currencyPicker.label', { currency: code }),
        children: code,
      }}
      items={loadItems}
    />
  );
}
