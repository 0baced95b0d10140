import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { PickerOption } from '../../components/picker-option.tsx';
import { useCurrencyName } from '../../lib/currency-names.ts';
import { getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { useCurrencies } from './api/get-currencies.ts';
import { selectCurrency } from './select-currency.ts';

/** The currency picker's rows, loaded with the dropdown when the picker is first about to open. */
export function CurrencyMenuItems() {
  const { t } = useTranslation('layout');
  const currencies = useCurrencies();
  const selectedId = getSelectedCurrencyId();
  const nameOf = useCurrencyName();

  return (
    <>
      {currencies.isLoading && <Dropdown.ItemText>{t('currencyPicker.loading')}</Dropdown.ItemText>}
      {/* Failed, or never asked because the start-up tokens are missing (the error page). */}
      {!currencies.data && !currencies.isLoading && (
        <Dropdown.ItemText>{t('currencyPicker.failed')}</Dropdown.ItemText>
      )}
      {currencies.data?.map((currency) => (
        <Dropdown.Item
          key={currency.id}
          as={PickerOption}
          eventKey={String(currency.id)}
          active={currency.id === selectedId}
          aria-current={currency.id === selectedId ? 'true' : undefined}
          onClick={() => {
            if (currency.id !== selectedId) selectCurrency(currency);
          }}
        >
          <span className="currency-menu__code">{currency.currencyCode}</span>{' '}
          {nameOf(currency.currencyCode, currency.currencyName)}
        </Dropdown.Item>
      ))}
    </>
  );
}
